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
 * A new PGlite folder is created, migrated and seeded by a short-lived child process running this same entry:
 * creating the database (initdb) runs a second WebAssembly PostgreSQL and, with the first load of the sample
 * homes, peaks above 700 MB, memory a long-running process would keep (glibc does not give most of it back).
 * The server then opens the prepared folder as on any later start (bench/README.md, memory).
 */
export function prepareDataDirInChild(): Promise<void> {
  const entry = process.argv[1];
  if (!entry) return Promise.reject(new Error('cannot tell which script to run to prepare the data folder'));
  return new Promise((resolve, reject) => {
    const child = fork(entry, process.argv.slice(2), {
      // Watch mode's flags would make the child a watcher that never exits.
      execArgv: process.execArgv.filter((flag) => !flag.startsWith('--watch')),
      env: { ...process.env, [PREPARE_ONLY_ENV]: '1' },
      stdio: 'inherit',
    });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`preparing the data folder failed (${code ?? signal})`)),
    );
  });
}
