import { describe, expect, it } from 'vitest';
import { planChunks, SMALL_CHUNK, type PlannedChunk } from './chunk-plan';

const chunk = (fileName: string, moduleIds: string[], more: Partial<PlannedChunk> = {}): PlannedChunk => ({
  fileName,
  name: fileName.replace(/\.js$/, ''),
  isEntry: false,
  facadeModuleId: null,
  moduleIds,
  imports: [],
  size: 500,
  ...more,
});

/**
 * A first build as rolldown splits it: the entry with the small chunks it shares with lazy parts; two tool pages with
 * the small chunks they load (a card, a form helper, a helper of the helper, and a widget that imports zod, a large
 * chunk); a snackbar that shares the form helper.
 */
const firstBuild = [
  chunk('index.js', ['/web/index.html', '/web/src/main.tsx', '/web/src/app/layout.tsx'], {
    isEntry: true,
    facadeModuleId: '/web/index.html',
    imports: ['react-dom.js', 'session-store.js'],
  }),
  chunk('react-dom.js', ['/node_modules/react-dom/client.js'], { size: 200_000 }),
  chunk('session-store.js', ['/web/src/lib/session-store.ts']),
  chunk('pmi-page.js', ['/web/src/pmi-page.tsx'], {
    facadeModuleId: '/web/src/pmi-page.tsx',
    imports: ['session-store.js', 'form.js', 'pmi-card.js', 'widget.js'],
  }),
  chunk('search-page.js', ['/web/src/search-page.tsx'], {
    facadeModuleId: '/web/src/search-page.tsx',
    imports: ['form.js', 'zod.js'],
  }),
  chunk('form.js', ['/web/src/lib/form.ts'], { imports: ['form-helper.js'] }),
  chunk('form-helper.js', ['/web/src/lib/form-helper.ts']),
  chunk('pmi-card.js', ['/web/src/pmi-card.tsx']),
  chunk('widget.js', ['/web/src/widget.tsx'], { imports: ['zod.js'] }),
  chunk('zod.js', ['/node_modules/zod/schemas.js'], { size: 90_000 }),
  chunk('snackbar.js', ['/web/src/snackbar.tsx'], { facadeModuleId: '/web/src/snackbar.tsx', imports: ['form.js'] }),
];

const pages = ['src/pmi-page.tsx', 'src/search-page.tsx'];

describe('the chunk plan', () => {
  it('puts the small chunks the entry loads in one (every page loads them all)', () => {
    expect([...planChunks(firstBuild, '/web', pages).app]).toEqual(['/web/src/lib/session-store.ts']);
  });

  it("puts the tool pages' small chunks in one, but not one that would bring a large chunk with it", () => {
    // The snackbar, which needs the form helper, then fetches a card too, but never zod.
    expect([...planChunks(firstBuild, '/web', pages).toolsSmall].sort()).toEqual([
      '/web/src/lib/form-helper.ts',
      '/web/src/lib/form.ts',
      '/web/src/pmi-card.tsx',
    ]);
  });

  it('leaves the large chunks, the pages themselves and the entry to the bundler', () => {
    const large = firstBuild.map((planned) =>
      planned.fileName === 'pmi-card.js' ? { ...planned, size: SMALL_CHUNK + 1 } : planned,
    );
    const plan = planChunks(large, '/web', pages);
    for (const module of ['/web/src/pmi-card.tsx', '/node_modules/zod/schemas.js', '/web/src/pmi-page.tsx']) {
      expect(plan.toolsSmall.has(module) || plan.app.has(module)).toBe(false);
    }
    expect(plan.app.has('/web/src/main.tsx')).toBe(false);
  });

  it('says so when a tool page has no chunk of its own (a renamed or moved page)', () => {
    expect(() => planChunks(firstBuild, '/web', [...pages, 'src/gone-page.tsx'])).toThrow(/no chunk/);
  });
});
