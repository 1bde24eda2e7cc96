import { useEffect, useState, type ComponentType } from 'react';
import type { ToasterProps } from 'react-hot-toast';
import { loadToasts } from './toast';

/**
 * react-hot-toast's <Toaster>, fetched and mounted right after the first page
 * has rendered (the route table places it beside the layout), so that its
 * code is not on the path to the first paint. A toast
 * raised before it is there waits in react-hot-toast's store and shows as
 * soon as it mounts.
 */
export function ToastHost(props: ToasterProps) {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(() => {
    let mounted = true;
    loadToasts().then(
      (module) => mounted && setToaster(() => module.Toaster),
      (error: unknown) => console.error(error),
    );
    return () => {
      mounted = false;
    };
  }, []);
  return Toaster ? <Toaster {...props} /> : null;
}
