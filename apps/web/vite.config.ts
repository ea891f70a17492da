import { reactRouter } from '@react-router/dev/vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { pwaOptions } from './build/pwa-options.ts';

const apiTarget = process.env.ROOST_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    // The tests render the route modules in a memory router of their own (src/test/render-app.tsx).
    process.env.VITEST ? react() : reactRouter(),
    // The service worker and the web app manifest: build/pwa-options.ts.
    VitePWA(pwaOptions),
  ],
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/dev': apiTarget, '/robots.txt': apiTarget },
  },
  build: {
    sourcemap: false,
    chunkSizeWarningLimit: 900,
  },
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    // Files share a worker's module graph (the app and MUI load once per worker, not per file): the run takes
    // about half as long. What a file changes globally it undoes (vi.unstubAllGlobals, the setup's afterEach).
    isolate: false,
    // Typing with user-event is slow on a busy 2-core machine; time is not what these tests judge.
    testTimeout: 20_000,
  },
});
