import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleServer } from '../server-bundle.mjs';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// One level below apps/server, as dist/ is: the server finds its own files from there.
const outdir = path.join(serverDir, '.tmp');
const compiled = new Map<string, Promise<string>>();

/**
 * The node arguments that start `entry` (a .ts path from apps/server, such as 'src/main.ts') compiled once to
 * JavaScript, as production runs dist/main.js. The tests that kill and restart a child process do so a dozen times:
 * each start through tsx compiled the server's module graph again (5-10 s on a loaded 2-core machine), a compiled
 * start takes about one.
 */
export function compiledEntry(entry: string): Promise<string[]> {
  let file = compiled.get(entry);
  if (!file) {
    // A name per test process: several compile main.ts at once.
    const name = `${entry.replace(/\.ts$/, '').replaceAll(/[^A-Za-z0-9]+/g, '-')}-${process.pid}`;
    file = bundleServer({ [name]: path.join(serverDir, entry) }, outdir).then(() => path.join(outdir, `${name}.js`));
    compiled.set(entry, file);
  }
  return file.then((script) => ['--enable-source-maps', script]);
}

/** Removes what this process compiled (call in afterAll). */
export async function removeCompiledEntries() {
  for (const file of await Promise.all(compiled.values())) {
    for (const suffix of ['', '.map']) fs.rmSync(`${file}${suffix}`, { force: true });
  }
  compiled.clear();
}
