import { useCallback, useSyncExternalStore } from 'react';
import { STORES } from '@/di/tokens';
import type { PreviewBackendStatus } from '@/modules/preview/domain/PreviewBackendStatus';
import type { PreviewStatusStore } from '@/modules/preview/application/PreviewStatusStore';
import { PREVIEW_BANNER_TEXT } from '@/modules/preview/domain/previewMessages';
import { whenPageIdle } from '@/ui/lib/whenPageIdle';
import { useInjection } from '@/ui/di/useInjection';

const STATUS_STYLES: Readonly<Record<PreviewBackendStatus, string>> = {
  running: 'bg-emerald-50 text-emerald-900 border-emerald-200',
  disconnected: 'bg-amber-100 text-amber-950 border-amber-300',
};

/**
 * Spec section 7: a slim line at the top of the page saying whether the
 * workspace's preview backend answers. Renders nothing where no preview
 * backend is bound (production).
 */
export function PreviewBanner() {
  const preview = useInjection(STORES.PreviewStatusStore);
  if (!preview.watched) return null;
  return <WatchedPreviewBanner preview={preview} />;
}

function WatchedPreviewBanner({ preview }: { preview: PreviewStatusStore }) {
  // The store starts the backend's checks when its first watcher comes: the banner comes once the
  // page has loaded and is idle, since the check is not what the visitor came for.
  const subscribe = useCallback(
    (onChange: () => void) => {
      let unsubscribe: (() => void) | undefined;
      const cancel = whenPageIdle(() => {
        unsubscribe = preview.subscribe(onChange);
        onChange();
      });
      return () => {
        cancel();
        unsubscribe?.();
      };
    },
    [preview],
  );
  const status = useSyncExternalStore(subscribe, preview.getSnapshot);

  // The live region is there from the start, so the first status and every change are announced;
  // empty, it is one line of text tall (min-height on the content box), so its first status moves
  // nothing below it.
  return (
    <div
      role="status"
      data-testid="preview-banner"
      data-status={status ?? 'unknown'}
      className={`box-content min-h-4 border-b px-4 py-1 sm:min-h-5 text-center text-xs font-medium sm:text-sm ${
        status ? STATUS_STYLES[status] : 'border-transparent'
      }`}
    >
      {status ? PREVIEW_BANNER_TEXT[status] : null}
    </div>
  );
}
