// The bench's floor app (main.tsx), built with the shop's own toolchain: Vite, the React plugin and
// the shop's build-time raster artwork (for the home hero's first picture only).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { rasterArtwork } from '../../scripts/art/rasterArtwork.mjs';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/floor/',
  publicDir: false,
  plugins: [
    react(),
    rasterArtwork({
      root: fileURLToPath(new URL('../..', import.meta.url)),
      only: ['images/hero/hero-1.svg'],
    }),
  ],
  build: { target: 'es2022', modulePreload: { polyfill: false } },
});
