// Opened as a dedicated worker by the update toast's Reload when the new version has not taken
// over in time (TAKE_OVER_NUDGE_MS in ServiceWorkerAppUpdate.ts): the request for this file, in
// the service worker's scope, makes Chromium try to activate the new version again
// (docs/adr/0019-offline-with-a-generated-service-worker.md). The worker itself does nothing.
self.close();
