import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverAlerts, deliverDepsOf } from '../src/modules/alerts/testing';
import { compiledEntry, removeCompiledEntries } from './compiled-entry';
import { identityEnv } from './identity-helpers';
import {
  createTestApp,
  createTestDatabase,
  queryRows,
  testDriver,
  type TestApp,
  type TestDatabase,
} from './test-database';

/**
 * The hand-offs' clock: a weekday morning in California (the people's 916 numbers), so their texts are inside
 * allowed hours whatever the hour of the run.
 */
const MORNING = Date.parse('2099-03-02T18:00:00Z');
const startedAt = Date.now();

/**
 * Exactly once across kill -9: 200 alerts of people who agreed to texts are handed off by a
 * process killed 12 times at random points, started again each time, then left to finish. Each alert
 * has exactly one e-mail, one text and one lead, and its history says sent for each.
 */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ALERTS = 200;
const KILLS = 12;
const running = new Set<ChildProcess>();
let testDb: TestDatabase;
let t: TestApp;

beforeAll(async () => {
  if (testDriver !== 'postgres') return;
  testDb = await createTestDatabase();
  t = await createTestApp(identityEnv, { database: testDb.database });
});
afterAll(async () => {
  for (const child of running) child.kill('SIGKILL');
  await removeCompiledEntries();
  await t?.close();
  await testDb?.destroy();
});

async function start(life: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, await compiledEntry('test/alert-deliver-loop.ts'), {
    cwd: serverDir,
    env: {
      ...process.env,
      ALERT_LOOP_DATABASE_URL: testDb.url!,
      ALERT_LOOP_LIFE: String(life),
      ALERT_LOOP_MORNING: String(MORNING),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  running.add(child);
  child.on('exit', () => running.delete(child));
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve(child);
    });
    child.on('exit', (code, signal) => reject(new Error(`delivery exited (${code ?? signal}) before it was ready`)));
  });
}

const killNine = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.on('exit', () => resolve());
    child.kill('SIGKILL');
  });

/** People who agreed to texts, each with one dream-rate alert waiting to go. */
async function waitingAlerts() {
  await queryRows(
    t.database,
    `insert into users (id, name, email, status, phone, text_updates, role)
     select 'crash-' || n, 'Person ' || n, 'crash-' || n || '@example.com', 'active',
       '+1916702' || lpad(n::text, 4, '0'), true, 'user'
     from generate_series(1, ${ALERTS}) as n`,
  );
  await queryRows(
    t.database,
    `insert into alerts (user_id, kind, subject_id, title, body, figures)
     select 'crash-' || n, 'dreamRate', '', 'Your dream rate is here', 'The average 30-year fixed rate is 5.5%.',
       '{"dreamRate": 5.75}'::jsonb
     from generate_series(1, ${ALERTS}) as n`,
  );
}

const count = async (sql: string) => Number((await queryRows<{ n: string }>(t.database, sql))[0]!.n);

describe.skipIf(testDriver !== 'postgres')('alert hand-offs across kill -9', () => {
  it('e-mails, texts and hands over a lead exactly once per alert while the process is killed 12 times', async () => {
    await waitingAlerts();
    let killedMidWay = 0;
    for (let life = 0; life < KILLS; life += 1) {
      const child = await start(life);
      await new Promise((resolve) => setTimeout(resolve, 150 + Math.random() * 500));
      await killNine(child);
      const done = await count(`select count(*) as n from alerts where text_state = 'sent'`);
      if (done > 0 && done < ALERTS) killedMidWay += 1;
    }
    // The last life: in this process, on a clock past every claim, until nothing is pending.
    const later = () => new Date(MORNING + (KILLS + 1) * 61_000 + (Date.now() - startedAt));
    await deliverAlerts(deliverDepsOf({ ...t.runtime, config: t.config }, () => undefined, later));

    expect(killedMidWay).toBeGreaterThan(0);
    const perAlert = await queryRows<{ mails: string; texts: string; leads: string }>(
      t.database,
      `select (select count(*) from outbox_mails m where m.to = u.email) as mails,
              (select count(*) from sandbox_texts x where x.to_number = u.phone and x.direction = 'outbound') as texts,
              (select count(*) from leads l where l.email = u.email) as leads
       from users u where u.id like 'crash-%'`,
    );
    expect(perAlert).toHaveLength(ALERTS);
    expect(perAlert.filter((row) => row.mails !== '1' || row.texts !== '1' || row.leads !== '1')).toEqual([]);
    expect(
      await count(
        `select count(*) as n from alerts where email_state = 'sent' and text_state = 'sent' and lead_state = 'sent'`,
      ),
    ).toBe(ALERTS);
  }, 240_000);
});
