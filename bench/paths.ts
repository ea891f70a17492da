// Where the benchmark finds the server, its load worker, the hello-world server, the dataset and
// its results folder.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PRODUCTION_ENTRY } from '../apps/server/src/production-flags';

export const benchDir = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(benchDir, '..');
/** The compiled server `npm start` runs in a checkout (`npm run build` writes it). */
export const serverEntryOf = (checkout: string) => path.join(checkout, 'apps/server', PRODUCTION_ENTRY);
export const serverEntry = serverEntryOf(repoRoot);
/** The embedded dataset the server loads; the bench picks its addresses from it. */
export const homesDataset = path.join(repoRoot, 'apps/server/reference-data/homes.csv.gz');
export const loadScript = path.join(benchDir, 'load.ts');
export const ceilingScript = path.join(benchDir, 'ceiling-server.ts');
export const resultsDir = path.join(benchDir, 'results');
