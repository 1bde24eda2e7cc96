// How wide the plant pictures are drawn, as `sizes`. The page's head preloads the first screen's
// picture before the app runs (vite.config.ts, ADR 0027) with the same `imagesizes`: were the two
// to differ, the browser would pick another width and download the picture twice. Plain strings
// with no imports, so the build's config can read them too.

/** A card in a grid: 4, 2 or 1 columns (PlantGrid, VirtualPlantGrid). */
export const PLANT_CARD_SIZES = '(min-width: 1024px) 18rem, (min-width: 768px) 50vw, 100vw';

/** The plant detail page's picture: half the page from `lg`, 5/12 on a tablet, all of a phone. */
export const PLANT_DETAIL_SIZES = '(min-width: 1024px) 36rem, (min-width: 768px) 40vw, 100vw';
