import type { ServiceContainer } from './Token';
import { USE_CASES } from './tokens';

/**
 * Starts what lives as long as the page, once, outside React and before the first render: the cart
 * and wishlist follow the signed-in account from the session's first state on (ADR 0014), and the
 * tab follows the versions the service worker announces, to take a new one when that costs the
 * shopper nothing (TakeNewVersion, ADR 0019; the UI tells it the path, a hidden tab and the Reload
 * button). createBrowserContainer and createInMemoryContainer call it as their last step.
 */
export function startApplication(container: ServiceContainer): void {
  container.get(USE_CASES.FollowSignedInAccount).execute();
  container.get(USE_CASES.TakeNewVersion).watch();
}
