// The hosts the shop may talk to in the browser suite: the Hosting and Auth emulators on this
// machine. Anything else is a request to an outside host, which fails a journey.
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** True for http(s)/ws URLs on this machine, and for data:, blob: and about: URLs. */
export function isLocalUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    if (['data:', 'blob:', 'about:'].includes(parsed.protocol)) return true;
    return LOCAL_HOSTS.has(parsed.hostname);
  } catch {
    return false;
  }
}
