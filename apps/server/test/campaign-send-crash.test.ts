import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignMaker, leads } from './campaign-helpers';
import { countersAndRecount } from './campaign-recount';
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
 * Exactly once across kill -9: the sending process (which also takes the carrier's delivery reports, as the
 * worker does) is killed 10 times while it texts a 1,000-contact campaign on PostgreSQL, started again each
 * time, then left to finish. Every contact has exactly one text at the carrier, the ledger says sent for each,
 * and the campaign's sent, delivered and failed counters equal the recount of the ledger, whose delivered and
 * undelivered texts are the carrier's.
 */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Enough that 10 short lives cannot claim them all: the last life always has texts left to send. */
const KILL_TEST_CONTACTS = 1_000;
/** Two senders at once need no more to show they never text anyone twice. */
const TWO_SENDER_CONTACTS = 400;
/** Enough for a few seconds at the shared rate (50 a second). */
const SHARED_RATE_CONTACTS = 300;
const KILLS = 10;
/** Every tenth contact is a landline the sandbox carrier reports undelivered (30006): the failed counter moves too. */
const isLandline = (index: number) => index % 10 === 9;
/**
 * How long after its first claim each life is killed: spread evenly over 0-400 ms in a fixed shuffled order
 * (early, late, middle...), so every run kills at the same points of a life and none is left to chance.
 */
const killAfterMs = (kill: number) => ((kill * 7) % KILLS) * (400 / KILLS);
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
  await removeCompiledEntries();
  await t?.close();
  await testDb?.destroy();
});

