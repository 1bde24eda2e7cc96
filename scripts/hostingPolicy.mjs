// firebase.json's headers for every path and its Content-Security-Policy, as the build (vite.config.ts: the route preload is
// allowed by its hash), the hosting emulator (scripts/hosting.mjs) and the hosting header tests
// (test/unit/hardening/hostingHeaders.test.ts, test/e2e/hosting-headers.e2e.ts) read it. Node built-ins only.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** firebase.json (in `root`), parsed: the production configuration. */
export function readFirebaseJson(root) {
  return JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
}

/** The headers a firebase.json (`config`, parsed) sends with every response ("**"), by lower-case name. */
export function headersForEveryPath(config) {
  const rule = config.hosting?.headers?.find((entry) => entry.source === '**');
  return new Map((rule?.headers ?? []).map(({ key, value }) => [key.toLowerCase(), value]));
}

/** The Content-Security-Policy that firebase.json (in `root`) sends with every path. */
export function productionPolicy(root) {
  const policy = headersForEveryPath(readFirebaseJson(root)).get('content-security-policy');
  if (!policy) throw new Error('firebase.json sends no Content-Security-Policy with every path');
  return policy;
}

/** A CSP as directive name (lower case) -> sources, in order. */
export function parseCsp(policy) {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name, ...sources]) => [name.toLowerCase(), sources]),
  );
}
