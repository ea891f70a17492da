import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, seriousAxeViolations, test } from './fixtures';
import { phone, sidewaysScroll, signInAt } from './page-checks';

// The service worker of the built site: a repeat visit of the home page (the shell, prerendered) paints from its
// precache, no reply of the API is ever kept, the shell paints offline, and a new version waits for the person's Reload.
const HOMEOWNER = 'homeowner@demo.roost.local';
const DEMO_PASSWORD = 'Roost-demo-2026';
const UPDATE_TEXT = 'A new version of Roost is ready.';
/** The built web app's client files the e2e server serves (global-setup.ts starts it on `npm run build`'s output). */
const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist/client');

/** The path (and query) of every response the page's origin holds in its caches, by cache name. */
function cachedPaths(page: Page) {
  return page.evaluate(async () => {
    const byCache: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const requests = await (await caches.open(name)).keys();
      byCache[name] = requests.map((request) => new URL(request.url).pathname);
    }
    return byCache;
  });
}

/** Waits for the service worker to be installed (its precache filled) and active; its script's path. */
function serviceWorkerReady(page: Page) {
  return page.evaluate(async () => new URL((await navigator.serviceWorker.ready).active!.scriptURL).pathname);
}

test('a repeat visit paints from the precache, API replies are never cached, the shell paints offline', async ({
  page,
  context,
  consoleErrors,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await serviceWorkerReady(page)).toBe('/sw.js');
  // A first visit has no version to update from.
  await expect(page.getByText(UPDATE_TEXT)).toHaveCount(0);

  // The web app manifest: linked from the page, served as a manifest, with the install icons.
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBe('/manifest.webmanifest');
  const manifestResponse = await page.request.get(manifestHref!);
  expect(manifestResponse.status()).toBe(200);
  expect(manifestResponse.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  expect(manifestResponse.headers()['cache-control']).toBe('no-cache');
  const manifest = (await manifestResponse.json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Roost Home Finance', start_url: '/', display: 'standalone' });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const response = await page.request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()['content-type'], icon.src).toBe('image/png');
  }
  expect((await page.request.get('/sw.js')).headers()['cache-control']).toBe('no-cache');

  // The precache holds the shell and every script the first page loads (and the lazy chunks besides).
  const firstPageScripts = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[rel="modulepreload"]')].map(
      (element) => new URL('src' in element ? element.src : element.href).pathname,
    ),
  );
  expect(firstPageScripts.length).toBeGreaterThan(1);
  const precached = Object.values(await cachedPaths(page)).flat();
  expect(precached).toContain('/');
  expect(precached).toContain('/manifest.webmanifest');
  for (const script of firstPageScripts) expect(precached, script).toContain(script);
  expect(precached.filter((path) => path.startsWith('/assets/')).length).toBeGreaterThan(firstPageScripts.length);

  // Signed in, the pages read the person's own records from the API, through the worker that now controls them.
  const apiReplies: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/')) apiReplies.push(new URL(response.url()).pathname);
  });
  await signInAt(page, '/profile', HOMEOWNER, DEMO_PASSWORD);
  await expect(page.getByLabel('Name')).toHaveValue('Hana Homeowner');
  await page.goto('/profile/mortgage');
  await expect(page.getByRole('heading', { name: 'My Mortgages', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  expect(apiReplies).toContain('/api/auth/session');
  const afterSignIn = await cachedPaths(page);
  expect(Object.keys(afterSignIn).every((name) => name.startsWith('workbox-precache'))).toBe(true);
  expect(
    Object.values(afterSignIn)
      .flat()
      .filter((path) => path.startsWith('/api/')),
  ).toEqual([]);

  // A repeat visit: the page and its scripts come from the worker's cache, not the network.
  const shellResponses: { path: string; fromCache: boolean }[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (response.request().resourceType() === 'document' || path.startsWith('/assets/')) {
      shellResponses.push({ path, fromCache: response.fromServiceWorker() });
    }
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(shellResponses.length).toBeGreaterThan(1);
  expect(shellResponses.filter((response) => !response.fromCache)).toEqual([]);

  // Offline, a reload still paints the shell (the API calls fail, as they must: nothing of them was kept).
  const errorsBefore = consoleErrors.length;
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Roost home' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(UPDATE_TEXT)).toHaveCount(0);
  await context.setOffline(false);
  // Only the refused network requests of the offline page are expected errors.
  const offlineErrors = consoleErrors.splice(errorsBefore);
  expect(offlineErrors.filter((error) => !/ERR_INTERNET_DISCONNECTED/.test(error))).toEqual([]);
});

/**
 * Puts a next version of the site in place the way a deploy does: the served service worker's script changes (one
 * comment more, in the file and in the build's brotli and gzip copies, which the server reads on each request).
 * Playwright cannot route the browser's own update check of a worker's script, hence the files. Returns the undo.
 */
function deployNextVersion(): () => void {
  const files = ['sw.js', 'sw.js.br', 'sw.js.gz'].map((name) => path.join(webDist, name));
  const originals = files.map((file) => (fs.existsSync(file) ? fs.readFileSync(file) : undefined));
  const next = Buffer.concat([fs.readFileSync(files[0]!), Buffer.from('\n// the next version\n')]);
  fs.writeFileSync(files[0]!, next);
  fs.writeFileSync(files[1]!, brotliCompressSync(next));
  fs.writeFileSync(files[2]!, gzipSync(next));
  return () =>
    files.forEach((file, index) => {
      const original = originals[index];
      if (original) fs.writeFileSync(file, original);
      else fs.rmSync(file, { force: true });
    });
}

test('a new version waits for the person: offered on a phone, Later keeps this one, Reload hands over', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await page.goto('/');
  expect(await serviceWorkerReady(page)).toBe('/sw.js');
  // From now on the worker controls the page, so what it finds next is an update.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(UPDATE_TEXT)).toHaveCount(0);

  // A deploy: the worker's script changes, and the page's next check (hourly, or a navigation) finds it.
  const undeploy = deployNextVersion();
  try {
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
    const prompt = page.getByRole('status').filter({ hasText: UPDATE_TEXT });
    await expect(prompt).toBeVisible();
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())!.waiting))).toBe(
      true,
    );
    await expect.poll(() => sidewaysScroll(page)).toBe('');
    const box = (await prompt.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(phone.width);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/update-prompt-phone.png', animations: 'disabled' });

    // Later: the prompt goes, this version keeps running; the new one still waits.
    await prompt.getByRole('button', { name: 'Later' }).click();
    await expect(prompt).toHaveCount(0);
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())!.waiting))).toBe(
      true,
    );

    // The next visit is offered it again; Reload hands over to it and reloads the page once.
    await page.reload();
    await expect(prompt).toBeVisible();
    const reloaded = page.waitForEvent('framenavigated');
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(UPDATE_TEXT)).toHaveCount(0);
    const versions = await page.evaluate(async () => {
      const registration = (await navigator.serviceWorker.getRegistration())!;
      return { waiting: Boolean(registration.waiting), controlled: navigator.serviceWorker.controller !== null };
    });
    expect(versions).toEqual({ waiting: false, controlled: true });
  } finally {
    undeploy();
  }
});
