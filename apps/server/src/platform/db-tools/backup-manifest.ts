import fs from 'node:fs';
import path from 'node:path';
import type { ClusterContents } from '../db/cluster-contents';
import { DbToolError } from './db-tool-error';

/**
 * A backup is a folder of two files: the data folder's archive (PGlite's dumpDataDir, a gzipped tar) and this
 * manifest, written last, once the archive was opened and read: which Roost made it, and what it holds (each table's
 * rows and checksum, each sequence), which a restore checks its copy against.
 */
export interface BackupManifest {
  roostVersion: string;
  createdAt: string;
  /** The data folder it was made of. */
  dataDir: string;
  contents: ClusterContents;
}

export const MANIFEST_FILE = 'roost-backup.json';
export const ARCHIVE_FILE = 'pgdata.tar.gz';

export function writeManifest(folder: string, manifest: BackupManifest) {
  fs.writeFileSync(path.join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
}

export function readManifest(folder: string): BackupManifest {
  const file = path.join(folder, MANIFEST_FILE);
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as BackupManifest;
  } catch {
    throw new DbToolError(`${folder} is not a complete Roost backup: it has no readable ${MANIFEST_FILE}.`);
  }
  if (typeof manifest.roostVersion !== 'string' || !manifest.contents?.versions || !manifest.contents.tables) {
    throw new DbToolError(`${file} is not a Roost backup manifest.`);
  }
  if (!fs.existsSync(path.join(folder, ARCHIVE_FILE))) {
    throw new DbToolError(`${folder} is not a complete Roost backup: ${ARCHIVE_FILE} is missing.`);
  }
  return manifest;
}
