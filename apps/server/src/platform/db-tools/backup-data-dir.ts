import fs from 'node:fs';
import path from 'node:path';
import { clusterContents, roostVersion } from '../db/cluster-contents';
import { dataDirOwner } from '../db/data-dir-lock';
import { isNewDataDir } from '../db/new-data-dir';
import { ARCHIVE_FILE, writeManifest, type BackupManifest } from './backup-manifest';
import { askServerForBackup } from './backup-request';
import { DbToolError } from './db-tool-error';
import { openPgliteFolder, openPgliteTarball } from './pglite-folder';

/**
 * db:backup: a consistent copy of the embedded database into a new folder. A folder a server runs on is copied by that
 * server (backup-request.ts); a folder no one runs on, by this process under the folder's lock. Either way the copy is
 * then opened here and read, and what it holds is written to its manifest: a backup that cannot be opened fails now,
 * not on the day it is needed.
 */
export async function backupDataDir(options: {
  dataDir: string;
  to: string;
  log: (line: string) => void;
}): Promise<BackupManifest> {
  const { dataDir, to, log } = options;
  if (isNewDataDir(dataDir)) throw new DbToolError(`There is no Roost database in ${dataDir} (DATA_DIR) to back up.`);
  if (fs.existsSync(to) && fs.readdirSync(to).length > 0) {
    throw new DbToolError(`${to} is not empty: give db:backup a new folder (--to).`);
  }
  fs.mkdirSync(to, { recursive: true, mode: 0o700 });
  const archive = path.join(path.resolve(to), ARCHIVE_FILE);
  const owner = dataDirOwner(dataDir);
  if (owner !== undefined) {
    log(`Asking the Roost server running on ${dataDir} (pid ${owner}) for a copy ...`);
    await askServerForBackup(dataDir, owner, archive);
  } else {
    log(`Copying ${dataDir} (no server is running on it) ...`);
    const folder = await openPgliteFolder(dataDir, 'backing it up');
    try {
      const dump = await folder.client.dumpDataDir('gzip');
      fs.writeFileSync(archive, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
    } finally {
      await folder.close();
    }
  }
  log('Opening the copy to read what it holds ...');
  const copy = await openPgliteTarball(fs.readFileSync(archive));
  let manifest: BackupManifest;
  try {
    manifest = {
      roostVersion: roostVersion(),
      createdAt: new Date().toISOString(),
      dataDir: path.resolve(dataDir),
      contents: await clusterContents(copy.run),
    };
  } finally {
    await copy.close();
  }
  writeManifest(to, manifest);
  return manifest;
}
