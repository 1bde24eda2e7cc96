import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { STORES, USE_CASES } from '@/di/tokens';
import { UPDATE_MESSAGES } from '@/modules/updates/domain/updateMessages';
import { useInjection } from '@/ui/di/useInjection';
import { loadToasts } from '@/ui/lib/toast';

/** One update toast at a time, however often the store says so. */
export const UPDATE_TOAST_ID = 'app-update';

function UpdateReadyToast({ onReload }: { onReload: () => Promise<void> }) {
  const [reloading, setReloading] = useState(false);
  const reload = () => {
    setReloading(true);
    onReload().catch((error: unknown) => {
      console.warn('The new version could not take over', error);
      setReloading(false);
    });
  };
  return (
    <span className="flex flex-wrap items-center gap-3">
      <span>{UPDATE_MESSAGES.ready}</span>
      <button
        type="button"
        onClick={reload}
        disabled={reloading}
        className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70"
      >
        {UPDATE_MESSAGES.reload}
      </button>
    </span>
  );
}

/**
 * ADR 0019: when a new version of the shop has been fetched behind the open
 * page, a toast says so with a Reload button, and stays until the shopper
 * reloads: nothing changes under their feet. And no tab runs the old
 * version past its next in-app navigation, where nothing typed can be lost:
 * the page the shopper goes to loads in the new version. Mounted beside the
 * toasts, after the first page (routes.tsx); renders nothing itself.
 */
export function UpdatePrompt() {
  const updates = useInjection(STORES.AppUpdateStore);
  const applyUpdate = useInjection(USE_CASES.ApplyAppUpdate);
  const ready = useSyncExternalStore(updates.subscribe, updates.getSnapshot);
  const { key: page } = useLocation();
  // The page the shopper was on when the new version came: the first page after it applies it.
  const [pageWhenReady, setPageWhenReady] = useState<string | null>(null);
  if (ready && pageWhenReady === null) setPageWhenReady(page);

  useEffect(() => {
    if (pageWhenReady !== null && page !== pageWhenReady) {
      applyUpdate.execute().catch((error: unknown) => {
        console.warn('The new version could not take over', error);
      });
    }
  }, [page, pageWhenReady, applyUpdate]);

  useEffect(() => {
    if (!ready) return;
    let current = true;
    void loadToasts().then(({ toast: hotToast }) => {
      if (!current) return;
      hotToast(<UpdateReadyToast onReload={() => applyUpdate.execute()} />, {
        id: UPDATE_TOAST_ID,
        duration: Infinity,
      });
    });
    return () => {
      current = false;
      void loadToasts().then(({ toast: hotToast }) => hotToast.dismiss(UPDATE_TOAST_ID));
    };
  }, [ready, applyUpdate]);

  return null;
}
