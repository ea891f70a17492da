import { describe, expect, it } from 'vitest';
import { planChunks, type PlannedChunk } from './chunk-plan';

const chunk = (fileName: string, moduleIds: string[], more: Partial<PlannedChunk> = {}): PlannedChunk => ({
  fileName,
  name: fileName.replace(/\.js$/, ''),
  isEntry: false,
  facadeModuleId: null,
  moduleIds,
  imports: [],
  ...more,
});

/**
 * A first build as rolldown splits it: the entry with the small chunks it shares with lazy pages, two tool pages,
 * what they share (zod and a form helper), what only one loads, and a workspace page that shares the form helper.
 */
const firstBuild = [
  chunk('index.js', ['/web/index.html', '/web/src/main.tsx', '/web/src/app/layout.tsx'], {
    isEntry: true,
    facadeModuleId: '/web/index.html',
    imports: ['react-dom.js', 'session-store.js'],
  }),
  chunk('react-dom.js', ['/node_modules/react-dom/client.js']),
  chunk('session-store.js', ['/web/src/lib/session-store.ts']),
  chunk('pmi-page.js', ['/web/src/pmi-page.tsx'], {
    facadeModuleId: '/web/src/pmi-page.tsx',
    imports: ['session-store.js', 'form.js', 'pmi-card.js'],
  }),
  chunk('search-page.js', ['/web/src/search-page.tsx'], {
    facadeModuleId: '/web/src/search-page.tsx',
    imports: ['form.js'],
  }),
  chunk('form.js', ['/node_modules/zod/schemas.js', '/web/src/lib/form.ts']),
  chunk('pmi-card.js', ['/web/src/pmi-card.tsx']),
  chunk('campaigns-page.js', ['/web/src/campaigns-page.tsx'], {
    facadeModuleId: '/web/src/campaigns-page.tsx',
    imports: ['form.js'],
  }),
];

const pages = { pmi: ['src/pmi-page.tsx'], search: ['src/search-page.tsx'] };

describe('the chunk plan', () => {
  it("puts every module the entry loads, but the page's script and the libraries, in one chunk", () => {
    const plan = planChunks(firstBuild, '/web', pages);
    expect([...plan.app].sort()).toEqual(['/web/src/app/layout.tsx', '/web/src/lib/session-store.ts']);
  });

  it('puts what the tool pages load beyond the entry in one chunk per set of pages, so none loads another page', () => {
    const plan = planChunks(firstBuild, '/web', pages);
    expect(Object.fromEntries(plan.tools)).toEqual({
      '/node_modules/zod/schemas.js': 'tools-pmi-search',
      '/web/src/lib/form.ts': 'tools-pmi-search',
      '/web/src/pmi-card.tsx': 'tools-pmi',
    });
  });

  it('leaves the pages themselves and the pages no tool loads to the bundler', () => {
    const plan = planChunks(firstBuild, '/web', pages);
    for (const module of ['/web/src/pmi-page.tsx', '/web/src/search-page.tsx', '/web/src/campaigns-page.tsx']) {
      expect(plan.tools.has(module) || plan.app.has(module)).toBe(false);
    }
  });

  it('says so when a tool page has no chunk of its own (a renamed or moved page)', () => {
    expect(() => planChunks(firstBuild, '/web', { ...pages, gone: ['src/gone-page.tsx'] })).toThrow(/gone/);
  });
});
