import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { EMOTION_STYLE } from '../src/lib/emotion-style-tags';
import { WAITING_ATTRIBUTE } from '../src/lib/prerendered-fields';

/** What src/entry-prerender.tsx gives (imported from its SSR build, so typed here by hand). */
interface PrerenderEntry {
  prerenderedRoutes: { path: string; file: string; url: string; preloadData: string[]; pageModules?: string[] }[];
  renderRoute: (route: { path: string; file: string; url: string }) => Promise<string>;
}

/**
 * One prerendered page for the server: the route's path (Fastify's syntax, `:id`), its file in the build folder and
 * the API reads to preload with it (the route's parameters in them).
 */
export interface PrerenderedPage {
  path: string;
  file: string;
  preloadData: string[];
}

/** The route -> file map the server reads (apps/server/src/plugins/static-web.ts); the folder is not served as files. */
export const PRERENDERED_DIR = 'prerendered';
export const PRERENDERED_ROUTES_FILE = `${PRERENDERED_DIR}/routes.json`;

const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;

const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g;

/**
 * The script that starts the app on a prerendered page, once the browser has painted it (the next frame; at once in a
 * hidden tab, where no frame comes): it then asks for every chunk the start needs (modulepreload: fetched and compiled,
 * not run; one per task, as setting up each request costs the browser 10 ms or more on a slow phone under DevTools, so
 * four at once made a long task), runs `staged` one chunk per task, dependencies first, and then the entry. Fetched and
 * run at once, as index.html does, the chunks would hold the first paint back until they had arrived and run (on a slow
 * phone, seconds; Lighthouse counts every script that arrived before the first paint); run as one module graph, they
 * would be one long task that blocks input (a chunk's code runs when it is first imported, and only then). A staged
 * chunk that fails to load leaves the rest to the entry's own imports. A deferred classic script in a file of its own:
 * the security policy allows no inline script.
 */
export function bootScript(entryUrl: string, modulePreloads: string[], staged: string[] = []): string {
  return `(function () {
  var started = false;
  function nextTask() {
    return new Promise(function (resolve) { setTimeout(resolve, 0); });
  }
  function start() {
    if (started) return;
    started = true;
    var preloads = ${JSON.stringify(modulePreloads)};
    preloads
      .reduce(function (previous, href, index) {
        return previous.then(function () {
          var link = document.createElement('link');
          link.rel = 'modulepreload';
          link.crossOrigin = '';
          link.href = href;
          document.head.appendChild(link);
          if (index < preloads.length - 1) return nextTask();
        });
      }, Promise.resolve())
      .then(function () {
        return ${JSON.stringify(staged)}.reduce(function (previous, href) {
          return previous.then(function () { return import(href); }).then(nextTask);
        }, Promise.resolve());
      })
      .catch(function () { return undefined; })
      .then(function () { return import(${JSON.stringify(entryUrl)}); });
  }
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(function () { setTimeout(start, 0); });
})();
`;
}

/** What `vite build` writes to .vite/manifest.json: each chunk by its source key, with the chunks it imports. */
export type BuildManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/**
 * The manifest keys of the chunks a prerendered page runs as it starts, each after what it imports: the entry's static
 * imports, the page modules (manifest keys) and theirs, and the entry; with the keys that import the entry, directly or
 * not (running one would run the entry early, in its task).
 */
function startOrder(manifest: BuildManifest, pageModules: string[]): { order: string[]; importsEntry: Set<string> } {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('The build manifest has no entry');
  const missing = pageModules.find((key) => !manifest[key]);
  if (missing) throw new Error(`The build manifest has no chunk for ${missing}`);
  // The chunks that import the entry, directly or not: walked back from the entry along the imports.
  const importsEntry = new Set<string>([entryKey]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [key, chunk] of Object.entries(manifest)) {
      if (!importsEntry.has(key) && chunk.imports?.some((dependency) => importsEntry.has(dependency))) {
        importsEntry.add(key);
        grew = true;
      }
    }
  }
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dependency of manifest[key]?.imports ?? []) visit(dependency);
    order.push(key);
  };
  for (const key of [...(manifest[entryKey]!.imports ?? []), ...pageModules, entryKey]) visit(key);
  return { order, importsEntry };
}

/**
 * The chunks a prerendered page starts with (URLs), each after the chunks it imports (as the browser would run them as
 * one graph). `staged`: those it can run before its entry, less the entry and every chunk that imports it.
 * `preloaded`: all of them, the entry and the chunks that import it included: the boot script preloads them all before
 * it runs any, so none waits for the one that imports it to arrive and run before it is asked for (on a slow network,
 * a round trip each: the entry, then the page's own chunk).
 */
export function startChunks(
  manifest: BuildManifest,
  pageModules: string[] = [],
): { staged: string[]; preloaded: string[] } {
  const { order, importsEntry } = startOrder(manifest, pageModules);
  const url = (key: string) => `/${manifest[key]!.file}`;
  return { staged: order.filter((key) => !importsEntry.has(key)).map(url), preloaded: order.map(url) };
}

/** The entry script of the built index.html and the chunks it preloads. */
export function entryOf(template: string): { entryUrl: string; modulePreloads: string[] } {
  const entryUrl = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entryUrl) throw new Error('index.html has no entry script to start from a prerendered page');
  return { entryUrl, modulePreloads: [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]!) };
}

