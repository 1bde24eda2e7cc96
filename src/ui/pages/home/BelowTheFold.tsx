import { useEffect, useState, type ComponentType } from 'react';
import { moduleOrReload } from '@/ui/lib/moduleOrReload';
import { whenPageIdle } from '@/ui/lib/whenPageIdle';

let loaded: ComponentType | null = null;

function loadBands(): Promise<ComponentType> {
  return import('./BelowTheFoldBands')
    .then(moduleOrReload)
    .then((module) => (loaded = module.BelowTheFoldBands));
}

/**
 * The bands below the first screen, fetched once the page has loaded and the browser is idle, so
 * that their code is not on the path to the first paint, nor shares the network with the hero
 * picture (the hero and the popular plants fill the first screen at every width). Once fetched
 * they render at once on every later visit. A `#hash` link to one of them lands when it is there
 * (ScrollRestorer waits for its target).
 */
export function BelowTheFold() {
  const [Bands, setBands] = useState<ComponentType | null>(() => loaded);
  useEffect(() => {
    if (Bands) return;
    let mounted = true;
    const cancel = whenPageIdle(() =>
      loadBands().then(
        (component) => mounted && setBands(() => component),
        (error: unknown) => console.error(error),
      ),
    );
    return () => {
      mounted = false;
      cancel();
    };
  }, [Bands]);
  return Bands ? <Bands /> : null;
}
