import { AUTH } from './modules/authModule';
import { CART } from './modules/cartModule';
import { PLANTS } from './modules/plantsModule';
import { PREVIEW } from './modules/previewModule';
import { OFFLINE } from './modules/offlineModule';
import { UPDATES } from './modules/updatesModule';

/*
 * What the screens resolve, gathered from the module files (src/di/modules), where each token is
 * declared and bound. A screen writes `useInjection(USE_CASES.AddToCart)`, whatever its module.
 */

/** The use-cases the screens call, the same in every environment. */
export const USE_CASES = {
  ...AUTH.useCases,
  ...CART.useCases,
  ...PLANTS.useCases,
  ...UPDATES.useCases,
} as const;

/** Application-level stores the screens watch (`subscribe`/`getSnapshot`), one per container. */
export const STORES = {
  ...AUTH.stores,
  ...CART.stores,
  ...OFFLINE.stores,
  ...PREVIEW.stores,
  ...UPDATES.stores,
} as const;

/** Settings of the running shop that screens may read. */
export const APP_TOKENS = AUTH.settings;
