// Run by `npm run build` (build.mjs) after bundling: makes the PGlite clusters a new data folder starts from
// (db/pglite-template.ts): the empty one, then the one migrated and loaded with the sample datasets (runtime.ts),
// each unless the one for the installed PGlite and this code and data is already there.
import { makePgliteTemplate } from './platform/db/pglite-template';
import { makeSamplePgliteTemplate } from './runtime';

for (const [what, make] of [
  ['empty', makePgliteTemplate],
  ['sample-data', makeSamplePgliteTemplate],
] as const) {
  const started = performance.now();
  if (await make()) {
    console.log(
      `made the ${what} PGlite data folder template in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }
}
