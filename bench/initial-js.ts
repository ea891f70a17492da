// Initial JavaScript of the home page: the entry chunk of the built web app and every chunk it
// imports statically (what the browser must fetch before the first page runs; lazy chunks excluded), read
// from Vite's manifest, measured gzipped (level 9, as the build's .gz copies) and in brotli, beside the goal.
// Usage: npm run bench:initial-js (builds the web app first).
import fs from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { z } from 'zod';
import { repoRoot, resultsDir } from './paths';

const GOAL_GZIP_KIB = 170;
const webDist = path.join(repoRoot, 'apps/web/dist');
const manifestFile = path.join(webDist, '.vite/manifest.json');

const manifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string(),
    isEntry: z.boolean().optional(),
    imports: z.array(z.string()).optional(),
    dynamicImports: z.array(z.string()).optional(),
    css: z.array(z.string()).optional(),
  }),
);
type Manifest = z.infer<typeof manifestSchema>;

/** The entry's key and every chunk it reaches by static imports, each once, entry first. */
function initialChunks(manifest: Manifest, entryKey: string): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit(entryKey);
  return [...seen];
}

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

async function sizesOf(file: string) {
  const content = await fs.readFile(path.join(webDist, file));
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
  const manifest = manifestSchema.parse(
    JSON.parse(
      await fs.readFile(manifestFile, 'utf8').catch(() => {
        throw new Error(`${manifestFile} is missing: run npm run build -w @roost/web first`);
      }),
    ),
  );
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry && key.endsWith('index.html'));
  if (!entryKey) throw new Error('The manifest has no index.html entry');
  const keys = initialChunks(manifest, entryKey);
  const scripts = await Promise.all(keys.map((key) => sizesOf(manifest[key]!.file)));
  const styles = await Promise.all([...new Set(keys.flatMap((key) => manifest[key]!.css ?? []))].map(sizesOf));
  const lazyChunks = Object.values(manifest).filter((chunk) => !keys.some((key) => manifest[key] === chunk)).length;
  const total = (list: typeof scripts, field: 'bytes' | 'gzipBytes' | 'brotliBytes') =>
    list.reduce((sum, entry) => sum + entry[field], 0);
  const gzipKiB = kib(total(scripts, 'gzipBytes'));

  console.log(`Initial JS of / (entry ${manifest[entryKey]!.file} and its static imports: ${scripts.length} files)`);
  for (const entry of [...scripts].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    console.log(
      `  ${String(kib(entry.gzipBytes)).padStart(7)} KiB gz ${String(kib(entry.bytes)).padStart(8)} KiB raw  ${entry.file}`,
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
    entry: manifest[entryKey]!.file,
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
