import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignMaker, leads } from './campaign-helpers';
import { compiledEntry, removeCompiledEntries } from './compiled-entry';
import { startFakeTwilio, twilioSignature, FAKE_TWILIO, type FakeTwilio } from './fake-twilio';
import { testHomesDataset } from './fixtures/homes-dataset';
import { identityEnv } from './identity-helpers';
import {
  createTestApp,
  createTestDatabase,
  queryRows,
  testDriver,
  type TestApp,
  type TestDatabase,
  waitFor,
} from './test-database';
import { testEnv } from './test-templates';

/**
 * Graceful restarts: an API process, a worker and a process of both roles share one PostgreSQL while a campaign
 * texts its contacts and contacts reply. Each is sent SIGTERM 10 times, started again each time, with requests in
 * flight. Every stop exits 0 within 10 s, every request is answered (or, sent after the listener closed, refused),
 * and the carrier took each text exactly once, each reply is stored once and its loan officer e-mailed once.
 */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESTARTS = 10;
/**
 * More than the senders get through in their lives (each texts for the part of its life after its first tick, at
 * the shared SENDER_RATE a second): sending is still going when the restarts end.
 */
const CONTACTS = 600;
const SENDER_RATE = 8;
const STOP_LIMIT_MS = 10_000;
const METRICS_TOKEN = 'graceful-restart-scrape-token';
/** Monday 2099-03-02, 9am in California: inside the recipients' allowed hours. */
const MORNING = '2099-03-02T17:00:00Z';
/**
 * How long each life runs before its SIGTERM (a sender's then waits for the carrier's next text): past the worker's
 * first tick (2 s after start), spread over 2.2-3.1 s in a fixed order, none left to chance.
 */
const lifeMs = (life: number) => 2_200 + ((life * 7) % RESTARTS) * 100;

type Role = 'api' | 'worker' | 'all';

interface Stop {
  role: Role;
  code: number | null;
  ms: number;
}

/** What became of one HTTP request: its status, or the error code of a request that got no answer. */
interface Outcome {
  what: string;
  status?: number;
  error?: string;
}

const running = new Set<ChildProcess>();
const stops: Stop[] = [];
const outcomes: Outcome[] = [];
const loggedErrors: string[] = [];
let testDb: TestDatabase;
let t: TestApp;
let twilio: FakeTwilio;
const ports: Partial<Record<Role, number>> = {};
/** Which processes are up and not stopping: where a load balancer would send requests. */
const serving = new Set<Role>();

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const publicUrl = (role: Role) => `http://127.0.0.1:${ports[role]}`;

beforeAll(async () => {
  if (testDriver !== 'postgres') return;
  testDb = await createTestDatabase();
  t = await createTestApp(identityEnv, { seed: true, database: testDb.database });
  twilio = await startFakeTwilio();
  ports.api = await freePort();
  ports.all = await freePort();
  ports.worker = await freePort();
});
afterAll(async () => {
  for (const child of running) child.kill('SIGKILL');
  await removeCompiledEntries();
  await twilio?.close();
  await t?.close();
  await testDb?.destroy();
});

