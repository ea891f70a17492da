import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { serverRoot } from '../../server-paths';

/**
 * A new PGlite data folder is prepared from a copy of an empty database cluster instead of running initdb, the
 * longest step of a first start after the homes (3-4 CPU seconds of WebAssembly PostgreSQL: it bootstraps the
 * catalogs and copies template1 twice). Copying is what PGlite itself does after its initdb (it dumps the new
 * cluster and loads the dump). `npm run build` makes the copy (dist/make-pglite-template.js) with PGlite's own
 * initdb settings, once per PGlite version; without it, or for another version, PGlite runs initdb as before.
 */
export const pgliteTemplateDir = path.join(serverRoot, 'dist');

/**
 * `empty`: the cluster as PGlite's initdb leaves it. `sample`: that cluster migrated and loaded with the shipped
 * sample datasets (homes, listings), made by the build for the default data (runtime.ts, sampleDataKey): a new
 * folder on the defaults then needs only its seeds, not 52,000 rows and their indexes in WebAssembly.
 */
export type PgliteTemplateKind = 'empty' | 'sample';

const files = (kind: PgliteTemplateKind, dir: string) => ({
  dump: path.join(dir, kind === 'empty' ? 'pglite-template.tar.gz' : 'pglite-sample-template.tar.gz'),
  info: path.join(dir, kind === 'empty' ? 'pglite-template.json' : 'pglite-sample-template.json'),
});

function installedPgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = JSON.parse(fs.readFileSync(path.join(path.dirname(entry), '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

/**
 * The template of this kind made for the installed PGlite and `key` (what it holds: the sample template's data and
 * migrations), or undefined when there is none or it was made for something else.
 */
export function readPgliteTemplate(kind: PgliteTemplateKind, key = '', dir = pgliteTemplateDir): Buffer | undefined {
  const { dump, info } = files(kind, dir);
  try {
    const made = JSON.parse(fs.readFileSync(info, 'utf8')) as { pgliteVersion?: unknown; key?: unknown };
    if (made.pgliteVersion !== installedPgliteVersion() || (made.key ?? '') !== key) return undefined;
    return fs.readFileSync(dump);
  } catch {
    return undefined;
  }
}

/** Writes a template; what it was made for is written last, so a template cut short is never taken for a whole one. */
export async function writePgliteTemplate(kind: PgliteTemplateKind, dump: Blob, key = '', dir = pgliteTemplateDir) {
  const target = files(kind, dir);
  fs.mkdirSync(dir, { recursive: true });
  fs.rmSync(target.info, { force: true });
  fs.writeFileSync(target.dump, Buffer.from(await dump.arrayBuffer()));
  fs.writeFileSync(target.info, `${JSON.stringify({ pgliteVersion: installedPgliteVersion(), key })}\n`);
}

/** Makes the empty template in `dir` unless the installed PGlite's is already there; returns whether it made one. */
export async function makePgliteTemplate(dir = pgliteTemplateDir): Promise<boolean> {
  if (readPgliteTemplate('empty', '', dir)) return false;
  // In memory, with PGlite's defaults: its initdb, exactly as for a new folder.
  const cluster = await PGlite.create();
  try {
    await writePgliteTemplate('empty', await cluster.dumpDataDir('gzip'), '', dir);
    return true;
  } finally {
    await cluster.close();
  }
}
