import { afterEach, describe, expect, it, vi } from 'vitest';
import { prerenderedRoutes } from './entry-prerender';
import { fetchPropertyRecord } from './lib/property-record';
import { TEST_ADDRESS_KEY } from './test/fake-property-server';
import { stubServer } from './test/render-app';

afterEach(() => vi.unstubAllGlobals());

describe('the prerendered routes', () => {
  it("preload the very read the PMI report makes first, so the browser's preload is the one it takes", async () => {
    const { calls } = stubServer(() => ({ status: 200, body: null }));
    await fetchPropertyRecord(TEST_ADDRESS_KEY, 'proxy').catch(() => undefined);
    const route = prerenderedRoutes.find((candidate) => candidate.path === '/pmi-removal/:id');
    expect(calls[0]?.url).toBe(route?.preloadData?.replace(':id', encodeURIComponent(TEST_ADDRESS_KEY)));
  });

  it('stage page modules that exist (their chunks are found in the build by these paths)', () => {
    const modules = prerenderedRoutes.flatMap((route) => route.pageModules ?? []);
    expect(modules.length).toBeGreaterThan(0);
    // Every source module of the app, by its path from src/ (not loaded).
    const sources = Object.keys(import.meta.glob('./**/*.tsx')).map((key) => key.replace('./', 'src/'));
    for (const module of modules) expect(sources, module).toContain(module);
  });
});
