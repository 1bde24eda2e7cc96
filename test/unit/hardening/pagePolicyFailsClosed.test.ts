// The build fails rather than ship a page without its policy or the headers' digest, whatever
// form index.html's charset declaration takes.
import { join } from 'node:path';
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { readFirebaseJson } from '../../../scripts/hostingPolicy.mjs';
import { firebaseTarget, pagePolicy, withPagePolicy } from '../../../scripts/pagePolicy.mjs';

const ROOT = join(import.meta.dirname, '../../..');
const LOCAL = firebaseTarget({});
const config = readFirebaseJson(ROOT);
const POLICY_META = /<meta http-equiv="Content-Security-Policy" content="[^"]+" \/>/;
const DIGEST_META = /<meta name="leafy-hosting-headers" content="sha256-[^"]+" \/>/;

const page = (charset: string) =>
  `<!doctype html><html><head>${charset}<title>t</title></head><body></body></html>`;

/** The plugin's last step over a bundle holding `html` as index.html; what it wrote, or its error. */
function build(html: string): string {
  const plugin = pagePolicy({ root: ROOT });
  (plugin.configResolved as (config: unknown) => void)({ mode: 'production', env: {} });
  const bundle = {
    'index.html': { type: 'asset', source: html },
  } as unknown as Rolldown.OutputBundle;
  const hook = plugin.generateBundle as { handler: (...args: unknown[]) => void };
  const context = {
    error(message: string): never {
      throw new Error(message);
    },
  };
  hook.handler.call(context, {}, bundle);
  return String((bundle['index.html'] as Rolldown.OutputAsset).source);
}

describe('the page’s policy, whatever the charset’s form', () => {
  it.each([
    ['double quotes', '<meta charset="UTF-8" />'],
    ['no quotes', '<meta charset=utf-8>'],
    ['single quotes', "<meta charset='utf-8'>"],
    ['upper case', '<META CHARSET="utf-8">'],
    ['http-equiv', '<meta http-equiv="Content-Type" content="text/html; charset=utf-8">'],
  ])('is written after a charset in %s', (_form, charset) => {
    const html = withPagePolicy(page(charset), { config, target: LOCAL });
    expect(html).toMatch(POLICY_META);
    expect(html).toMatch(DIGEST_META);
    // Right after the charset, which must stay within the first 1024 bytes.
    expect(html.indexOf(charset)).toBeLessThan(html.search(POLICY_META));
    expect(html.search(POLICY_META)).toBe(html.indexOf(charset) + charset.length);
    expect(build(page(charset))).toBe(html);
  });

  it('fails the build for a page that declares no charset', () => {
    expect(() => build(page(''))).toThrow(/page-policy/);
  });

  it.each([
    ['single quotes', "<meta http-equiv='Content-Security-Policy' content='default-src *'>"],
    ['no quotes', '<meta http-equiv=content-security-policy content=default-src>'],
    ['another digest', "<meta name='leafy-hosting-headers' content='sha256-old'>"],
  ])('replaces a policy or digest already in the page, written with %s', (_form, tag) => {
    const html = build(page(`<meta charset="UTF-8" />${tag}`));
    expect(html.match(/content-security-policy/gi)).toHaveLength(1);
    expect(html.match(/leafy-hosting-headers/gi)).toHaveLength(1);
  });
});
