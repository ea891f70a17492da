import { fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Set in the child that prepares a new PGlite folder; main() only prepares, then exits. */
export const PREPARE_ONLY_ENV = 'ROOST_PREPARE_DATA_DIR_ONLY';

/** True for a PGlite folder with no database yet (PostgreSQL writes PG_VERSION when it creates one). */
export function isNewDataDir(dataDir: string): boolean {
  return !fs.existsSync(path.join(dataDir, 'PG_VERSION'));
}

/**
 * A new PGlite folder is created, migrated, seeded and loaded with the sample data by a short-lived child process
 * running this same entry (runtime.ts, prepareData): with initdb (a second WebAssembly PostgreSQL) and the first
 * load of the sample homes it peaked above 700 MB, and from the build's copy of an empty cluster (db/pglite-
 * template.ts) still at about 450 MB, memory a long-running process would keep (glibc does not give most of it
 * back). The server then opens the prepared folder as on any later start (bench/README.md, memory and first start).
 */
export function prepareDataDirInChild(): Promise<void> {
  const entry = process.argv[1];
  if (!entry) return Promise.reject(new Error('cannot tell which script to run to prepare the data folder'));
  return new Promise((resolve, reject) => {
    const child = fork(entry, process.argv.slice(2), {
      // Watch mode's flags would make the child a watcher that never exits. Its memory goes when it exits, so
      // the server's small young generation (production-flags.ts), which would only make it collect more, is dropped.
      execArgv: process.execArgv.filter(
        (flag) => !flag.startsWith('--watch') && !flag.startsWith('--max-semi-space-size'),
      ),
      env: { ...process.env, [PREPARE_ONLY_ENV]: '1' },
      stdio: 'inherit',
    });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`preparing the data folder failed (${code ?? signal})`)),
    );
  });
}
