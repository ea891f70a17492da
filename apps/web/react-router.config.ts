import path from 'node:path';
import type { Config } from '@react-router/dev/config';
import { precompressFolder } from './build/precompress.ts';

/**
 * React Router's framework mode (docs/decisions/017-react-router-framework-mode.md): every page is rendered on the
 * server (the Fastify server runs dist/server through React Router's request handler), and the pages where nothing
 * depends on the request are rendered once, at build time.
 */
export default {
  appDirectory: 'src/app',
  buildDirectory: 'dist',
  ssr: true,
  prerender: ['/', '/payment/search'],
  // Last: .br and .gz beside every file the browser gets (the prerendered pages and the service worker included),
  // which the server sends as they are.
  async buildEnd({ reactRouterConfig }) {
    const written = await precompressFolder(path.join(reactRouterConfig.buildDirectory, 'client'));
    console.info(`precompressed ${written.length} files`);
  },
} satisfies Config;