async function startSender(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = spawn(process.execPath, await compiledEntry('test/send-loop.ts'), {
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

/**
 * A paid campaign of `contacts` contacts in Sacramento, all sendable in one day: numbers (916) <exchange>-0000 on,
 * every tenth a sandbox landline (500) 306-<run><index>.
 */
async function paidCampaign(exchange: string, run: number, contacts: number): Promise<string> {
  const rows = Array.from({ length: contacts }, (_, index) =>
    isLandline(index)
      ? `Landline,${index},(500) 306-${run}${String(index).padStart(3, '0')},95661`
      : `Lead,${index},(916) ${exchange}-${String(index).padStart(4, '0')},95661`,
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
async function expectEachTextedOnce(campaignId: string, contacts: number) {
  const texts = await queryRows<{ phone: string; n: string }>(
    t.runtime.database,
    `select s.phone, count(x.id) as n from campaign_sends s
     left join sandbox_texts x on x.to_number = s.phone and x.direction = 'outbound'
     where s.campaign_id = $1 group by s.phone`,
    [campaignId],
  );
  expect(texts).toHaveLength(contacts);
  expect(texts.filter((text) => Number(text.n) !== 1)).toEqual([]);
  expect(
    await count("select count(*) as n from campaign_sends where campaign_id = $1 and status = 'sent'", [campaignId]),
  ).toBe(contacts);
  const [campaign] = await queryRows<{ status: string; total_sent: number }>(
    t.runtime.database,
    'select status, total_sent from campaigns where id = $1',
    [campaignId],
  );
  expect(campaign).toEqual({ status: 'complete', total_sent: contacts });
}

/** Ledger rows whose delivery status is not final yet (the sandbox settles a text 3 s after taking it). */
const awaitingReport = (campaignId: string) =>
  count(
    `select count(*) as n from campaign_sends where campaign_id = $1
       and coalesce(delivery_status, '') not in ('delivered', 'undelivered', 'failed')`,
    [campaignId],
  );

/**
 * Once every text's report is in: the delivered and failed counters equal the recount of the ledger, and the
 * ledger's delivered and undelivered texts are the carrier's.
 */
async function expectDeliveriesCounted(campaignId: string, contacts: number) {
  for (let wait = 0; wait < 200 && (await awaitingReport(campaignId)) > 0; wait += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(await awaitingReport(campaignId)).toBe(0);
  const { stored, recount } = await countersAndRecount(t, campaignId);
  const landlines = Array.from({ length: contacts }, (_, index) => index).filter(isLandline).length;
  expect({ delivered: stored.totalDelivered, failed: stored.totalFailed }).toEqual({
    delivered: recount.totalDelivered,
    failed: recount.totalFailed,
  });
  expect(recount).toMatchObject({ totalDelivered: contacts - landlines, totalFailed: landlines });
  const [carrier] = await queryRows<{ delivered: string; undelivered: string }>(
    t.runtime.database,
    `select count(*) filter (where x.status = 'delivered') as delivered,
            count(*) filter (where x.status = 'undelivered') as undelivered
       from sandbox_texts x join campaign_sends s on s.message_id = x.id where s.campaign_id = $1`,
    [campaignId],
  );
  expect({ delivered: Number(carrier!.delivered), failed: Number(carrier!.undelivered) }).toEqual({
    delivered: recount.totalDelivered,
    failed: recount.totalFailed,
  });
}

describe.skipIf(testDriver !== 'postgres')('campaign sending across kill -9 and in two processes', () => {
  it('texts each of 1,000 contacts exactly once and counts every delivery while the sender is killed 10 times', async () => {
    const campaignId = await paidCampaign('701', 1, KILL_TEST_CONTACTS);
    const env = senderEnv();
    let killedMidSend = 0;
    for (let kill = 0; kill < KILLS; kill += 1) {
      const settled = await claimedSoFar(campaignId);
      const sender = await startSender(env);
      // A loaded machine may take a while to start the sender: the kill point is counted from its first
      // claim, so each life is killed while it texts rather than while it starts.
      await untilTexting(campaignId, settled);
      await new Promise((resolve) => setTimeout(resolve, killAfterMs(kill)));
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

    // Kills landed while texts were going out, and the campaign was not finished before the last life.
    expect(killedMidSend).toBeGreaterThan(0);
    expect(sentBeforeLastLife).toBeLessThan(KILL_TEST_CONTACTS);
    await expectEachTextedOnce(campaignId, KILL_TEST_CONTACTS);
    await expectDeliveriesCounted(campaignId, KILL_TEST_CONTACTS);
    await killNine(last);
  }, 240_000);

  it('keeps two senders on one database together within the sender’s rate', async () => {
    const campaignId = await paidCampaign('703', 3, SHARED_RATE_CONTACTS);
    // Each sender alone could go well past the rate (batches of 100). The carrier answers at once, so it stamps each
    // text as the sender's turn allows it: a simulated answer time of 25 ms, under load, moved stamps 20 ms and more
    // past the turn, across a second's edge.
    const env = { ...senderEnv(60_000), SEND_LOOP_RATE: '50', SEND_LOOP_BATCH: '100', SEND_LOOP_CARRIER_MS: '0' };
    const senders = await Promise.all([1, 2].map(() => startSender(env)));
    await untilComplete(campaignId);
    await Promise.all(senders.map(killNine));
    await expectEachTextedOnce(campaignId, SHARED_RATE_CONTACTS);
    // The texts the carrier took, by second of the shared clock: 50 a second at most, besides the 25 the bucket
    // holds at the start, so the 300 take some seconds.
    const seconds = await queryRows<{ n: string }>(
      t.runtime.database,
      `select count(*) as n from sandbox_texts x join campaign_sends s on s.message_id = x.id
       where s.campaign_id = $1 group by date_trunc('second', x.created_date) `,
      [campaignId],
    );
    expect(Math.max(...seconds.map((second) => Number(second.n)))).toBeLessThanOrEqual(75);
    expect(seconds.length).toBeGreaterThanOrEqual(Math.floor((SHARED_RATE_CONTACTS - 25) / 50));
  }, 240_000);

  it('texts each of 400 contacts exactly once and counts every delivery with two senders on one database', async () => {
    const campaignId = await paidCampaign('702', 2, TWO_SENDER_CONTACTS);
    const env = senderEnv(60_000);
    const senders = await Promise.all([startSender(env), startSender(env)]);
    await untilComplete(campaignId);
    await expectEachTextedOnce(campaignId, TWO_SENDER_CONTACTS);
    // The senders stay up until the last reports are in: both take them, each counted once.
    await expectDeliveriesCounted(campaignId, TWO_SENDER_CONTACTS);
    await Promise.all(senders.map(killNine));
  }, 240_000);
});
