// The sender's rate across processes, on PostgreSQL: 1 API and 3 worker processes (the compiled server,
// --role=api and --role=worker) send one campaign to the sandbox carrier with SMS_SENDER_RATE_PER_SECOND set; the
// bench counts the carrier's texts each second from outside for 60 s and reports the rate beside the configured one.
// Two cases: one sender at 50 a second, and a pool of 10 senders (a Messaging Service) at 20 a second each. After
// each run: no number texted twice, and the ledger's sent texts are the carrier's (nothing lost).
// Usage: DATABASE_URL=postgres://... npm run bench:sender-rate (builds first); BENCH_RUNS (3), BENCH_RATE_SECONDS (60).
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { PRODUCTION_NODE_FLAGS } from '../apps/server/src/production-flags';
import { prepareDatabase } from './databases';
import { repoRoot, resultsDir, serverEntry } from './paths';
import { gitInfo, machineInfo } from './report';
import { benchServerEnv, startServer } from './server-process';
import { registerCleanup, runCleanup, stopOnInterrupt, stopProcess, track } from './shutdown';
import { BENCH_ORGANIZATION, BENCH_OWNER, textingOwnerStatements } from './texting-owner';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SECONDS = Number(process.env.BENCH_RATE_SECONDS ?? 60);
const WORKERS = 3;
/** Texting opens at 9am in California on the campaign's first day, whenever the bench runs. */
const CLOCK_START = '2099-03-02T17:00:00Z';
const CASES = [
  { name: 'one sender at 50/s', perSecond: 50, pool: 1 },
  { name: '10 senders at 20/s each', perSecond: 20, pool: 10 },
];
const TOLERANCE = 0.05;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** A paid campaign, starting on the texting clock's first day, with enough contacts for the run and a margin. */
async function seedCampaign(client: pg.Client, run: string, contacts: number): Promise<string> {
  for (const statement of textingOwnerStatements) await client.query(statement);
  await client.query(
    `insert into message_templates (id, name, description, body) values ($1, 'Bench', 'Bench',
     'Hi {{firstName}}, rates dropped this week. Reply STOP to opt out') on conflict do nothing`,
    [`rate-${run}`],
  );
  const { rows } = await client.query<{ id: string }>(
    `insert into campaigns (name, type, status, template_id, start_date, end_date, days_of_week, messages_per_day,
       owner_id, team_id)
     values ($1, 'Refi', 'new', $2, '2099-03-02', '2099-03-31', 'Sun,Mon,Tue,Wed,Thurs,Fri,Sat', 1000000, $3, $4)
     returning id`,
    [`Rate ${run}`, `rate-${run}`, BENCH_OWNER, BENCH_ORGANIZATION],
  );
  const campaignId = rows[0]!.id;
  await client.query(
    `insert into campaign_contacts (campaign_id, first_name, phone_number, zip)
     select $1, 'Lead' || n, '+1916' || lpad(($3::int * 100000 + n)::text, 7, '0'), '95661'
     from generate_series(1, $2::int) as n`,
    [campaignId, contacts, Number(run.replace(/\D/g, ''))],
  );
  await client.query(
    `insert into consent_events (scope, phone, effect, kind, campaign_id, actor_id)
     select $2, phone_number, 'grant', 'upload', campaign_id, $3 from campaign_contacts where campaign_id = $1`,
    [campaignId, `org:${BENCH_ORGANIZATION}`, BENCH_OWNER],
  );
  return campaignId;
}

/** A worker process (--role=worker) on any free port (it serves only its probes there): up once it says so. */
async function startWorker(settings: Record<string, string>): Promise<ChildProcess> {
  const child = track(
    spawn(process.execPath, [...PRODUCTION_NODE_FLAGS, serverEntry, '--role=worker'], {
      cwd: repoRoot,
      env: benchServerEnv(0, { ...settings, LOG_LEVEL: 'info' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('job worker')) resolve();
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) =>
      reject(new Error(`a worker exited during start-up (${code}): ${output.slice(-2000)}`)),
    );
  });
  return child;
}

const textsOf = async (client: pg.Client, campaignId: string) =>
  Number(
    (
      await client.query<{ n: string }>(
        `select count(*) as n from sandbox_texts x join campaign_sends s on s.message_id = x.id
         where s.campaign_id = $1`,
        [campaignId],
      )
    ).rows[0]!.n,
  );

