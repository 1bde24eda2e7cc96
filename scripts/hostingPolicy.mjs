// firebase.json's Content-Security-Policy, as the build (vite.config.ts: the route preload is
// allowed by its hash) and the hosting tests (test/e2e/support/hosting.ts,
// test/unit/hardening/hostingHeaders.test.ts) read it. Node built-ins only.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The Content-Security-Policy that firebase.json (in `root`) sends with every path ("**"). */
export function productionPolicy(root) {
  const config = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
  const rule = config.hosting?.headers?.find((entry) => entry.source === '**');
  const header = rule?.headers?.find(
    (entry) => entry.key.toLowerCase() === 'content-security-policy',
  );
  if (!header) throw new Error('firebase.json sends no Content-Security-Policy with every path');
  return header.value;
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
