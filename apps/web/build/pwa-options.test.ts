import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getManifest } from 'workbox-build';
import { afterEach, describe, expect, it } from 'vitest';
import { pwaOptions } from './pwa-options';

let folder: string | undefined;
afterEach(() => {
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
  folder = undefined;
});

describe('service worker options', () => {
  it('caches no API reply: no runtime caching at all, only the precached build', () => {
    // API replies carry personal data (balances, addresses, contacts): no route of the worker may keep them.
    expect(pwaOptions.workbox?.runtimeCaching).toBeUndefined();
    expect(pwaOptions.strategies).toBe('generateSW');
  });

  it('never takes over on its own: the person is asked first', () => {
    expect(pwaOptions.registerType).toBe('prompt');
    expect(pwaOptions.workbox?.skipWaiting).not.toBe(true);
    expect(pwaOptions.workbox?.clientsClaim).not.toBe(true);
  });

  it('precaches the built files and the public icons, never their .br/.gz copies, the Vite manifest or a page', async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'roost-pwa-'));
    const files = [
      'index.html',
      'favicon.svg',
      'icon-192.png',
      'manifest.webmanifest',
      'assets/index-abc123.js',
      'assets/index-abc123.css',
      'assets/font-abc123.woff2',
      'index.html.br',
      'index.html.gz',
      'assets/index-abc123.js.br',
      'assets/index-abc123.js.gz',
      'manifest.webmanifest.br',
      '.vite/manifest.json',
      // A prerendered page: the server answers it, so a new build's page reaches everyone at once.
      'payment/search/index.html',
    ];
    for (const file of files) {
      fs.mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
      fs.writeFileSync(path.join(folder, file), file);
    }
    // manifest.webmanifest is not among them: the plugin adds it to the precache itself.
    const { manifestEntries } = await getManifest({
      globDirectory: folder,
      globPatterns: pwaOptions.workbox?.globPatterns,
      globIgnores: pwaOptions.workbox?.globIgnores,
    });
    expect(manifestEntries?.map((entry) => entry.url).sort()).toEqual([
      'assets/font-abc123.woff2',
      'assets/index-abc123.css',
      'assets/index-abc123.js',
      'favicon.svg',
      'icon-192.png',
    ]);
  });

  it('leaves every navigation but the home page to the server, which renders the page', () => {
    expect(pwaOptions.workbox?.navigateFallback).toBeNull();
    expect(pwaOptions.workbox?.additionalManifestEntries).toEqual([{ url: '/', revision: expect.any(String) }]);
  });

  it('describes the installed app: name, colours and icons of every size and purpose', () => {
    const manifest = pwaOptions.manifest;
    expect(manifest).toMatchObject({
      name: 'Roost Home Finance',
      short_name: 'Roost',
      start_url: '/',
      display: 'standalone',
      theme_color: '#1b4f72',
      background_color: '#ffffff',
    });
    const icons = manifest ? (manifest.icons ?? []) : [];
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of icons) {
      expect(fs.existsSync(path.join(import.meta.dirname, '../public', icon.src)), icon.src).toBe(true);
    }
  });
});
