import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignMaker, leads } from './campaign-helpers';
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
 * Exactly once across kill -9: the sending process is killed 20 times at random points
 * while it texts a 1,000-contact campaign on PostgreSQL, started again each time, then left to finish.
 * Every contact has exactly one text at the carrier, the ledger says sent for each, and the campaign's sent
 * counter equals the recount.
 */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONTACTS = 1_000;
const KILLS = 20;
const running = new Set<ChildProcess>();
let testDb: TestDatabase;
let t: TestApp;

beforeAll(async () => {
  if (testDriver !== 'postgres') return;
  testDb = await createTestDatabase();
  t = await createTestApp(identityEnv, { seed: true, database: testDb.database });
});
afterAll(async () => {
  for (const child of running) child.kill('SIGKILL');
  await t?.close();
  await testDb?.destroy();
});

function startSender(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/send-loop.ts'], {
    cwd: serverDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  running.add(child);
  child.on('exit', () => running.delete(child));
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve(child);
    });
    child.on('exit', (code, signal) => reject(new Error(`sender exited (${code ?? signal}) before it was ready`)));
  });
}

function killNine(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.on('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

const count = async (sql: string, values: unknown[]) =>
  Number((await queryRows<{ n: string }>(t.runtime.database, sql, values))[0]!.n);

/** A paid 1,000-contact campaign in Sacramento, numbers (916) <exchange>-0000 on, all sendable in one day. */
async function paidCampaign(exchange: string): Promise<string> {
  const rows = Array.from(
    { length: CONTACTS },
    (_, index) => `Lead,${index},(916) ${exchange}-${String(index).padStart(4, '0')},95661`,
  );
  return (await campaignMaker(t)).paidCampaign(leads(rows), { messagesPerDay: '5000' });
}

const senderEnv = (staleMs?: number) => ({
  SEND_LOOP_DATABASE_URL: testDb.url!,
  // Monday 2099-03-02, 9am in California: inside the recipients' allowed hours.
  SEND_LOOP_FAKE_START: String(Date.parse('2099-03-02T17:00:00Z')),
  SEND_LOOP_REAL_START: String(Date.now()),
  SEND_LOOP_CARRIER_MS: '25',
  ...(staleMs ? { SEND_LOOP_STALE_MS: String(staleMs) } : {}),
});

/** Rows a sender has claimed (sending) or settled. */
const claimedSoFar = (campaignId: string) =>
  count("select count(*) as n from campaign_sends where campaign_id = $1 and status <> 'pending'", [campaignId]);

/** Waits (up to 30 s) until the sender has claimed a row since `settled` rows were done: it is texting. */
async function untilTexting(campaignId: string, settled: number) {
  for (let wait = 0; wait < 3_000; wait += 1) {
    const done = await claimedSoFar(campaignId);
    if (done > settled) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function untilComplete(campaignId: string) {
  for (let wait = 0; wait < 900; wait += 1) {
    const [campaign] = await queryRows<{ status: string }>(
      t.runtime.database,
      'select status from campaigns where id = $1',
      [campaignId],
    );
    if (campaign!.status === 'complete') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Every contact has exactly one text at the carrier, the ledger says sent, the counter is the recount. */
async function expectEachTextedOnce(campaignId: string) {
  const texts = await queryRows<{ phone: string; n: string }>(
    t.runtime.database,
    `select s.phone, count(x.id) as n from campaign_sends s
     left join sandbox_texts x on x.to_number = s.phone and x.direction = 'outbound'
     where s.campaign_id = $1 group by s.phone`,
    [campaignId],
  );
  expect(texts).toHaveLength(CONTACTS);
  expect(texts.filter((text) => Number(text.n) !== 1)).toEqual([]);
  expect(
    await count("select count(*) as n from campaign_sends where campaign_id = $1 and status = 'sent'", [campaignId]),
  ).toBe(CONTACTS);
  const [campaign] = await queryRows<{ status: string; total_sent: number }>(
    t.runtime.database,
    'select status, total_sent from campaigns where id = $1',
    [campaignId],
  );
  expect(campaign).toEqual({ status: 'complete', total_sent: CONTACTS });
}

describe.skipIf(testDriver !== 'postgres')('campaign sending across kill -9 and in two processes', () => {
  it('texts each of 1,000 contacts exactly once while the sender is killed 20 times', async () => {
    const campaignId = await paidCampaign('701');
    const env = senderEnv();
    let killedMidSend = 0;
    for (let kill = 0; kill < KILLS; kill += 1) {
      const settled = await claimedSoFar(campaignId);
      const sender = await startSender(env);
      // A loaded machine may take a while to start the sender: the random kill point is counted from its
      // first claim, so each life is killed while it texts rather than while it starts.
      await untilTexting(campaignId, settled);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 400));
      await killNine(sender);
      const unsettled = await count(
        "select count(*) as n from campaign_sends where campaign_id = $1 and status = 'sending'",
        [campaignId],
      );
      if (unsettled > 0) killedMidSend += 1;
    }
    const sentBeforeLastLife = await count(
      "select count(*) as n from campaign_sends where campaign_id = $1 and status = 'sent'",
      [campaignId],
    );
    const last = await startSender(env);
    await untilComplete(campaignId);
    await killNine(last);

    // Kills landed while texts were going out, and the campaign was not finished before the last life.
    expect(killedMidSend).toBeGreaterThan(0);
    expect(sentBeforeLastLife).toBeLessThan(CONTACTS);
    await expectEachTextedOnce(campaignId);
  }, 240_000);

  it('texts each of 1,000 contacts exactly once with two senders on one database', async () => {
    const campaignId = await paidCampaign('702');
    const env = senderEnv(60_000);
    const senders = await Promise.all([startSender(env), startSender(env)]);
    await untilComplete(campaignId);
    await Promise.all(senders.map(killNine));
    await expectEachTextedOnce(campaignId);
  }, 240_000);
});
