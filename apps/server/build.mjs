// Compiles the server to one ES module, apps/server/dist/main.js, so production starts plain JavaScript
// (no TypeScript compiler in the process; server-bundle.mjs says how). Then makes the empty PGlite cluster
// new data folders start from (src/db/pglite-template.ts), once per PGlite version.
import { execFileSync } from 'node:child_process';
import { bundleServer } from './server-bundle.mjs';

const source = (file) => new URL(`./src/${file}`, import.meta.url).pathname;

await bundleServer(
  { main: source('main.ts'), 'make-pglite-template': source('make-pglite-template.ts') },
  new URL('./dist', import.meta.url).pathname,
);

try {
  execFileSync(process.execPath, [new URL('./dist/make-pglite-template.js', import.meta.url).pathname], {
    stdio: 'inherit',
  });
} catch (error) {
  // Not fatal: a new data folder is then made by PGlite's initdb, as before (a slower first start).
  console.warn(`could not make the PGlite data folder template (${error.message}); new folders will run initdb`);
}
