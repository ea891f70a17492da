import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { dataDirOwner, lockDataDir } from '../db/data-dir-lock';
import { isNewDataDir } from '../db/new-data-dir';
import type { RunSql } from '../db/cluster-contents';
import { DbToolError, messageOf } from './db-tool-error';

export interface PgliteFolder {
  client: PGlite;
  run: RunSql;
  close(): Promise<void>;
}

/** Refuses a folder a running Roost holds: two processes on one PGlite folder lose writes. */
export function refuseFolderInUse(dataDir: string, what: string): void {
  const owner = dataDirOwner(dataDir);
  if (owner !== undefined) {
    throw new DbToolError(
      `The data folder ${dataDir} is in use by a running Roost server (pid ${owner}): stop it before ${what}.`,
    );
  }
}

/** Opens a PGlite data folder for a tool, holding its lock as the server does; refuses one without a database. */
export async function openPgliteFolder(dataDir: string, what: string): Promise<PgliteFolder> {
  if (isNewDataDir(dataDir)) throw new DbToolError(`There is no Roost database in ${dataDir} (DATA_DIR).`);
  refuseFolderInUse(dataDir, what);
  let unlock: () => void;
  try {
    unlock = lockDataDir(dataDir);
  } catch (error) {
    throw new DbToolError(messageOf(error));
  }
  try {
    const client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
    return {
      client,
      run: async (text) => (await client.query<Record<string, unknown>>(text)).rows,
      async close() {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

/** An in-memory PGlite started from a gzipped tarball of a data folder (a backup), to read what it holds. */
export async function openPgliteTarball(archive: Buffer): Promise<PgliteFolder> {
  const client = await PGlite.create({ loadDataDir: new Blob([archive]), extensions: { pg_trgm } });
  return {
    client,
    run: async (text) => (await client.query<Record<string, unknown>>(text)).rows,
    close: () => client.close(),
  };
}
