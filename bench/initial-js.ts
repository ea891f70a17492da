// Initial JavaScript of the home page: every script the prerendered `/` (apps/web/dist/client/index.html, React
// Router's framework mode) names before it runs: its module preloads and what its inline module script imports (the
// entry, the root and home route modules and their static imports; lazy chunks excluded), measured gzipped (level 9,
// as the build's .gz copies) and in brotli, beside the goal.
// Usage: npm run bench:initial-js (builds the web app first).
import fs from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { repoRoot, resultsDir } from './paths';

const GOAL_GZIP_KIB = 170;
const clientDir = path.join(repoRoot, 'apps/web/dist/client');
const homePage = path.join(clientDir, 'index.html');

/**
 * The built files a page's HTML loads as scripts, each once, in order: preloaded, imported or given as src. The
 * preloads and React Router's module script are started once the page has painted (scripts-after-paint.ts): the
 * preloads are listed in the script that starts them, the module script is held as text until then.
 */
export function initialScripts(html: string): string[] {
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((match) => match[1]!);
  const started = [...html.matchAll(/<script[^>]*>\(function startScripts[\s\S]*?<\/script>/g)].flatMap((match) =>
    [...match[0].matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((file) => file[1]!),
  );
  const sources = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]!);
  const inlineModules = [...html.matchAll(/<script[^>]*type="(?:module|text\/plain)"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => m[1]!,
  );
  const imported = inlineModules.flatMap((code) =>
    [...code.matchAll(/import(?:[^"'()]*from\s*|\s*\(\s*)["']([^"']+\.js)["']/g)].map((match) => match[1]!),
  );
  return [...new Set([...preloads, ...started, ...sources, ...imported])].filter((file) => file.startsWith('/assets/'));
}

/** The stylesheets the page links. */
function stylesheets(html: string): string[] {
  return [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => match[1]!);
}

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

async function sizesOf(file: string) {
  const content = await fs.readFile(path.join(clientDir, file));
  return {
    file,
    bytes: content.length,
    gzipBytes: gzipSync(content, { level: constants.Z_BEST_COMPRESSION }).length,
    brotliBytes: brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }).length,
  };
}

async function main() {
  const html = await fs.readFile(homePage, 'utf8').catch(() => {
    throw new Error(`${homePage} is missing: run npm run build -w @roost/web first`);
  });
  const files = initialScripts(html);
  if (!files.length) throw new Error(`${homePage} names no script`);
  const entry = files.find((file) => /\/entry\.client-/.test(file)) ?? files[0]!;
  const scripts = await Promise.all(files.map(sizesOf));
  const styles = await Promise.all(stylesheets(html).map(sizesOf));
  const allScripts = (await fs.readdir(path.join(clientDir, 'assets'))).filter((file) => file.endsWith('.js'));
  const lazyChunks = allScripts.length - scripts.length;
  const total = (list: typeof scripts, field: 'bytes' | 'gzipBytes' | 'brotliBytes') =>
    list.reduce((sum, item) => sum + item[field], 0);
  const gzipKiB = kib(total(scripts, 'gzipBytes'));

  console.log(`Initial JS of / (entry ${entry} and what the page loads with it: ${scripts.length} files)`);
  for (const item of [...scripts].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    console.log(
      `  ${String(kib(item.gzipBytes)).padStart(7)} KiB gz ${String(kib(item.bytes)).padStart(8)} KiB raw  ${item.file}`,
    );
  }
  console.log(
    `Total: ${gzipKiB} KiB gzip (goal <= ${GOAL_GZIP_KIB} KiB: ${gzipKiB <= GOAL_GZIP_KIB ? 'met' : 'not met'}), ` +
      `${kib(total(scripts, 'brotliBytes'))} KiB brotli, ${kib(total(scripts, 'bytes'))} KiB raw; ` +
      `CSS ${kib(total(styles, 'gzipBytes'))} KiB gzip; ${lazyChunks} chunks load later`,
  );

  const date = new Date().toISOString();
  const result = {
    date,
    goal: { gzipKiB: GOAL_GZIP_KIB, met: gzipKiB <= GOAL_GZIP_KIB },
    entry,
    totals: {
      files: scripts.length,
      gzipKiB,
      brotliKiB: kib(total(scripts, 'brotliBytes')),
      rawKiB: kib(total(scripts, 'bytes')),
      cssGzipKiB: kib(total(styles, 'gzipBytes')),
      lazyChunks,
    },
    scripts,
    styles,
  };
  await fs.mkdir(resultsDir, { recursive: true });
  const out = path.join(resultsDir, `${date.replace(/[:.]/g, '-')}-initial-js.json`);
  await fs.writeFile(out, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`Written ${path.relative(repoRoot, out)}`);
}

await main();
