import { useSyncExternalStore } from 'react';
import { WifiOff } from 'lucide-react';
import { STORES } from '@/di/tokens';
import { OFFLINE_NOTICE } from '@/modules/offline/domain/offlineMessages';
import { useInjection } from '@/ui/di/useInjection';

/**
 * ADR 0019: a quiet line at the top of every page while the browser is
 * offline, gone as soon as it is back online. The live region is there from
 * the start (empty while online), so screen readers announce both changes; it
 * has no role of its own, so it is not one more `status` on every page.
 */
export function OfflineNotice() {
  const connectivity = useInjection(STORES.ConnectivityStore);
  const online = useSyncExternalStore(connectivity.subscribe, connectivity.getSnapshot);
  return (
    <div aria-live="polite" aria-atomic="true" data-testid="offline-notice">
      {online ? null : (
        <p className="flex items-center justify-center gap-2 border-b border-stone-300 bg-stone-100 px-4 py-1 text-center text-xs font-medium text-stone-800 sm:text-sm">
          <WifiOff aria-hidden="true" width={16} height={16} />
          {OFFLINE_NOTICE}
        </p>
      )}
    </div>
  );
}