/** Starts the real server in a role; resolves once it serves (or, a worker, once it works). */
async function start(role: Role, env: Record<string, string> = {}): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...(await compiledEntry('src/main.ts')), `--role=${role}`], {
    cwd: serverDir,
    env: {
      ...process.env,
      ...testEnv,
      ...identityEnv,
      ...twilio.env,
      LOG_LEVEL: 'info',
      DATABASE_URL: testDb.url!,
      HOST: '127.0.0.1',
      PORT: String(ports[role] ?? 0),
      PUBLIC_URL: publicUrl(role === 'worker' ? 'api' : role),
      INIT_CWD: serverDir,
      HOMES_DATASET_FILE: testHomesDataset,
      TEXTING_CLOCK_START: MORNING,
      SMS_SENDER_RATE_PER_SECOND: String(SENDER_RATE),
      LINE_TYPE_PROVIDER: 'off',
      METRICS_TOKEN,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.on('exit', () => running.delete(child));
  let output = '';
  return new Promise((resolve, reject) => {
    const look = (chunk: Buffer) => {
      output += chunk.toString();
      if (/Roost .* using PostgreSQL/.test(output)) resolve(child);
      // What a child logs as an error (work cut off by its stop, say) is kept for an assertion.
      for (const line of chunk.toString().split('\n'))
        if (/"level":(50|60)/.test(line)) loggedErrors.push(`${role}: ${line}`);
      if (output.length > 100_000) output = output.slice(-10_000);
    };
    child.stdout!.on('data', look);
    child.stderr!.on('data', look);
    child.on('exit', (code, signal) => reject(new Error(`${role} exited (${code ?? signal}) at start:\n${output}`)));
  });
}

/** SIGTERM, and how the process ended and how long it took. */
function terminate(role: Role, child: ChildProcess): Promise<void> {
  const sentAt = Date.now();
  return new Promise((resolve) => {
    child.on('exit', (code) => {
      stops.push({ role, code, ms: Date.now() - sentAt });
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** One request on a connection of its own (no kept-alive socket to be closed under it); never throws. */
function request(
  what: string,
  port: number,
  options: { method: string; path: string; headers?: Record<string, string>; body?: string },
): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = http.request({ host: '127.0.0.1', port, agent: false, ...options }, (response) => {
      response.resume();
      response.on('end', () => resolve({ what, status: response.statusCode }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ what, error: error.code ?? error.message }));
    req.end(options.body);
  }).then((outcome) => {
    outcomes.push(outcome as Outcome);
    return outcome as Outcome;
  });
}

let replyCount = 0;
const replies: { sid: string; from: string }[] = [];

/**
 * A contact's reply as Twilio sends it, to whichever HTTP process is up: sent again (as Twilio's failover
 * would) until one took it.
 */
async function reply(from: string) {
  replyCount += 1;
  const sid = `SMreply${String(replyCount).padStart(26, '0')}`;
  replies.push({ sid, from });
  const params = { MessageSid: sid, From: from, To: FAKE_TWILIO.fromNumber, Body: `Yes, call me ${replyCount}` };
  for (;;) {
    const up = (['api', 'all'] as const).filter((one) => serving.has(one));
    const role = up[replies.length % Math.max(1, up.length)];
    if (!role) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      continue;
    }
    const path = '/api/notifications/twilio/inbound';
    const outcome = await request('reply', ports[role]!, {
      method: 'POST',
      path,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': twilioSignature(`${publicUrl(role)}${path}`, params),
      },
      body: new URLSearchParams(params).toString(),
    });
    if (outcome.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const campaignRead = (role: Role, campaignId: string, cookie: string) =>
  request('campaign read', ports[role]!, {
    method: 'GET',
    path: `/api/site/campaign/${campaignId}`,
    headers: { cookie },
  });

/**
 * Resolves as the carrier takes its next text: sending must be under way. Up to 30 s: on a loaded machine the other
 * sender may be starting while this one's first tick waits for its start-up.
 */
async function nextText() {
  const sent = twilio.sent().length;
  await waitFor(async () => (twilio.sent().length > sent ? true : undefined), {
    what: 'the next text',
    timeoutMs: 30_000,
    intervalMs: 5,
  });
}

/** The texts a worker's own /metrics says it handed the carrier, summed over its lives (each starts at 0). */
let workerScrapedTexts = 0;

/** The worker's listener, as Prometheus and a liveness probe use it just before its SIGTERM. */
async function scrapeWorker() {
  expect((await request('worker probe', ports.worker!, { method: 'GET', path: '/api/health/live' })).status).toBe(200);
  const body = await new Promise<string>((resolve, reject) => {
    http
      .get(
        {
          host: '127.0.0.1',
          port: ports.worker,
          path: '/metrics',
          headers: { authorization: `Bearer ${METRICS_TOKEN}` },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve(text));
        },
      )
      .on('error', reject);
  });
  for (const line of body.split('\n'))
    if (line.startsWith('roost_texts_handed_total{')) workerScrapedTexts += Number(line.split(' ').at(-1));
}

/** Restarts one role RESTARTS times, with reads in flight at each SIGTERM; leaves it stopped. */
async function restartLoop(role: Role, inFlight: () => Promise<unknown>) {
  for (let life = 0; life < RESTARTS; life += 1) {
    const child = await start(role);
    serving.add(role);
    await new Promise((resolve) => setTimeout(resolve, lifeMs(life)));
    // A sender is stopped as a text goes out: mid-send, whatever a loaded machine did to its start.
    if (role !== 'api') await nextText();
    if (role === 'worker') await scrapeWorker();
    // Requests under way as SIGTERM arrives: each must be answered.
    const requests = role === 'worker' ? [] : Array.from({ length: 4 }, inFlight);
    serving.delete(role);
    await terminate(role, child);
    await Promise.all(requests);
  }
}

const count = async (sql: string, values: unknown[] = []) =>
  Number((await queryRows<{ n: string }>(t.database, sql, values))[0]!.n);

/**
 * Waits until the count the query makes is `n`: up to 20 s, well within the minute after which a claim a stopped
 * process left behind is taken over, so work cut off by a stop rather than finished or handed back shows.
 */
const untilCount = (what: string, n: number, sql: string, values: unknown[] = []) =>
  waitFor(async () => ((await count(sql, values)) === n ? true : undefined), { what, timeoutMs: 20_000 });

describe.skipIf(testDriver !== 'postgres')('graceful restarts', () => {
  it('loses and repeats nothing while each role is sent SIGTERM 10 times during sending and replies', async () => {
    const maker = await campaignMaker(t);
    const rows = Array.from(
      { length: CONTACTS },
      (_, index) => `Lead,${index},(916) 704-${String(index).padStart(4, '0')},95661`,
    );
    const campaignId = await maker.paidCampaign(leads(rows), { messagesPerDay: '5000' });
    const cookie = maker.officer.cookie;

    // Replies come from contacts whose text is recorded as sent (a reply faster than that is no reply to it), a
    // few every 300 ms while the processes restart.
    let restarting = true;
    const replying = (async () => {
      const replied = new Set<string>();
      const pending: Promise<void>[] = [];
      while (restarting) {
        const texted = (
          await queryRows<{ phone: string }>(
            t.database,
            "select phone from campaign_sends where campaign_id = $1 and status = 'sent'",
            [campaignId],
          )
        ).map((row) => row.phone);
        for (const from of texted.filter((to) => !replied.has(to)).slice(0, 3)) {
          replied.add(from);
          pending.push(reply(from));
        }
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
      await Promise.all(pending);
    })();
    const started = Date.now();
    await Promise.all([
      restartLoop('api', () => campaignRead('api', campaignId, cookie)),
      restartLoop('all', () => campaignRead('all', campaignId, cookie)),
      restartLoop('worker', async () => undefined),
    ]);
    const restartsTook = Date.now() - started;
    const sentDuringRestarts = twilio.sent().length;
    // The rest goes quickly: the sender's rate only paced sending across the restarts.
    const last = await start('all', { SMS_SENDER_RATE_PER_SECOND: '100' });
    serving.add('all');
    restarting = false;
    await replying;

    // Left to finish: the campaign, the replies' handling and their e-mails.
    await untilCount(
      'the campaign to complete',
      1,
      "select count(*) as n from campaigns where id = $1 and status = 'complete'",
      [campaignId],
    );
    await untilCount(
      'every reply to be handled',
      0,
      'select count(*) as n from inbound_texts where handled_at is null',
    );
    await untilCount(
      'every reply e-mail to go',
      0,
      'select count(*) as n from reply_notices where pending_since is not null',
    );
    serving.delete('all');
    await terminate('all', last);

    // Sending spanned the restarts (every sender's stop came as a text went out, nextText): texts were left after.
    expect(sentDuringRestarts).toBeLessThan(CONTACTS);
    expect(replies.length).toBeGreaterThan(10);

    // Every stop was clean and quick, and nothing was cut off on the way (no process logged an error).
    expect(loggedErrors).toEqual([]);
    expect(stops).toHaveLength(3 * RESTARTS + 1);
    expect(stops.filter((stop) => stop.code !== 0 || stop.ms >= STOP_LIMIT_MS)).toEqual([]);

    // Every request was answered: the reads under way at each SIGTERM, and the replies (a refusal at connect,
    // after the listener closed, is the only other outcome a sender may see; it sends again elsewhere).
    const reads = outcomes.filter((outcome) => outcome.what === 'campaign read');
    expect(reads).toHaveLength(2 * RESTARTS * 4);
    expect(reads.filter((outcome) => outcome.status !== 200)).toEqual([]);
    expect(outcomes.filter((outcome) => outcome.status !== undefined && outcome.status !== 200)).toEqual([]);
    expect(outcomes.filter((outcome) => outcome.error !== undefined && outcome.error !== 'ECONNREFUSED')).toEqual([]);

    // The worker's counters were readable: the texts it handed over show in its own scrapes.
    expect(workerScrapedTexts).toBeGreaterThan(0);
    expect(outcomes.filter((outcome) => outcome.what === 'worker probe')).toHaveLength(RESTARTS);

    // The carrier's ledger is the database's: each contact texted exactly once, none lost, none twice.
    const ledger = twilio.sent();
    const perNumber = new Map<string, number>();
    for (const text of ledger) perNumber.set(text.to, (perNumber.get(text.to) ?? 0) + 1);
    expect([...perNumber.values()].filter((n) => n !== 1)).toEqual([]);
    const sent = await queryRows<{ phone: string }>(
      t.database,
      "select phone from campaign_sends where campaign_id = $1 and status = 'sent'",
      [campaignId],
    );
    expect(sent).toHaveLength(CONTACTS);
    expect(new Set(ledger.map((text) => text.to))).toEqual(new Set(sent.map((row) => row.phone)));

    // Each reply stored exactly once, and its loan officer e-mailed once per replying contact.
    const stored = await queryRows<{ sid: string; n: string }>(
      t.database,
      `select r.sid, count(m.id) as n from unnest($1::text[]) as r(sid)
       left join messages m on m.carrier_message_id = r.sid and m.direction = 'inbound' group by r.sid`,
      [replies.map((one) => one.sid)],
    );
    expect(stored.filter((row) => row.n !== '1')).toEqual([]);
    expect(stored).toHaveLength(replies.length);
    expect(
      await count(
        `select count(*) as n from outbox_mails
         where "to" = $1 and subject ~ '(replied to your text|sent [0-9]+ replies)$'`,
        [maker.officer.email],
      ),
    ).toBe(replies.length);
    const slowest = Math.max(...stops.map((stop) => stop.ms));
    console.info(
      `${stops.length} stops in ${restartsTook} ms (slowest ${slowest} ms), ${sentDuringRestarts} of ${CONTACTS} texts ` +
        `sent during them, ${replies.length} replies`,
    );
  }, 360_000);
});
