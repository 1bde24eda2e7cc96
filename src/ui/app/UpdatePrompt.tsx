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
 * page, a toast says so with a Reload button: nothing changes under the
 * shopper's feet. When the tab takes the new version otherwise is
 * TakeNewVersion's rule: at its own next navigation to another page, or when
 * hidden, never while a form in it holds input. TakeNewVersion follows the
 * versions for the page's life (src/di/startApplication.ts); this only tells it
 * what the page sees (the path shown, the tab hidden, Reload pressed) and draws
 * the toast while AppUpdateStore says a version waits. Mounted beside the
 * toasts, after the first page (routes.tsx); renders nothing itself.
 */
export function UpdatePrompt() {
  const updates = useInjection(STORES.AppUpdateStore);
  const takeNewVersion = useInjection(USE_CASES.TakeNewVersion);
  const ready = useSyncExternalStore(updates.subscribe, updates.getSnapshot);
  const { pathname } = useLocation();

  useEffect(() => takeNewVersion.pageShown(pathname), [takeNewVersion, pathname]);

  useEffect(() => {
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') takeNewVersion.tabHidden();
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => document.removeEventListener('visibilitychange', onVisibilityChange);
  }, [takeNewVersion]);

  useEffect(() => {
    if (!ready) return;
    let current = true;
    void loadToasts().then(({ toast: hotToast }) => {
      if (!current) return;
      hotToast(<UpdateReadyToast onReload={() => takeNewVersion.reloadPressed()} />, {
        id: UPDATE_TOAST_ID,
        duration: Infinity,
      });
    });
    return () => {
      current = false;
      void loadToasts().then(({ toast: hotToast }) => hotToast.dismiss(UPDATE_TOAST_ID));
    };
  }, [ready, takeNewVersion]);

  return null;
}
