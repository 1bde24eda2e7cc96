// What the build's picture plugins (rasterArtwork.mjs, appIcons.mjs) share: files rendered from an
// SVG with sharp, cached in node_modules/.cache by a hash of what they are made from, so only a
// fresh clone, or a changed source, pays for the rendering.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The file made from `inputs` (buffers or strings, hashed in order), read from `cacheDir` when it
 * is there, otherwise made by `render` and kept there.
 * @param {{ cacheDir: string, inputs: (Buffer | string)[], extension: string, render: () => Promise<Buffer> }} options
 * @returns {Promise<Buffer>}
 */
export async function cachedByContent({ cacheDir, inputs, extension, render }) {
  const hash = createHash('sha256');
  for (const input of inputs) hash.update(input);
  const cached = join(cacheDir, `${hash.digest('hex').slice(0, 32)}.${extension}`);
  if (existsSync(cached)) return readFileSync(cached);
  const made = await render();
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(cached, made);
  return made;
}

/**
 * The density (dpi) at which sharp renders `svg` `width` pixels wide, so that edges stay sharp
 * (rendered at that size, never scaled up), and never below `minimum`.
 * @param {Buffer} svg
 * @param {number} width
 * @param {number} minimum
 */
export function densityFor(svg, width, minimum) {
  const intrinsic = Number(/<svg[^>]*\swidth="(\d+)"/.exec(svg.toString('utf8'))?.[1] ?? width);
  return Math.max(minimum, Math.ceil((72 * width) / intrinsic));
}
