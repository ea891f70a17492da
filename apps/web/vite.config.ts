import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from './build/precompress.ts';

const apiTarget = process.env.ROOST_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  // precompress: .br and .gz beside every built file, which the server sends as they are.
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/dev': apiTarget, '/robots.txt': apiTarget },
  },
  // The manifest (dist/.vite/manifest.json, never served) tells bench/initial-js.ts what the first page loads.
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 900, manifest: true },
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    // Typing with user-event is slow on a busy 2-core machine; time is not what these tests judge.
    testTimeout: 20_000,
  },
});
