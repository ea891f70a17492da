import fs from 'node:fs';
import path from 'node:path';
import { DbToolError } from './db-tool-error';

/**
 * A backup of a running embedded database is made by the server itself: only it may read the folder while it writes,
 * and PGlite's dumpDataDir, which it runs between two of its queries, is a consistent copy. db:backup asks for one
 * through the data folder: it writes the request (where the archive goes), then sends the server SIGUSR2; the server
 * writes the archive and deletes the request (or leaves the reason it failed). The server says it takes requests
 * with a file naming its pid, so no other process is ever sent the signal (Node ends a process on an unhandled SIGUSR2).
 */

const REQUEST = 'roost-backup.request';
const FAILED = 'roost-backup.failed';
/** Written by a server that takes backup requests; holds its pid. */
const SERVES = 'roost-backup.serves';

/** Files of these requests inside a data folder, which a restored copy must not keep. */
export const BACKUP_REQUEST_FILES = [REQUEST, FAILED, SERVES];

interface Logger {
  info(message: string): void;
  error(message: string): void;
}

/** Run by a server on a PGlite folder: takes backup requests until the returned function is called. */
export function serveBackupRequests(dataDir: string, dump: () => Promise<Blob>, logger: Logger): () => void {
  const request = path.join(dataDir, REQUEST);
  const failed = path.join(dataDir, FAILED);
  let busy = false;
  const serve = async () => {
    if (busy) return;
    busy = true;
    try {
      const { archive } = JSON.parse(fs.readFileSync(request, 'utf8')) as { archive: string };
      const started = performance.now();
      const blob = await dump();
      fs.writeFileSync(`${archive}.partial`, Buffer.from(await blob.arrayBuffer()), { mode: 0o600 });
      fs.renameSync(`${archive}.partial`, archive);
      logger.info(`database backup written to ${archive} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      logger.error(`database backup failed: ${message}`);
      fs.writeFileSync(failed, message);
    } finally {
      fs.rmSync(request, { force: true });
      busy = false;
    }
  };
  const onSignal = () => void serve();
  process.on('SIGUSR2', onSignal);
  fs.writeFileSync(path.join(dataDir, SERVES), String(process.pid));
  return () => {
    process.off('SIGUSR2', onSignal);
    fs.rmSync(path.join(dataDir, SERVES), { force: true });
  };
}

/** Asks the server `pid` running on `dataDir` for a backup into `archive`; resolves once it is written. */
export async function askServerForBackup(dataDir: string, pid: number, archive: string, timeoutMs = 15 * 60_000) {
  const request = path.join(dataDir, REQUEST);
  const failed = path.join(dataDir, FAILED);
  let serves: string | undefined;
  try {
    serves = fs.readFileSync(path.join(dataDir, SERVES), 'utf8');
  } catch {
    serves = undefined;
  }
  if (serves !== String(pid)) {
    throw new DbToolError(
      `The Roost server running on ${dataDir} (pid ${pid}) does not take backup requests (an older version?): ` +
        'stop it and run db:backup again.',
    );
  }
  if (fs.existsSync(request)) throw new DbToolError(`A backup of ${dataDir} is already under way; try again later.`);
  fs.rmSync(failed, { force: true });
  fs.writeFileSync(request, JSON.stringify({ archive }));
  try {
    process.kill(pid, 'SIGUSR2');
  } catch (error) {
    fs.rmSync(request, { force: true });
    throw new DbToolError(
      `Cannot ask the server (pid ${pid}) for a backup (${(error as NodeJS.ErrnoException).code ?? 'refused'}): ` +
        'run db:backup as the user the server runs as.',
    );
  }
  const deadline = Date.now() + timeoutMs;
  while (fs.existsSync(request)) {
    if (Date.now() > deadline) {
      fs.rmSync(request, { force: true });
      throw new DbToolError(`The server (pid ${pid}) did not write the backup within ${timeoutMs / 60_000} minutes.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (fs.existsSync(failed)) {
    const reason = fs.readFileSync(failed, 'utf8');
    fs.rmSync(failed, { force: true });
    throw new DbToolError(`The server (pid ${pid}) could not write the backup: ${reason}`);
  }
}
