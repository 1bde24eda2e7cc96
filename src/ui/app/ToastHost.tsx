import { loadToasts } from '@/ui/lib/toast';
import type { ToasterProps } from '@/ui/lib/Toaster';
import { FetchedWhenIdle } from '@/ui/lib/FetchedWhenIdle';

function loadToaster() {
  return loadToasts().then((module) => module.Toaster);
}

/**
 * The shop's Toaster, fetched and mounted once the first page has loaded and
 * the browser is idle (the route table places it beside the layout), so that
 * its code is not on the path to the first paint. A toast raised before it is
 * there waits in react-hot-toast's store and shows as soon as it mounts.
 */
export function ToastHost(props: ToasterProps) {
  return <FetchedWhenIdle load={loadToaster} props={props} />;
}
