import path from 'node:path';
import type { Plugin } from 'vite';
import { closure } from './chunk-plan.ts';

/**
 * V8's explicit compile hint (Chrome 136 and later): a script that starts with it has all its functions compiled as it
 * streams in, on a background thread, rather than each on the main thread the first time it runs.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** What the plugin reads of a built chunk. */
export interface HintedChunk {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
}

/**
 * The chunks whose code runs as a page starts: the entry's and its static imports, and the prerendered tool pages'
 * (`pageModules`, source paths from the root) with theirs. The other lazily loaded parts keep V8's lazy compilation:
 * most of their functions may never run.
 */
export function chunksRunAtStart<Chunk extends HintedChunk>(
  chunks: Chunk[],
  root: string,
  pageModules: string[],
): Set<Chunk> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const ids = new Set(pageModules.map((module) => path.join(root, module)));
  const starts = chunks.filter((chunk) => chunk.isEntry || (chunk.facadeModuleId && ids.has(chunk.facadeModuleId)));
  return closure(byFile, starts);
}

/**
 * Vite build plugin: puts the compile hint at the top of the chunks that run as a page starts (chunksRunAtStart). On
 * a slow phone the main thread otherwise compiles each function of React DOM, MUI and the page on its first call,
 * inside the long tasks that start the app, during which a tap waits. A chunk's name does not change with the
 * hint: it is a comment, and a cached copy without it runs the same.
 */
export function compileHints(pageModules: string[]): Plugin {
  let root = '';
  return {
    name: 'roost-compile-hints',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
      for (const chunk of chunksRunAtStart(chunks, root, pageModules)) chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
    },
  };
}
