import { moduleOrReload } from '@/ui/lib/moduleOrReload';
import { FetchedWhenIdle } from '@/ui/lib/FetchedWhenIdle';

const NO_PROPS = {};

/** The `import()` alone: moduleOrReload must see what Vite's preload helper resolves it to. */
const fetchBands = () => import('./BelowTheFoldBands');

function loadBands() {
  return fetchBands()
    .then(moduleOrReload)
    .then((module) => module.BelowTheFoldBands);
}

/**
 * The bands below the first screen, fetched once the page has loaded and the browser is idle, so
 * that their code is not on the path to the first paint, nor shares the network with the hero
 * picture (the hero and the popular plants fill the first screen at every width). Once fetched
 * they render at once on every later visit. A `#hash` link to one of them lands when it is there
 * (ScrollRestorer waits for its target).
 */
export function BelowTheFold() {
  return <FetchedWhenIdle load={loadBands} props={NO_PROPS} />;
}
