import fs from 'node:fs';
import path from 'node:path';
import { clusterContents, differences, roostVersion } from '../db/cluster-contents';
import { expectedMigrationCount } from '../db/migrations';
import { isNewDataDir, untarDataDir } from '../db/new-data-dir';
import { ARCHIVE_FILE, readManifest, type BackupManifest } from './backup-manifest';
import { BACKUP_REQUEST_FILES } from './backup-request';
import { DbToolError } from './db-tool-error';
import { openPgliteFolder, refuseFolderInUse } from './pglite-folder';

/**
 * db:restore: a backup (backup-data-dir.ts) back into DATA_DIR, for this same Roost version only: a copy made by
 * another version is refused with both versions named. The restored folder is opened and each table's rows and
 * checksum compared with the backup's manifest before it is left in place. A folder holding a database is replaced
 * only when asked, and then set aside, never deleted.
 */
export async function restoreBackup(options: {
  from: string;
  dataDir: string;
  replace: boolean;
  log: (line: string) => void;
}): Promise<{ manifest: BackupManifest; setAside?: string }> {
  const { from, dataDir, replace, log } = options;
  const manifest = readManifest(from);
  const ours = { roost: roostVersion(), migrations: expectedMigrationCount() };
  const theirs = manifest.contents.versions;
  if (manifest.roostVersion !== ours.roost || theirs.migrations !== ours.migrations) {
    throw new DbToolError(
      `The backup in ${from} was made by Roost ${manifest.roostVersion} (${theirs.migrations} migrations); ` +
        `this is Roost ${ours.roost} (${ours.migrations} migrations). Restore it with Roost ${manifest.roostVersion}.`,
    );
  }
  refuseFolderInUse(dataDir, 'restoring into it');
  let setAside: string | undefined;
  if (!isNewDataDir(dataDir)) {
    if (!replace) {
      throw new DbToolError(
        `${dataDir} already holds a database: stop Roost and run db:restore with --replace to set it aside ` +
          '(it is renamed, not deleted) and restore in its place.',
      );
    }
    setAside = `${dataDir}.before-restore-${new Date().toISOString().replaceAll(/[:.]/g, '-')}`;
    fs.renameSync(dataDir, setAside);
    log(`Set the database in ${dataDir} aside as ${setAside}.`);
  }
  try {
    untarDataDir(fs.readFileSync(path.join(from, ARCHIVE_FILE)), dataDir);
    for (const file of [...BACKUP_REQUEST_FILES, 'roost.lock']) fs.rmSync(path.join(dataDir, file), { force: true });
    const folder = await openPgliteFolder(dataDir, 'restoring into it');
    let wrong: string[];
    try {
      wrong = differences(manifest.contents, await clusterContents(folder.run));
    } finally {
      await folder.close();
    }
    if (wrong.length > 0) throw new DbToolError(`The restored copy differs from the backup: ${wrong.join('; ')}`);
  } catch (error) {
    const failed = `${dataDir}.failed-restore-${Date.now()}`;
    if (fs.existsSync(dataDir)) fs.renameSync(dataDir, failed);
    if (setAside) fs.renameSync(setAside, dataDir);
    throw error instanceof DbToolError
      ? new DbToolError(`${error.message} (left in ${failed}; ${dataDir} is as it was)`)
      : error;
  }
  return { manifest, ...(setAside ? { setAside } : {}) };
}