/**
 * The style tags Emotion wrote beside a page's elements, for the head: its global styles (each once, in order), then
 * all its other styles in one tag (each once, in order) whose data-emotion lists their names. The client's Emotion
 * cache finds them there by those names and does not insert those styles again; `data-s` tells it they are in the
 * head already. One tag rather than one per style: the cache moves each tag it finds once more at start.
 */
function headStyles(tags: Map<string, string>): string {
  const globals: string[] = [];
  const names: string[] = [];
  const rules: string[] = [];
  for (const [attribute, css] of tags) {
    if (attribute.startsWith('css ')) {
      names.push(attribute.slice('css '.length));
      rules.push(css);
    } else {
      globals.push(`<style data-s="" data-emotion="${attribute}">${css}</style>`);
    }
  }
  const merged = names.length ? `<style data-s="" data-emotion="css ${names.join(' ')}">${rules.join('')}</style>` : '';
  return globals.join('') + merged;
}

/**
 * Puts a page's markup into the built index.html: inside #root, with the style tags Emotion wrote beside its
 * elements moved into the head (headStyles), so the page is styled from its first paint.
 */
export function pageHtml(template: string, markup: string, bootUrl?: string): string {
  const styles = new Map<string, string>();
  const body = markup.replace(EMOTION_STYLE, (_tag: string, names: string, css: string) => {
    if (!styles.has(names)) styles.set(names, css);
    return '';
  });
  if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root"></div>');
  // Until the app has taken the page over, a click would submit a prerendered form without it: its buttons wait
  // disabled (with no look of their own without MUI's classes), marked so the app enables them once it has
  // (lib/prerendered-fields.ts). What is typed meanwhile is kept (main.tsx).
  const waiting = body.replace(/<(button|select)(?![^>]*\sdisabled)/g, `<$1 disabled="" ${WAITING_ATTRIBUTE}=""`);
  const started = bootUrl
    ? template.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, `<script defer src="${bootUrl}"></script>`)
    : template;
  return started
    .replace('</head>', `${headStyles(styles)}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${waiting}</div>`);
}

/**
 * Builds src/entry-prerender.tsx for Node (an SSR build of its own, in a temporary folder), renders each of its
 * routes into the built index.html and writes them under dist/prerendered/, with routes.json saying which route
 * each file answers. index.html itself stays the empty shell: the history fallback of every other route and the
 * service worker's navigation fallback.
 */
export async function prerender(root: string, outDir: string): Promise<PrerenderedPage[]> {
  const ssrOutDir = path.join(root, 'node_modules', '.roost-prerender');
  await rm(ssrOutDir, { recursive: true, force: true });
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    mode: 'production',
    plugins: [react()],
    // Bundled whole (React, MUI, Emotion): one copy of each, resolved for Node, with no ESM/CommonJS questions.
    ssr: { noExternal: true },
    build: {
      ssr: 'src/entry-prerender.tsx',
      outDir: ssrOutDir,
      emptyOutDir: true,
      minify: false,
      rollupOptions: { output: { format: 'esm', entryFileNames: 'entry-prerender.mjs' } },
    },
  });
  const entry = (await import(pathToFileURL(path.join(ssrOutDir, 'entry-prerender.mjs')).href)) as PrerenderEntry;
  const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
  const { entryUrl, modulePreloads } = entryOf(template);
  const manifest = JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8')) as BuildManifest;
  const pages: PrerenderedPage[] = [];
  for (const route of entry.prerenderedRoutes) {
    // Each page's own boot script: the chunks it stages are the entry's and its page modules'.
    const { staged, preloaded } = startChunks(manifest, route.pageModules);
    const boot = bootScript(entryUrl, [...new Set([...modulePreloads, ...preloaded])], staged);
    const bootUrl = `/assets/prerender-boot-${createHash('sha256').update(boot).digest('hex').slice(0, 8)}.js`;
    await writeFile(path.join(outDir, bootUrl), boot);
    const file = path.join(outDir, route.file);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, pageHtml(template, await entry.renderRoute(route), bootUrl));
    pages.push({ path: route.path, file: route.file, preloadData: route.preloadData });
  }
  await writeFile(path.join(outDir, PRERENDERED_ROUTES_FILE), `${JSON.stringify(pages, null, 2)}\n`);
  await rm(ssrOutDir, { recursive: true, force: true });
  return pages;
}

/** Vite build plugin: prerenders the public pages once the client build is written (before it is precompressed). */
export function prerenderPlugin(): Plugin {
  let root = '';
  let outDir = '';
  let writes = true;
  let log: (message: string) => void = () => undefined;
  return {
    name: 'roost-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      // The SSR build this plugin starts must not start another.
      writes = config.build.write && !config.build.ssr;
      log = (message) => config.logger.info(message);
    },
    // Before the service worker's (so its precache has the boot script) and before precompress (order 'post').
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        if (!writes) return;
        const pages = await prerender(root, outDir);
        log(`prerendered ${pages.length} pages: ${pages.map((page) => page.path).join(', ')}`);
      },
    },
  };
}