async function rateRun(
  databaseEnv: Record<string, string>,
  client: pg.Client,
  rateCase: (typeof CASES)[number],
  run: string,
) {
  const configured = rateCase.perSecond * rateCase.pool;
  const campaignId = await seedCampaign(client, run, Math.ceil(configured * (SECONDS + 20) * 1.2));
  await client.query('delete from sender_rates');
  const settings = {
    ...databaseEnv,
    SMS_SENDER_RATE_PER_SECOND: String(rateCase.perSecond),
    SMS_SENDER_POOL_SIZE: String(rateCase.pool),
    TEXTING_CLOCK_START: CLOCK_START,
  };
  const api = await startServer('postgres', settings, undefined, ['--role=api']);
  const workers = await Promise.all(Array.from({ length: WORKERS }, () => startWorker(settings)));
  try {
    // From the first texts on, a few seconds to settle, then the carrier's count each second for the window.
    while ((await textsOf(client, campaignId)) === 0) await new Promise((resolve) => setTimeout(resolve, 200));
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const first = { at: performance.now(), texts: await textsOf(client, campaignId) };
    const perSecond: number[] = [];
    let last = first;
    while (performance.now() - first.at < SECONDS * 1000) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const now = { at: performance.now(), texts: await textsOf(client, campaignId) };
      perSecond.push(Math.round(((now.texts - last.texts) * 1000) / (now.at - last.at)));
      last = now;
    }
    const measured = ((last.texts - first.texts) * 1000) / (last.at - first.at);
    return { configured, measured: Math.round(measured * 10) / 10, perSecond, campaignId };
  } finally {
    await Promise.all([...workers, api.child].map((child) => stopProcess(child)));
    // Its texts left unsent would share the sender's rate with the next run's campaign.
    await client.query("update campaigns set status = 'paused' where id = $1", [campaignId]);
  }
}

/** After the processes stopped: no number texted twice, and every text the ledger says sent is the carrier's. */
async function exactlyOnce(client: pg.Client, campaignId: string) {
  const { rows } = await client.query<{ duplicates: string; sent: string; carrier: string }>(
    `select
       (select count(*) from (select x.to_number from sandbox_texts x join campaign_sends s on s.phone = x.to_number
          where s.campaign_id = $1 group by x.to_number having count(*) > 1) d) as duplicates,
       (select count(*) from campaign_sends where campaign_id = $1 and status = 'sent') as sent,
       (select count(*) from sandbox_texts x join campaign_sends s on s.message_id = x.id where s.campaign_id = $1)
         as carrier`,
    [campaignId],
  );
  const row = rows[0]!;
  return { duplicates: Number(row.duplicates), lost: Number(row.carrier) - Number(row.sent) };
}

async function main() {
  if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL (a PostgreSQL server) is required');
  stopOnInterrupt();
  const database = await prepareDatabase('postgres', process.env.DATABASE_URL);
  registerCleanup(database.cleanup);
  // The API process migrates the new database; the bench then seeds through its own connection.
  const migrating = await startServer('postgres', database.env, undefined, ['--role=api']);
  await stopProcess(migrating.child);
  const client = new pg.Client({ connectionString: database.env.DATABASE_URL });
  await client.connect();
  const closeClient = () => client.end();
  registerCleanup(closeClient);
  try {
    await measure(database.env, client);
  } finally {
    await runCleanup(closeClient);
    await runCleanup(database.cleanup);
  }
}

async function measure(databaseEnv: Record<string, string>, client: pg.Client) {
  const results = [];
  for (const [index, rateCase] of CASES.entries()) {
    const runs = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const result = await rateRun(databaseEnv, client, rateCase, `${index + 1}${run}`);
      runs.push({ ...result, ...(await exactlyOnce(client, result.campaignId)) });
      const last = runs.at(-1)!;
      console.log(
        `${rateCase.name}, run ${run}: ${last.measured}/s against ${last.configured}/s; ` +
          `${last.duplicates} numbers texted twice, ${last.lost} texts lost`,
      );
    }
    const measured = median(runs.map((run) => run.measured));
    const configured = rateCase.perSecond * rateCase.pool;
    const within = Math.abs(measured - configured) <= configured * TOLERANCE;
    results.push({
      case: rateCase.name,
      configured,
      medianPerSecond: measured,
      goal: `${configured} +/- ${TOLERANCE * 100}%, 0 duplicate, 0 lost`,
      goalMet: within && runs.every((run) => run.duplicates === 0 && run.lost === 0),
      runs: runs.map(({ campaignId: _, ...run }) => run),
    });
    console.log(
      `${rateCase.name}: median ${measured}/s against ${configured}/s (goal +/- ${TOLERANCE * 100}%: ${within ? 'met' : 'not met'})`,
    );
  }
  const report = {
    bench: 'sender-rate',
    date: new Date().toISOString(),
    machine: machineInfo(),
    git: gitInfo(),
    processes: { api: 1, workers: WORKERS },
    seconds: SECONDS,
    results,
  };
  await fs.mkdir(resultsDir, { recursive: true });
  const out = path.join(resultsDir, `${report.date.replace(/[:.]/g, '-')}-sender-rate-postgres.json`);
  await fs.writeFile(out, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`written ${path.relative(repoRoot, out)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
