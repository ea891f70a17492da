import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { dispatchDepsOf, dispatchTick } from '../src/modules/messaging/testing';
import { clusterContents, roostVersion, type ClusterContents } from '../src/platform/db/cluster-contents';
import { openDatabase } from '../src/platform/db/open-database';
import { serveBackupRequests } from '../src/platform/db-tools/backup-request';
import { backupDataDir } from '../src/platform/db-tools/backup-data-dir';
import { MANIFEST_FILE, ARCHIVE_FILE, type BackupManifest } from '../src/platform/db-tools/backup-manifest';
import { moveDatabase } from '../src/platform/db-tools/move-database';
import { openPgliteFolder } from '../src/platform/db-tools/pglite-folder';
import { restoreBackup } from '../src/platform/db-tools/restore-backup';
import { campaignMaker, leads, servicesOf } from './campaign-helpers';
import { identityEnv } from './identity-helpers';
import { createTestApp, createTestDatabase, queryRows, testDriver, waitFor, type TestDatabase } from './test-database';
import { preparedPgliteTemplate } from './test-templates';

/**
 * The database tools on the demo data with a campaign half sent: db:move into PostgreSQL (where the campaign then
 * finishes, each contact texted once), its refusals, and db:backup of a folder a server is running on, restored.
 */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONTACTS = 30;
// Monday 2099-03-02, 9am in California: inside the recipients' allowed hours.
const CLOCK_START = '2099-03-02T17:00:00.000Z';
const env = { ...identityEnv, TEXTING_CLOCK_START: CLOCK_START };
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'roost-db-tools-'));
const dataDir = path.join(scratch, 'data');
const log = () => undefined;
let campaignId: string;
let original: ClusterContents;

const contentsOf = async (folder: string) => {
  const opened = await openPgliteFolder(folder, 'reading it');
  try {
    return await clusterContents(opened.run);
  } finally {
    await opened.close();
  }
};

beforeAll(async () => {
  // The demo data as a first start seeds it, in a data folder, and a paid campaign a few texts into its sending.
  const database = await openDatabase({
    dataDir,
    template: preparedPgliteTemplate(inject('testDatabaseTemplates').pgliteKey),
  });
  try {
    const t = await createTestApp(env, { database, seed: true });
    try {
      const rows = Array.from(
        { length: CONTACTS },
        (_, i) => `Lead,${i},(916) 704-${String(i).padStart(4, '0')},95661`,
      );
      campaignId = await (await campaignMaker(t)).paidCampaign(leads(rows), { messagesPerDay: '5000' });
      const start = Date.now();
      const now = () => new Date(Date.parse(CLOCK_START) + (Date.now() - start));
      const deps = { ...dispatchDepsOf(servicesOf(t), now), batchSize: 4 };
      await dispatchTick(deps);
      await dispatchTick(deps);
    } finally {
      await t.close();
    }
  } finally {
    await database.close();
  }
  original = await contentsOf(dataDir);
});

afterAll(() => {
  fs.rmSync(scratch, { recursive: true, force: true });
});

describe('the folder moved', () => {
  it('holds the demo data and a campaign in the middle of sending, its jobs queued', () => {
    expect(original.tables['public.users']!.rows).toBeGreaterThan(0);
    expect(original.tables['pgboss.job']!.rows).toBeGreaterThan(0);
  });
});

describe.skipIf(testDriver !== 'postgres')('db:move into PostgreSQL', () => {
  let target: TestDatabase;
  beforeAll(async () => {
    target = await createTestDatabase({ empty: true });
  });
  afterAll(async () => {
    await target?.destroy();
  });

  const sendStates = async (run: (text: string, values: unknown[]) => Promise<Record<string, unknown>[]>) =>
    Object.fromEntries(
      (
        await run('select status, count(*)::int as n from campaign_sends where campaign_id = $1 group by status', [
          campaignId,
        ])
      ).map((row) => [row.status, row.n]),
    );

  it('copies every table, sequence and queued job exactly, and the campaign finishes there, each contact texted once', async () => {
    const before = await contentsOf(dataDir);
    const folder = await openPgliteFolder(dataDir, 'reading it');
    const sentBefore = await sendStates(
      async (text, values) => (await folder.client.query<Record<string, unknown>>(text, values)).rows,
    );
    await folder.close();
    expect(sentBefore.sent).toBeGreaterThan(0);
    expect(sentBefore.pending).toBeGreaterThan(0);

    const report = await moveDatabase({ dataDir, to: target.url!, log });
    expect(report.contents).toEqual(before);
    const copy = await clusterContents(async (text) => await queryRows(target.database, text));
    expect(copy).toEqual(before);
    // The folder itself is as it was.
    expect(await contentsOf(dataDir)).toEqual(before);

    // The worker on PostgreSQL sends the rest.
    const t = await createTestApp(env, { database: target.database, startWorkers: true });
    try {
      await waitFor(
        async () => {
          const [campaign] = await queryRows<{ status: string }>(
            t.database,
            'select status from campaigns where id = $1',
            [campaignId],
          );
          return campaign?.status === 'complete' ? true : undefined;
        },
        { timeoutMs: 30_000, what: 'the campaign to finish on PostgreSQL' },
      );
      const texts = await queryRows<{ phone: string; n: number }>(
        t.database,
        `select s.phone, count(x.id)::int as n from campaign_sends s
           left join sandbox_texts x on x.to_number = s.phone and x.direction = 'outbound'
          where s.campaign_id = $1 group by s.phone`,
        [campaignId],
      );
      expect(texts).toHaveLength(CONTACTS);
      expect(texts.filter((text) => text.n !== 1)).toEqual([]);
      expect(await sendStates((text, values) => queryRows(t.database, text, values))).toEqual({ sent: CONTACTS });
    } finally {
      await t.close();
    }
  }, 60_000);

  it('refuses a target that is not empty, and writes nothing', async () => {
    const other = await createTestDatabase({ empty: true });
    try {
      await queryRows(other.database, 'create table notes (body text)');
      await expect(moveDatabase({ dataDir, to: other.url!, log })).rejects.toThrow(
        /is not empty \(it holds public\.notes\): db:move copies only into a new, empty database\. Nothing was written\./,
      );
      const tables = await queryRows<{ name: string }>(
        other.database,
        "select table_schema || '.' || table_name as name from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
      );
      expect(tables).toEqual([{ name: 'public.notes' }]);
    } finally {
      await other.destroy();
    }
  });
});

