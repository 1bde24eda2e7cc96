/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Every browser the es2022 target runs in supports <link rel="modulepreload">: no polyfill.
    modulePreload: { polyfill: false },
  },
  test: {
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: {
          // Domain, use-cases, adapters and contracts: plain Node, no DOM to pay for.
          name: 'core',
          environment: 'node',
          include: ['test/unit/**/*.test.ts', 'test/contract/**/*.test.ts'],
          setupFiles: ['test/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          // Screens rendered with Testing Library.
          name: 'dom',
          environment: 'jsdom',
          include: ['test/component/**/*.test.tsx', 'test/unit/**/*.test.tsx'],
          setupFiles: ['test/setup.ts', 'test/setup.dom.ts'],
        },
      },
    ],
  },
});
