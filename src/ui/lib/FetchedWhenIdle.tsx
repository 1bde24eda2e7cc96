import { useEffect, useState, type ComponentType } from 'react';
import { whenPageIdle } from './whenPageIdle';

/** What each loader has fetched: a component fetched once is there from the first render on. */
const fetched = new WeakMap<object, unknown>();

/**
 * The component `load` fetches, with `props`, fetched once the page has loaded and the browser is
 * idle (whenPageIdle), so that its code is not on the path to the first paint. Nothing until it
 * has come, and for good if it cannot be fetched (the error is logged). `load` is a module-level
 * function: what it fetched is kept for every later mount.
 */
export function FetchedWhenIdle<P extends object>({
  load,
  props,
}: {
  load: () => Promise<ComponentType<P>>;
  props: P;
}) {
  const [Component, setComponent] = useState<ComponentType<P> | null>(
    () => (fetched.get(load) as ComponentType<P> | undefined) ?? null,
  );
  useEffect(() => {
    if (Component) return undefined;
    let mounted = true;
    const cancel = whenPageIdle(() =>
      load().then(
        (component) => {
          fetched.set(load, component);
          if (mounted) setComponent(() => component);
        },
        (error: unknown) => console.error(error),
      ),
    );
    return () => {
      mounted = false;
      cancel();
    };
  }, [Component, load]);
  return Component ? <Component {...props} /> : null;
}
