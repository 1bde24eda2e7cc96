// Before any browser starts: the suite's browsers are installed, and there is a build to serve.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../../scripts/emulator.mjs';
import { ensureBrowsers } from '../../../scripts/ensure-browsers.mjs';

export default function globalSetup(): void {
  ensureBrowsers(undefined, { log: (line) => console.log(`[e2e] ${line}`) });
  if (!existsSync(join(ROOT, 'dist', 'index.html'))) {
    throw new Error('dist/index.html is missing: build the shop first (npm run build).');
  }
}
