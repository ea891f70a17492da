import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { chunkPlan, LIBRARY_GROUPS } from './build/chunk-plan.ts';
import { compileHints } from './build/compile-hints.ts';
import { precompress } from './build/precompress.ts';
import { prerenderPlugin } from './build/prerender.ts';
import { pwaOptions } from './build/pwa-options.ts';
import { PAGE_MODULES } from './src/app/tool-page-modules.ts';

const apiTarget = process.env.ROOST_API_URL ?? 'http://localhost:3000';

export default defineConfig(async ({ command, isSsrBuild }) => {
  const pageModules = Object.values(PAGE_MODULES).flat();
  // A build plans its chunks from a first build of its own (build/chunk-plan.ts); tests and the dev server do not.
  const plan =
    command === 'build' && !isSsrBuild
      ? await chunkPlan(import.meta.dirname, [react(), VitePWA({ ...pwaOptions, disable: true })], pageModules)
      : undefined;
  return {
    plugins: [
      react(),
      // What runs as a page starts is compiled as it streams in, off the main thread (build/compile-hints.ts).
      compileHints(pageModules),
      // The service worker and the web app manifest: build/pwa-options.ts.
      VitePWA(pwaOptions),
      // The public pages' HTML (build/prerender.ts): its closeBundle runs first, so the service worker precaches its
      // boot script and precompress gives the pages their .br/.gz copies.
      prerenderPlugin(),
      // precompress: .br and .gz beside every built file, which the server sends as they are. Its closeBundle runs
      // after the service worker's, so sw.js and workbox-*.js get their copies too.
      precompress(),
    ],
    server: {
      port: 5173,
      proxy: { '/api': apiTarget, '/dev': apiTarget, '/robots.txt': apiTarget },
    },
    // The manifest (dist/.vite/manifest.json, never served) tells bench/initial-js.ts what the first page loads.
    build: {
      outDir: 'dist',
      sourcemap: false,
      chunkSizeWarningLimit: 900,
      manifest: true,
      rolldownOptions: {
        output: {
          // What the first page runs in a few chunks rather than one of 300 KB: React DOM, MUI's and Emotion's
          // modules, the other libraries', and the app's own (the entry). A prerendered page's boot script runs them
          // one task each (build/prerender.ts), so none blocks input as long on a slow phone (docs/performance.md).
          // Then the plan's two chunks: the small chunks the entry loads, in one, and the tool pages' small chunks, in
          // one (each of rolldown's small chunks was a request, and a request costs a slow phone).
          codeSplitting: {
            groups: [
              ...LIBRARY_GROUPS,
              ...(plan
                ? [
                    { name: 'app', test: (id: string) => plan.app.has(id), includeDependenciesRecursively: false },
                    {
                      name: 'tools',
                      test: (id: string) => plan.toolsSmall.has(id),
                      includeDependenciesRecursively: false,
                    },
                  ]
                : []),
            ],
          },
        },
      },
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
  };
});
