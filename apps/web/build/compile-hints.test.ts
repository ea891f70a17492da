import { describe, expect, it } from 'vitest';
import { chunksRunAtStart, COMPILE_HINT, compileHints, type HintedChunk } from './compile-hints';

const chunk = (fileName: string, more: Partial<HintedChunk> = {}) => ({
  type: 'chunk' as const,
  fileName,
  isEntry: false,
  facadeModuleId: null,
  imports: [],
  code: `console.log('${fileName}');`,
  ...more,
});

/** A build: the entry with React DOM, a tool page with a shared form, a dialog no page starts with, its library. */
const build = () => [
  chunk('index.js', { isEntry: true, facadeModuleId: '/web/index.html', imports: ['react-dom.js'] }),
  chunk('react-dom.js'),
  chunk('pmi-page.js', { facadeModuleId: '/web/src/pmi-page.tsx', imports: ['form.js', 'react-dom.js'] }),
  chunk('form.js'),
  chunk('dialog.js', { facadeModuleId: '/web/src/dialog.tsx', imports: ['form.js', 'charts.js'] }),
  chunk('charts.js'),
];

describe('chunksRunAtStart', () => {
  it("is the entry's chunks and the tool pages' with their imports, not the other lazily loaded parts'", () => {
    const started = chunksRunAtStart(build(), '/web', ['src/pmi-page.tsx']);
    expect([...started].map((item) => item.fileName).sort()).toEqual([
      'form.js',
      'index.js',
      'pmi-page.js',
      'react-dom.js',
    ]);
  });
});

describe('compileHints', () => {
  it('starts those chunks with the compile hint and leaves the code after it and the other chunks as they were', () => {
    const plugin = compileHints(['src/pmi-page.tsx']);
    const chunks = build();
    const bundle = Object.fromEntries(chunks.map((item) => [item.fileName, item]));
    (plugin.configResolved as (config: { root: string }) => void)({ root: '/web' });
    (plugin.generateBundle as (options: unknown, bundle: unknown) => void)({}, bundle);
    const code = (file: string) => bundle[file]!.code;
    expect(code('index.js')).toBe(`${COMPILE_HINT}\nconsole.log('index.js');`);
    expect(code('form.js')).toBe(`${COMPILE_HINT}\nconsole.log('form.js');`);
    expect(code('dialog.js')).toBe("console.log('dialog.js');");
    expect(code('charts.js')).toBe("console.log('charts.js');");
  });
});
