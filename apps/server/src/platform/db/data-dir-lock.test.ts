import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirLockedError } from './data-dir-lock';
import { openDatabase } from './open-database';
import type { Database } from './types';

// The tests share one folder (creating a PGlite cluster is the slow part) and run in order.
let dataDir: string;
const lockFile = () => path.join(dataDir, 'roost.lock');
const open: Database[] = [];

async function openHere(): Promise<Database> {
  const database = await openDatabase({ dataDir });
  open.push(database);
  return database;
}

async function close(database: Database) {
  open.splice(open.indexOf(database), 1);
  await database.close();
}

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roost-lock-test-'));
});
afterAll(async () => {
  for (const database of open.splice(0)) await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the PGlite data folder lock', () => {
  it('refuses a second open of a folder that is open, with a message saying what to do', async () => {
    const first = await openHere();
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));

    const second = openDatabase({ dataDir });
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(second).rejects.toThrow(dataDir);
    await expect(second).rejects.toThrow(/already open/);

    // The refused open did not disturb the first: it still reads and writes.
    await first.sql.executeSql('create table if not exists lock_probe (n int)');
    await first.sql.executeSql('insert into lock_probe values (1)');
    await close(first);
    expect(fs.existsSync(lockFile())).toBe(false);
  });

  it('opens the folder again, with its data, once the first holder closed it', async () => {
    const again = await openHere();
    const { rows } = await again.sql.executeSql('select count(*)::int as count from lock_probe');
    expect(rows).toEqual([{ count: 1 }]);
    await close(again);
  });

  it('refuses a folder locked by another running process, naming its pid', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    try {
      await new Promise((resolve) => other.once('spawn', resolve));
      fs.writeFileSync(lockFile(), String(other.pid));
      const attempt = openDatabase({ dataDir });
      await expect(attempt).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(attempt).rejects.toThrow(`in use by another Roost process (pid ${other.pid})`);
      await expect(attempt).rejects.toThrow(/DATA_DIR or a DATABASE_URL/);
      // The live process's lock is left in place.
      expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(other.pid));
    } finally {
      other.kill();
      fs.rmSync(lockFile(), { force: true });
    }
  });

  it('takes over a stale lock left by a process that no longer runs', async () => {
    const gone = spawnSync(process.execPath, ['-e', '']);
    expect(gone.pid).toBeGreaterThan(0);
    fs.writeFileSync(lockFile(), String(gone.pid));

    const database = await openHere();
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    const { rows } = await database.sql.executeSql('select count(*)::int as count from lock_probe');
    expect(rows).toEqual([{ count: 1 }]);
    await close(database);
    expect(fs.existsSync(lockFile())).toBe(false);
  });

  it('takes over a lock naming this process that this process does not hold (a restarted container)', async () => {
    fs.writeFileSync(lockFile(), String(process.pid));
    const database = await openHere();
    await close(database);
    expect(fs.existsSync(lockFile())).toBe(false);
  });
});
