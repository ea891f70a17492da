import { randomUUID } from 'node:crypto';
import type { VitePWAOptions } from 'vite-plugin-pwa';

/**
 * The home page, prerendered at build time, is the app's shell: precached so a repeat visit and an offline one paint
 * it from the worker. It is written after the worker (the prerender runs once both bundles are built), so its revision
 * is the build's: each build's worker fetches it again with its own scripts.
 */
export const SHELL_PAGE = { url: '/', revision: randomUUID() };

/**
 * The service worker and the web app manifest (docs/performance.md): the shell and the built files precached,
 * nothing of the API cached (its replies carry personal data), and a new version takes over only when the person
 * clicks Reload (app/update-prompt.tsx), never on its own.
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'generateSW',
  registerType: 'prompt',
  // app/update-prompt.tsx registers it through virtual:pwa-register after the first paint.
  injectRegister: false,
  // The public files (favicon, icons) are precached by the globs below, the manifest by the plugin itself.
  includeManifestIcons: false,
  manifest: {
    id: '/',
    name: 'Roost Home Finance',
    short_name: 'Roost',
    description: "See your home's value, remove mortgage insurance, design your payment and find homes you can afford.",
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#1b4f72',
    background_color: '#ffffff',
    lang: 'en',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // Never the build's .br/.gz copies (the browser gets those in place of their file) nor .vite/manifest.json.
    // manifest.webmanifest is added by the plugin (with its own revision), so no glob takes it twice.
    // No other page is precached: the server renders them (with their data), and a page cached by the worker would
    // outlive the build whose scripts it names. Navigations to them go to the server.
    globPatterns: ['**/*.{js,css,svg,png,woff2}'],
    globIgnores: ['**/node_modules/**/*'],
    additionalManifestEntries: [SHELL_PAGE],
    navigateFallback: null,
    // No runtimeCaching, on purpose: what is not precached (every /api reply) goes to the network untouched.
    cleanupOutdatedCaches: true,
    // The waiting version takes over when the prompt's Reload asks it to (or once every tab is closed).
    skipWaiting: false,
    clientsClaim: false,
  },
};