describe('db:move refuses', () => {
  it('a data folder a running server holds, naming its pid', async () => {
    const server = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    try {
      fs.writeFileSync(path.join(dataDir, 'roost.lock'), String(server.pid));
      await expect(moveDatabase({ dataDir, to: 'postgres://postgres@127.0.0.1:1/roost', log })).rejects.toThrow(
        `The data folder ${dataDir} is in use by a running Roost server (pid ${server.pid}): stop it before moving its database.`,
      );
      expect(fs.readFileSync(path.join(dataDir, 'roost.lock'), 'utf8')).toBe(String(server.pid));
    } finally {
      server.kill();
      fs.rmSync(path.join(dataDir, 'roost.lock'), { force: true });
    }
  });

  it('an unreachable database in one line, exit code 1 and no stack trace (the command itself)', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/db-move.ts', '--to', 'postgres://roost:secret@127.0.0.1:1/roost', '--data-dir', dataDir],
      { cwd: serverDir, env: { ...process.env, ...env, NODE_ENV: 'test' }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr.trim()).toMatch(
      /^Cannot connect to postgres:\/\/roost:\*\*\*@127\.0\.0\.1:1\/roost: .*ECONNREFUSED.*Nothing was written\.$/,
    );
    expect(stderr).not.toContain('secret');
    expect(stderr.trim().split('\n')).toHaveLength(1);
  }, 30_000);
});

describe('db:backup and db:restore', () => {
  const backup = path.join(scratch, 'backup');

  it('backs up the folder of a running server (by that server) and restores it to the same rows and checksums', async () => {
    const database = await openDatabase({ dataDir });
    const stop = serveBackupRequests(dataDir, database.dumpDataDir!, { info: log, error: log });
    let manifest: BackupManifest;
    try {
      // A transaction under way when the backup is asked for: the copy waits for it, so holds all of it.
      let inserted!: () => void;
      const begun = new Promise<void>((resolve) => (inserted = resolve));
      const transaction = database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into sender_rates (sender, tokens, updated_at) values ('+15005550001', 1, now())`);
        inserted();
        await new Promise((resolve) => setTimeout(resolve, 500));
        await tx.execute(sql`update sender_rates set granted = 7 where sender = '+15005550001'`);
      });
      await begun;
      manifest = await backupDataDir({ dataDir, to: backup, log });
      await transaction;
    } finally {
      stop();
      await database.close();
    }
    expect(fs.readdirSync(backup).sort()).toEqual([MANIFEST_FILE, ARCHIVE_FILE].sort());
    const now = await contentsOf(dataDir);
    expect(manifest.contents).toEqual(now);
    expect(manifest.roostVersion).toBe(roostVersion());
    expect(manifest.contents.tables['public.sender_rates']!.rows).toBe(
      (original.tables['public.sender_rates']?.rows ?? 0) + 1,
    );

    const restored = path.join(scratch, 'restored');
    await restoreBackup({ from: backup, dataDir: restored, replace: false, log });
    expect(await contentsOf(restored)).toEqual(now);

    // Over a database only when asked, which is then set aside, not deleted.
    await expect(restoreBackup({ from: backup, dataDir: restored, replace: false, log })).rejects.toThrow(
      `${restored} already holds a database: stop Roost and run db:restore with --replace`,
    );
    const { setAside } = await restoreBackup({ from: backup, dataDir: restored, replace: true, log });
    expect(fs.existsSync(path.join(setAside!, 'PG_VERSION'))).toBe(true);
    expect(await contentsOf(restored)).toEqual(now);
  }, 60_000);

  it('refuses a backup made by another version, naming both', async () => {
    const older = path.join(scratch, 'older-backup');
    fs.mkdirSync(older);
    fs.copyFileSync(path.join(backup, ARCHIVE_FILE), path.join(older, ARCHIVE_FILE));
    const manifest = JSON.parse(fs.readFileSync(path.join(backup, MANIFEST_FILE), 'utf8')) as BackupManifest;
    manifest.roostVersion = '0.9.0';
    manifest.contents.versions.migrations -= 3;
    fs.writeFileSync(path.join(older, MANIFEST_FILE), JSON.stringify(manifest));
    const into = path.join(scratch, 'not-restored');
    const migrations = original.versions.migrations;
    await expect(restoreBackup({ from: older, dataDir: into, replace: false, log })).rejects.toThrow(
      `The backup in ${older} was made by Roost 0.9.0 (${migrations - 3} migrations); ` +
        `this is Roost ${roostVersion()} (${migrations} migrations). Restore it with Roost 0.9.0.`,
    );
    expect(fs.existsSync(into)).toBe(false);
  });
});
