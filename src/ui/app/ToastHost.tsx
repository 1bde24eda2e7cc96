import { useEffect, useState, type ComponentType } from 'react';
import { loadToasts } from '@/ui/lib/toast';
import type { ToasterProps } from '@/ui/lib/Toaster';
import { whenPageIdle } from '@/ui/lib/whenPageIdle';

/**
 * The shop's Toaster, fetched and mounted once the first page has loaded and
 * the browser is idle (the route table places it beside the layout), so that
 * its code is not on the path to the first paint. A toast raised before it is
 * there waits in react-hot-toast's store and shows as soon as it mounts.
 */
export function ToastHost(props: ToasterProps) {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(() => {
    let mounted = true;
    const cancel = whenPageIdle(() =>
      loadToasts().then(
        (module) => mounted && setToaster(() => module.Toaster),
        (error: unknown) => console.error(error),
      ),
    );
    return () => {
      mounted = false;
      cancel();
    };
  }, []);
  return Toaster ? <Toaster {...props} /> : null;
}
