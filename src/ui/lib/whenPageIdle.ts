/**
 * Runs `task` once the page has loaded and the browser has a moment to spare (or after
 * `timeoutMs` at the latest): for work the first paint does not need, such as fetching the
 * toasts' code or the preview banner's first check, so that it does not compete with the first
 * page for the main thread and the network. Returns a function that cancels it.
 */
export function whenPageIdle(task: () => void, timeoutMs = 2000): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (!cancelled) task();
  };
  const schedule = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      idleHandle = window.requestIdleCallback(run, { timeout: timeoutMs });
    } else {
      timer = setTimeout(run, 1);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
    clearTimeout(timer);
  };
}
