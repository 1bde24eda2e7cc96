/**
 * Set on #root by the app's first script (src/main.tsx) before it asks for anything. The
 * route-preload script (vite.config.ts) runs `async` beside that script and preloads what the page
 * needs only while this is absent: a preload begun after the app's own request is a second request
 * nobody claims, and Chromium hands it to the next fetch of the same URL whatever its cache mode,
 * so a Try Again after a timeout would wait on a read that hangs.
 */
export const APP_STARTED_ATTRIBUTE = 'data-app-started';
