/**
 * Resolves in a later task of the page's event loop. Start-up work split at such points runs as
 * several short tasks instead of one long one, so the browser can answer input and paint between
 * them: Total Blocking Time counts only what a task takes beyond 50 ms (ADR 0021).
 *
 * A message, as React's scheduler posts, not a timer: browsers throttle the timers of a hidden tab
 * (a page opened in the background would wait a second per step), and a test that stands the
 * page's clock still must not stop the shop from starting or its search index from building.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
