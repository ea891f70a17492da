// The server package's own folders. One module computes them from its own URL: in the source tree it
// sits in apps/server/src, in the compiled bundle everything sits in apps/server/dist, and both are one
// level below apps/server, so the same relative path serves both.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const serverRoot = fileURLToPath(new URL('..', import.meta.url));
export const referenceDataDir = path.join(serverRoot, 'reference-data');
export const migrationsFolder = path.join(serverRoot, 'drizzle');
export const defaultWebDist = path.resolve(serverRoot, '../web/dist');

export const referenceFile = (name: string) => path.join(referenceDataDir, name);
