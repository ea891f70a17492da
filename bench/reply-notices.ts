// Reply e-mails on PostgreSQL: 1,000 contacts of a texted campaign reply within one minute (one every 60 ms,
// through the real handling of an incoming text), while the reply e-mail worker runs on the messaging worker's
// 2-second tick; the lag of each reply is the time from its arrival to its e-mail in the outbox. Goal: p99 under
// 60 s. Ceiling measured in the same run: the outbox's writes alone (the least an e-mail costs). Three runs; the
// median is reported. Usage: DATABASE_URL=postgres://... npm run bench:reply-notices
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../apps/server/src/config';
import {
  inboundDepsOf,
  receiveText,
  replyNoticeDepsOf,
  SANDBOX_FROM,
  sendReplyNotices,
} from '../apps/server/src/modules/messaging/testing';
import { createRuntime, type Runtime } from '../apps/server/src/runtime';
import { prepareDatabase } from './databases';
import { repoRoot, resultsDir } from './paths';

const REPLIES = Number(process.env.BENCH_REPLIES ?? 1_000);
const WINDOW_MS = 60_000;
const TICK_MS = 2_000;
const GOAL_P99_MS = 60_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const LOAN_OFFICER = 'loanofficer@demo.roost.local';
const smallHomes = path.join(repoRoot, 'apps/server/test/fixtures/homes-sample.csv.gz');

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const exec = (runtime: Runtime, text: string, values: unknown[] = []) => runtime.database.sql.executeSql(text, values);
const phoneOf = (run: number, n: number) => `+1916${String(run * 100_000 + n).padStart(7, '0')}`;

/** A campaign of the demo loan officer whose REPLIES contacts were texted (the send ledger says so). */
async function seedTextedCampaign(runtime: Runtime, run: number) {
  const owner = await exec(runtime, 'select id from users where email = $1', [LOAN_OFFICER]);
  const ownerId = owner.rows[0]?.id;
  if (!ownerId) throw new Error(`the demo data has no ${LOAN_OFFICER}`);
  const { rows } = await exec(
    runtime,
    `insert into campaigns (name, type, status, start_date, end_date, days_of_week, messages_per_day, owner_id)
     values ($1, 'Refi', 'active', current_date, current_date + 30, 'Mon,Tue,Wed,Thu,Fri', 1000, $2) returning id`,
    [`Replies ${run}`, ownerId],
  );
  const campaignId = String(rows[0]!.id);
  await exec(
    runtime,
    `insert into campaign_contacts (campaign_id, first_name, last_name, phone_number, zip, status, sent_at)
     select $1, 'Lead' || n, 'Bench', '+1916' || lpad(($2::int * 100000 + n)::text, 7, '0'), '95661', 'Sent', now()
     from generate_series(1, $3::int) as n`,
    [campaignId, run, REPLIES],
  );
  await exec(
    runtime,
    `insert into campaign_sends (campaign_id, contact_id, phone, status, body, sent_at)
     select campaign_id, id, phone_number, 'sent', 'Rates dropped: want a quote?', now() from campaign_contacts
     where campaign_id = $1`,
    [campaignId],
  );
}

async function replyRun(runtime: Runtime, config: ReturnType<typeof loadConfig>, run: number) {
  await seedTextedCampaign(runtime, run);
  const services = { ...runtime, config };
  const inbound = inboundDepsOf(services);
  const notices = replyNoticeDepsOf(services);
  const arrived = new Map<string, number>();
  let replying = true;
  // The messaging worker's tick, as module.ts runs it.
  const worker = (async () => {
    while (replying || (await pendingNotices(runtime)) > 0) {
      await sendReplyNotices(notices);
      await sleep(TICK_MS);
    }
  })();
  const started = Date.now();
  for (let n = 1; n <= REPLIES; n += 1) {
    const due = started + ((n - 1) * WINDOW_MS) / REPLIES;
    if (due > Date.now()) await sleep(due - Date.now());
    const from = phoneOf(run, n);
    arrived.set(from, Date.now());
    await receiveText(inbound, { from, to: SANDBOX_FROM, body: 'What rate could I get?', messageId: `SMb${run}x${n}` });
  }
  replying = false;
  await worker;
  const { rows } = await exec(
    runtime,
    `select text, extract(epoch from created_at) * 1000 as at from outbox_mails
     where idempotency_key like 'reply-notice:%' and created_at >= to_timestamp($1::double precision / 1000)`,
    [started],
  );
  const lags: number[] = [];
  for (const row of rows) {
    const phone = /\((\+\d+)\)/.exec(String(row.text))?.[1];
    const at = phone ? arrived.get(phone) : undefined;
    if (at !== undefined) lags.push(Number(row.at) - at);
  }
  return {
    mails: lags.length,
    p50Ms: Math.round(percentile(lags, 50)),
    p99Ms: Math.round(percentile(lags, 99)),
    maxMs: Math.round(Math.max(...lags)),
  };
}

async function pendingNotices(runtime: Runtime): Promise<number> {
  const { rows } = await exec(runtime, 'select count(*)::int as n from reply_notices where pending_since is not null');
  return Number(rows[0]!.n);
}

/** The ceiling: REPLIES e-mails written to the outbox one after another, nothing else. */
async function ceilingRun(runtime: Runtime, run: number) {
  const started = performance.now();
  for (let n = 1; n <= REPLIES; n += 1) {
    await runtime.mail.send({
      to: 'ceiling@bench.local',
      subject: 'ceiling',
      text: 'ceiling',
      html: '<p>ceiling</p>',
      idempotencyKey: `ceiling:${run}:${n}`,
    });
  }
  return (performance.now() - started) / REPLIES;
}

async function main() {
  if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL (a PostgreSQL server) is required');
  const database = await prepareDatabase('postgres', process.env.DATABASE_URL);
  const config = loadConfig({ ...database.env, LOG_LEVEL: 'warn', NODE_ENV: 'production', APP_MODE: 'demo' });
  const runtime = await createRuntime(config, { seed: true, homesDatasetFile: smallHomes });
  try {
    const runs = [];
    const ceilings = [];
    for (let run = 1; run <= RUNS; run += 1) {
      runs.push(await replyRun(runtime, config, run));
      ceilings.push(await ceilingRun(runtime, run));
    }
    const p99 = median(runs.map((r) => r.p99Ms));
    const result = {
      bench: 'reply-notices',
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, load: os.loadavg() },
      replies: REPLIES,
      windowMs: WINDOW_MS,
      runs,
      medianP99Ms: p99,
      goalP99Ms: GOAL_P99_MS,
      goalMet: p99 < GOAL_P99_MS && runs.every((r) => r.mails === REPLIES),
      ceilingMsPerMail: Math.round(median(ceilings) * 100) / 100,
    };
    console.log(
      `reply-notices: lag p99 median ${(p99 / 1000).toFixed(1)} s (runs ${runs.map((r) => `${(r.p99Ms / 1000).toFixed(1)} s, ${r.mails} mails`).join('; ')}; goal < 60 s: ${result.goalMet ? 'met' : 'not met'}); ceiling: ${result.ceilingMsPerMail} ms per outbox mail`,
    );
    await fs.mkdir(resultsDir, { recursive: true });
    const out = path.join(resultsDir, `${result.date.replace(/[:.]/g, '-')}-reply-notices-postgres.json`);
    await fs.writeFile(out, `${JSON.stringify(result, null, 2)}\n`);
    console.log(`written ${path.relative(repoRoot, out)}`);
  } finally {
    await runtime.close();
    await database.cleanup();
  }
}

await main();
