export { openWithStillClock, pauseClock, screenshot, SCREENSHOTS_DIR } from './browser';
export { AXE_TAGS, expectNoAxeViolations, formatViolations } from './axe';
export { inFeaturedOrder, readShopCatalogueRecords } from '@test/support/shopCatalogue';
export type { PlantRecordJson } from '@test/support/plants';
