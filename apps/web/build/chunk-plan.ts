import path from 'node:path';
import { build, type PluginOption } from 'vite';

/** What the plan reads of a first build's chunk: as rolldown's output gives it. */
export interface PlannedChunk {
  fileName: string;
  name: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
}

/** The chunk groups every build has: what the entry runs, as React DOM, MUI and Emotion, and the other libraries. */
export const LIBRARY_GROUPS = [
  { name: 'react-dom', tags: ['$initial' as const], test: /node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 3 },
  { name: 'mui', tags: ['$initial' as const], test: /node_modules[\\/](@mui|@emotion|@babel|stylis)/, priority: 2 },
  { name: 'libs', tags: ['$initial' as const], test: /node_modules[\\/]/, priority: 1 },
];

/**
 * Where the plan puts a module: `app` holds those the entry loads, `tools` each module only tool pages load, by the
 * name of its chunk: one chunk per set of pages that load it.
 */
export interface ChunkPlan {
  app: Set<string>;
  tools: Map<string, string>;
}

/** The module index.html runs (from the app's root). */
const ENTRY_MODULE = 'src/main.tsx';

/** The chunks a chunk loads with it: itself and its static imports, followed through. */
function closure(byFile: Map<string, PlannedChunk>, start: PlannedChunk[]): Set<PlannedChunk> {
  const found = new Set<PlannedChunk>();
  const visit = (chunk: PlannedChunk | undefined) => {
    if (!chunk || found.has(chunk)) return;
    found.add(chunk);
    for (const file of chunk.imports) visit(byFile.get(file));
  };
  start.forEach(visit);
  return found;
}

/**
 * The plan from a first build's chunks. Rolldown (issue 10731) gives each module that the entry and a lazy page
 * share a chunk of its own, and each set of pages their own small chunks, so a tool page started 33-44 chunks;
 * under Lighthouse each costs 10-28 ms of main thread. Planned:
 * - `app`: every module the entry loads but its own (`ENTRY_MODULE`) and the library groups', in one chunk;
 * - `tools`: the modules that tool pages (`pages`: each page's modules, source paths from the root) load and the
 *   entry does not, one chunk per set of pages that load them, so no page loads another's code. The page modules'
 *   own chunks stay as they are (the prerender stages them by their manifest keys).
 */
export function planChunks(chunks: PlannedChunk[], root: string, pages: Record<string, string[]>): ChunkPlan {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('The first build has no entry chunk');
  const libraries = new Set(LIBRARY_GROUPS.map((group) => group.name));
  const started = closure(byFile, [entry]);
  // The entry chunk keeps the page (index.html) and its script; a lazy page that imported anything else from it
  // could not be run before the entry (build/prerender.ts).
  const entryModules = new Set([entry.facadeModuleId, path.join(root, ENTRY_MODULE)]);
  const app = new Set(
    [...started]
      .filter((chunk) => !libraries.has(chunk.name))
      .flatMap((chunk) => chunk.moduleIds)
      .filter((id) => !entryModules.has(id)),
  );
  const pageChunks = new Set<PlannedChunk>();
  const loadedBy = new Map<string, string[]>();
  for (const [page, modules] of Object.entries(pages)) {
    const ids = new Set(modules.map((module) => path.join(root, module)));
    const own = chunks.filter((chunk) => chunk.facadeModuleId && ids.has(chunk.facadeModuleId));
    if (own.length !== ids.size) throw new Error(`The first build has no chunk of its own for a module of ${page}`);
    own.forEach((chunk) => pageChunks.add(chunk));
    for (const chunk of closure(byFile, own)) {
      if (started.has(chunk)) continue;
      for (const id of chunk.moduleIds) loadedBy.set(id, [...(loadedBy.get(id) ?? []), page]);
    }
  }
  const tools = new Map<string, string>();
  for (const chunk of chunks.filter((candidate) => !pageChunks.has(candidate))) {
    for (const id of chunk.moduleIds) {
      const loaders = loadedBy.get(id);
      if (loaders) tools.set(id, `tools-${loaders.join('-')}`);
    }
  }
  return { app, tools };
}

/**
 * Builds the app once without writing (the library groups only) and plans its chunks from what came out. The
 * first build's plugins are the caller's, less those that write or read a written build.
 */
export async function chunkPlan(
  root: string,
  plugins: PluginOption[],
  pages: Record<string, string[]>,
): Promise<ChunkPlan> {
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
  const chunks = results.flatMap((result) =>
    'output' in result ? result.output.filter((item) => item.type === 'chunk') : [],
  ) as unknown as PlannedChunk[];
  return planChunks(chunks, root, pages);
}
