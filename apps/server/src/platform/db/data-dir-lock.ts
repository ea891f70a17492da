import fs from 'node:fs';
import path from 'node:path';

/**
 * Two processes on one PGlite folder lose writes silently, so the folder is held by a lock file
 * naming the owner's pid. A lock left by a process that no longer runs is taken over.
 */
export class DataDirLockedError extends Error {}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Lock files this process holds. A lock naming our own pid is ours only when listed here; otherwise
 * it was left by an earlier process that had the same pid (pid 1 in a restarted container).
 */
const heldLocks = new Set<string>();

export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(path.resolve(dataDir), 'roost.lock');
  if (heldLocks.has(lockPath)) {
    throw new DataDirLockedError(
      `The data folder ${dataDir} is already open in this Roost process; close it before opening it again.`,
    );
  }
  for (let tries = 0; tries < 2; tries++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      heldLocks.add(lockPath);
      return () => {
        heldLocks.delete(lockPath);
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(lockPath, 'utf8'));
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isRunning(owner)) {
        throw new DataDirLockedError(
          `The data folder ${dataDir} is in use by another Roost process (pid ${owner}). ` +
            'Stop that process, or start this one with another DATA_DIR or a DATABASE_URL.',
        );
      }
      fs.unlinkSync(lockPath);
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dataDir}`);
}

/**
 * The pid of the running process that holds the folder's lock (this one included), or undefined when none does: what
 * the database tools ask before they read or replace a folder.
 */
export function dataDirOwner(dataDir: string): number | undefined {
  let owner: number;
  try {
    owner = Number(fs.readFileSync(path.join(path.resolve(dataDir), 'roost.lock'), 'utf8'));
  } catch {
    return undefined;
  }
  if (!Number.isInteger(owner) || owner <= 0) return undefined;
  if (owner === process.pid) return heldLocks.has(path.join(path.resolve(dataDir), 'roost.lock')) ? owner : undefined;
  return isRunning(owner) ? owner : undefined;
}
