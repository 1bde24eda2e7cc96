import type { ServiceContainer } from './Token';
import { USE_CASES } from './tokens';

/**
 * Starts what lives as long as the page, once, outside React and before the first render: the cart
 * and wishlist follow the signed-in account from the session's first state on (ADR 0014).
 * createBrowserContainer and createInMemoryContainer call it as their last step.
 */
export function startApplication(container: ServiceContainer): void {
  container.get(USE_CASES.FollowSignedInAccount).execute();
}
