#!/usr/bin/env node
// Generates every illustration in public/images (and public/favicon.svg) from
// code. Deterministic: running it twice produces identical files.
//
//   node scripts/art/generate.mjs          write the files
//   node scripts/art/generate.mjs --check  exit 1 if any file differs
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { Ctx, TINT, svgDoc } from './lib.mjs';
import { PLANTS } from './plants.mjs';
import { SCENES } from './scenes.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const pub = join(root, 'public');
const check = process.argv.includes('--check');

/** Card illustration for one plant: tinted backdrop, soft disc, plant. */
function plantSvg(slug, name) {
  // The slug comes from plants.json: 'constructor' must be a missing drawing, not Object.
  const spec = Object.hasOwn(PLANTS, slug) ? PLANTS[slug] : undefined;
  if (!spec) throw new Error(`No drawing for "${slug}" (${name}) in scripts/art/plants.mjs`);
  const ctx = new Ctx();
  const [bg, blob] = TINT[spec.tint];
  const body = [
    `<rect width="400" height="400" fill="${bg}"/>`,
    `<circle cx="200" cy="196" r="156" fill="${blob}"/>`,
    ...spec.draw(ctx),
  ];
  return svgDoc(400, 400, `${name} illustration`, ctx, body);
}

const files = new Map();
const plants = JSON.parse(readFileSync(join(pub, 'plants.json'), 'utf8'));
for (const plant of plants) {
  const m = /^images\/plants\/([a-z0-9-]+)\.svg$/.exec(plant.image);
  if (!m) throw new Error(`Unexpected image path for plant ${plant.plantId}: ${plant.image}`);
  files.set(plant.image, plantSvg(m[1], plant.plantName));
}
for (const [path, render] of Object.entries(SCENES)) files.set(path, render());

let stale = 0;
for (const [rel, content] of files) {
  const file = join(pub, rel);
  const same = existsSync(file) && readFileSync(file, 'utf8') === content;
  if (check) {
    if (!same) {
      stale++;
      console.error(`out of date: ${relative(root, file)}`);
    }
  } else if (!same) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
}
if (check && stale) {
  console.error(`${stale} generated file(s) differ: run node scripts/art/generate.mjs`);
  process.exit(1);
}
console.log(`${check ? 'checked' : 'generated'} ${files.size} files`);
