// A deploy refuses a build against the local emulator: firebase.json's predeploy builds in the
// deploy mode, and that mode fails, naming them, without the production Firebase variables.
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadEnv, type ResolvedConfig } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { readFirebaseJson } from '../../../scripts/hostingPolicy.mjs';
import { pagePolicy } from '../../../scripts/pagePolicy.mjs';
import { PRODUCTION_FIREBASE_ENV } from '@test/support/productionFirebaseEnv';

const ROOT = join(import.meta.dirname, '../../..');
const PRODUCTION = PRODUCTION_FIREBASE_ENV;

/** The page-policy plugin's first look at the build: its mode and the variables Vite loaded. */
function resolve(mode: string, env: Record<string, string>): void {
  const plugin = pagePolicy({ root: ROOT });
  const hook = plugin.configResolved as (config: ResolvedConfig) => void;
  hook({ mode, env } as unknown as ResolvedConfig);
}

describe('a deploy build', () => {
  const folders: string[] = [];
  afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true })));

  it('is what firebase.json’s predeploy runs', () => {
    const predeploy = readFirebaseJson(ROOT).hosting?.predeploy as string[];
    const scripts = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts as Record<
      string,
      string
    >;
    const commands = predeploy.map((command) => {
      const script = /^npm run ([\w:-]+)$/.exec(command)?.[1];
      return script ? scripts[script] : command;
    });
    expect(commands).toEqual(['vite build --mode deploy']);
  });

  it('fails without the production Firebase variables, naming each one unset', () => {
    const folder = mkdtempSync(join(tmpdir(), 'leafy-env-'));
    folders.push(folder);
    const env = loadEnv('deploy', folder, 'VITE_');
    let message = '';
    try {
      resolve('deploy', { ...env, VITE_FIREBASE_APP_ID: PRODUCTION.VITE_FIREBASE_APP_ID });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of [
      'VITE_FIREBASE_API_KEY',
      'VITE_FIREBASE_AUTH_DOMAIN',
      'VITE_FIREBASE_PROJECT_ID',
    ]) {
      expect(message).toContain(name);
    }
    expect(message).not.toContain('VITE_FIREBASE_APP_ID');
  });

  it('fails when a variable is only blank', () => {
    expect(() => resolve('deploy', { ...PRODUCTION, VITE_FIREBASE_API_KEY: '  ' })).toThrow(
      /VITE_FIREBASE_API_KEY/,
    );
  });

  it('goes on with all four set; an ordinary build (the tests’, the bench’s) needs none', () => {
    expect(() => resolve('deploy', PRODUCTION)).not.toThrow();
    expect(() => resolve('production', {})).not.toThrow();
  });
});
