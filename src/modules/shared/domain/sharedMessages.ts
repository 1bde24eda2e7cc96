/**
 * Every word the shared kernel says to a shopper: what the plant pages and the cart both show
 * about a plant (docs/adr/0018-plant-entity-as-a-shared-kernel.md).
 */

/** Beyond the spec (docs/beyond-the-spec.md): a plant at stock 0, on its card, its page and a cart line. */
export const OUT_OF_STOCK_LABEL = 'Out of stock';
