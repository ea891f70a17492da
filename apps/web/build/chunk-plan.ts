import path from 'node:path';
import { build, type PluginOption } from 'vite';

/** What the plan reads of a first build's chunk (as rolldown's output gives it; `size`: its code's length). */
export interface PlannedChunk {
  fileName: string;
  name: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
  size: number;
}

/** The chunk groups every build has: what the entry runs, as React DOM, MUI and Emotion, and the other libraries. */
export const LIBRARY_GROUPS = [
  { name: 'react-dom', tags: ['$initial' as const], test: /node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 3 },
  { name: 'mui', tags: ['$initial' as const], test: /node_modules[\\/](@mui|@emotion|@babel|stylis)/, priority: 2 },
  { name: 'libs', tags: ['$initial' as const], test: /node_modules[\\/]/, priority: 1 },
];

/**
 * A chunk of at most this many bytes of code is small enough to be merged (about 1.5 KB gzip): a part that needs one
 * of them fetches the others with it, a few KB more at most.
 */
export const SMALL_CHUNK = 4096;

/**
 * Where the plan puts a module: `app`, the modules of the entry's small chunks; `toolsSmall`, those of the tool pages'
 * small chunks (each set is one chunk).
 */
export interface ChunkPlan {
  app: Set<string>;
  toolsSmall: Set<string>;
}

/** The chunks a chunk loads with it: itself and its static imports (file names), followed through. */
export function closure<Chunk extends { imports: string[] }>(byFile: Map<string, Chunk>, start: Chunk[]): Set<Chunk> {
  const found = new Set<Chunk>();
  const visit = (chunk: Chunk | undefined) => {
    if (!chunk || found.has(chunk)) return;
    found.add(chunk);
    for (const file of chunk.imports) visit(byFile.get(file));
  };
  start.forEach(visit);
  return found;
}

/**
 * The plan from a first build's chunks. Rolldown gives each module that the entry and a lazy page share a chunk of its
 * own even when the entry already loads it (https://github.com/rolldown/rolldown/issues/10731), and each set of the
 * some 50 lazily loaded parts that load a module theirs: a tool page started 33-44 chunks, many under 1 KB, and under
 * Lighthouse each costs the page 10-28 ms of main thread. Planned:
 * - `app`: the modules of every chunk the entry loads but its own and the library groups', in one chunk: every page
 *   loads them all, so no page loads more;
 * - `toolsSmall`: the small chunks (`SMALL_CHUNK`) the tool pages (`pageModules`: their modules, source paths from
 *   the root) load beyond the entry's, in one chunk, less those importing a chunk outside it or the entry's (a part that
 *   needs one small module would otherwise fetch a large chunk with it). The large chunks and the page modules' own
 *   (which the prerender stages by their manifest keys) stay as rolldown made them.
 */
export function planChunks(chunks: PlannedChunk[], root: string, pageModules: string[]): ChunkPlan {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('The first build has no entry chunk');
  const libraries = new Set(LIBRARY_GROUPS.map((group) => group.name));
  const started = closure(byFile, [entry]);
  const app = new Set(
    [...started].filter((chunk) => chunk !== entry && !libraries.has(chunk.name)).flatMap((chunk) => chunk.moduleIds),
  );
  const ids = new Set(pageModules.map((module) => path.join(root, module)));
  const own = chunks.filter((chunk) => chunk.facadeModuleId && ids.has(chunk.facadeModuleId));
  if (own.length !== ids.size) throw new Error('The first build has no chunk of its own for a tool page module');
  let small = new Set(
    [...closure(byFile, own)].filter(
      (chunk) => !started.has(chunk) && !own.includes(chunk) && chunk.size <= SMALL_CHUNK,
    ),
  );
  const within = (file: string) => {
    const dependency = byFile.get(file);
    return !dependency || started.has(dependency) || small.has(dependency);
  };
  for (let shrank = true; shrank;) {
    const kept = new Set([...small].filter((chunk) => chunk.imports.every(within)));
    shrank = kept.size < small.size;
    small = kept;
  }
  return { app, toolsSmall: new Set([...small].flatMap((chunk) => chunk.moduleIds)) };
}

/**
 * Builds the app once without writing (with the library groups only) and plans its chunks from what came out. The
 * first build's plugins are the caller's, less those that write or read a written build.
 */
export async function chunkPlan(root: string, plugins: PluginOption[], pageModules: string[]): Promise<ChunkPlan> {
  const output = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    mode: 'production',
    plugins,
    build: {
      write: false,
      sourcemap: false,
      rolldownOptions: { output: { codeSplitting: { groups: LIBRARY_GROUPS } } },
    },
  });
  const results = Array.isArray(output) ? output : [output];
  const chunks = results
    .flatMap((result) => ('output' in result ? result.output : []))
    .flatMap((item) =>
      item.type === 'chunk' ? [{ ...(item as unknown as PlannedChunk), size: item.code.length }] : [],
    );
  return planChunks(chunks, root, pageModules);
}
