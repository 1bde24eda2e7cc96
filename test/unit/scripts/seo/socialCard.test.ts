// The social card is made from the shop's own artwork at the size the page's head gives, with
// the panel bearing the shop's name over the scene.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { renderSocialCard } from '../../../../scripts/seo/socialCard.mjs';
import { SOCIAL_CARD } from '@/ui/lib/seo/socialCard';

const ROOT = join(import.meta.dirname, '../../../..');

/** The colour at (x, y), as [r, g, b]. */
async function pixel(image: Buffer, x: number, y: number): Promise<number[]> {
  const raw = await sharp(image).extract({ left: x, top: y, width: 1, height: 1 }).raw().toBuffer();
  return [...raw.subarray(0, 3)];
}

describe('the social card', () => {
  const folders: string[] = [];
  afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true })));

  it('is a JPEG of the head’s size, made afresh, then kept for the next build', async () => {
    const cacheDir = mkdtempSync(join(tmpdir(), 'leafy-card-'));
    folders.push(cacheDir);
    const card = await renderSocialCard({ root: ROOT, card: SOCIAL_CARD, cacheDir });
    const meta = await sharp(card).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual([
      'jpeg',
      SOCIAL_CARD.width,
      SOCIAL_CARD.height,
    ]);
    expect(card.length).toBeLessThan(150_000);
    expect(readdirSync(cacheDir)).toHaveLength(1);
    expect(await renderSocialCard({ root: ROOT, card: SOCIAL_CARD, cacheDir })).toEqual(card);
  });

  it('shows the name’s panel in the middle, over the scene', async () => {
    const cacheDir = mkdtempSync(join(tmpdir(), 'leafy-card-'));
    folders.push(cacheDir);
    const card = await renderSocialCard({ root: ROOT, card: SOCIAL_CARD, cacheDir });
    // Left of the leaf, inside the panel: the panel's near-white.
    for (const channel of await pixel(card, 270, 315)) expect(channel).toBeGreaterThan(235);
    // The corner: the scene's wall, not the panel.
    expect(await pixel(card, 5, 5)).not.toEqual(await pixel(card, 270, 315));
    // A stroke of the "L": the brand's dark green.
    const [red, green, blue] = await pixel(card, 476, 300);
    expect(green).toBeGreaterThan(red!);
    expect(green).toBeLessThan(120);
    expect(blue).toBeLessThan(100);
  });
});
