import { SHOP_NAME } from '../pageHeadTable';

/**
 * The picture a link preview shows for any page of the shop (Open Graph, Twitter's large card):
 * made at build time from the shop's artwork (scripts/seo/socialCard.mjs), 1200 × 630 px, the
 * size Facebook, LinkedIn and X crop to without loss.
 */
export const SOCIAL_CARD = {
  /** Where the build writes it, from the site's root. */
  path: '/images/social-card.jpg',
  type: 'image/jpeg',
  width: 1200,
  height: 630,
  alt: `${SHOP_NAME}'s leaf and name over a sunlit living room filled with potted houseplants`,
} as const;
