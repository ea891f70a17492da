// Run by `npm run build` (build.mjs) after bundling: makes dist/pglite-template.tar.gz, the empty cluster a new
// PGlite data folder starts from (db/pglite-template.ts), unless the installed PGlite's is already there.
import { makePgliteTemplate } from './db/pglite-template';

const started = performance.now();
if (await makePgliteTemplate()) {
  console.log(`made the PGlite data folder template in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
