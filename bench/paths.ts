// Where the benchmark finds the server, its load worker and its results folder.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const benchDir = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(benchDir, '..');
export const serverEntry = path.join(repoRoot, 'apps/server/src/main.ts');
export const loadScript = path.join(benchDir, 'load.ts');
export const resultsDir = path.join(benchDir, 'results');
