import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { serverRoot } from '../server-paths';

/**
 * A new PGlite data folder is prepared from a copy of an empty database cluster instead of running initdb, the
 * longest step of a first start after the homes (3-4 CPU seconds of WebAssembly PostgreSQL: it bootstraps the
 * catalogs and copies template1 twice). Copying is what PGlite itself does after its initdb (it dumps the new
 * cluster and loads the dump). `npm run build` makes the copy (dist/make-pglite-template.js) with PGlite's own
 * initdb settings, once per PGlite version; without it, or for another version, PGlite runs initdb as before.
 */
export const pgliteTemplateDir = path.join(serverRoot, 'dist');
const TEMPLATE_FILE = 'pglite-template.tar.gz';
const TEMPLATE_INFO = 'pglite-template.json';

function installedPgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = JSON.parse(fs.readFileSync(path.join(path.dirname(entry), '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

/** The template made for the installed PGlite, or undefined when there is none (or it is another version's). */
export function readPgliteTemplate(dir = pgliteTemplateDir): Blob | undefined {
  try {
    const made = JSON.parse(fs.readFileSync(path.join(dir, TEMPLATE_INFO), 'utf8')) as { pgliteVersion?: unknown };
    if (made.pgliteVersion !== installedPgliteVersion()) return undefined;
    return new Blob([fs.readFileSync(path.join(dir, TEMPLATE_FILE))]);
  } catch {
    return undefined;
  }
}

/** Makes the template in `dir` unless the installed PGlite's is already there; returns whether it made one. */
export async function makePgliteTemplate(dir = pgliteTemplateDir): Promise<boolean> {
  if (readPgliteTemplate(dir)) return false;
  // In memory, with PGlite's defaults: its initdb, exactly as for a new folder.
  const cluster = await PGlite.create();
  try {
    const dump = await cluster.dumpDataDir('gzip');
    fs.mkdirSync(dir, { recursive: true });
    // The version is written last: a template cut short is never taken for a whole one.
    fs.rmSync(path.join(dir, TEMPLATE_INFO), { force: true });
    fs.writeFileSync(path.join(dir, TEMPLATE_FILE), Buffer.from(await dump.arrayBuffer()));
    fs.writeFileSync(path.join(dir, TEMPLATE_INFO), `${JSON.stringify({ pgliteVersion: installedPgliteVersion() })}\n`);
    return true;
  } finally {
    await cluster.close();
  }
}
