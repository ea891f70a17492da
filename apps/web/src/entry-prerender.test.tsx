import { afterEach, describe, expect, it, vi } from 'vitest';
import { prerenderedRoutes } from './entry-prerender';
import { companyQuery } from './lib/company';
import { currentUserQuery } from './lib/current-user';
import { fetchPropertyRecord } from './lib/property-record';
import { TEST_ADDRESS_KEY } from './test/api/property';
import { stubServer } from './test/render-app';

afterEach(() => vi.unstubAllGlobals());

describe('the prerendered routes', () => {
  it("preload the very reads the pages make as they start, so the browser's preloads are the ones they take", async () => {
    // Only the address each read asks matters: every one is answered with the server's busy reply.
    const { calls } = stubServer(() => ({ status: 503, body: { code: 'SERVER_BUSY', errorMessage: 'Busy' } }));
    const firstRead = async (read: () => unknown) => {
      calls.length = 0;
      await Promise.resolve()
        .then(read)
        .catch(() => undefined);
      return calls[0]?.url;
    };
    const address = await firstRead(() => fetchPropertyRecord(TEST_ADDRESS_KEY, 'proxy'));
    const session = await firstRead(() => currentUserQuery.queryFn!({ signal: new AbortController().signal } as never));
    const company = await firstRead(() => companyQuery.queryFn!({} as never));
    const route = prerenderedRoutes.find((candidate) => candidate.path === '/pmi-removal/:id');
    expect(route?.preloadData.map((read) => read.replace(':id', encodeURIComponent(TEST_ADDRESS_KEY)))).toEqual([
      address,
      session,
      company,
    ]);
    for (const page of prerenderedRoutes)
      expect(page.preloadData, page.path).toEqual(expect.arrayContaining([session, company]));
  });

  it('stage page modules that exist (their chunks are found in the build by these paths)', () => {
    const modules = prerenderedRoutes.flatMap((route) => route.pageModules ?? []);
    expect(modules.length).toBeGreaterThan(0);
    // Every source module of the app, by its path from src/ (not loaded).
    const sources = Object.keys(import.meta.glob('./**/*.tsx')).map((key) => key.replace('./', 'src/'));
    for (const module of modules) expect(sources, module).toContain(module);
  });
});
