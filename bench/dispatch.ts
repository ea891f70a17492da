// Campaign sending on PostgreSQL: a 20,000-contact campaign texted to the sandbox
// carrier by one process (the real sender: claim, opt-out check, render, store, carrier, record), beside a
// ceiling measured in the same run: the sandbox carrier's own writes alone, at the same concurrency. Three
// runs; the median is reported beside the goal. Usage: DATABASE_URL=postgres://... npm run bench:dispatch
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../apps/server/src/config';
import { dispatchDepsOf, dispatchTick } from '../apps/server/src/modules/messaging/testing';
import { createRuntime, type Runtime } from '../apps/server/src/runtime';
import { prepareDatabase } from './databases';
import { repoRoot, resultsDir } from './paths';
import { BENCH_ORGANIZATION, BENCH_OWNER, textingOwnerStatements } from './texting-owner';

const GOAL_PER_SECOND = 2_000;
const CONTACTS = Number(process.env.BENCH_DISPATCH_CONTACTS ?? 20_000);
const BATCH = 2_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const smallHomes = path.join(repoRoot, 'apps/server/test/fixtures/homes-sample.csv.gz');
const NOW = new Date('2099-03-02T17:00:00Z');

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const round = (value: number) => Math.round(value);

async function exec(runtime: Runtime, text: string, values: unknown[] = []) {
  return runtime.database.sql.executeSql(text, values);
}

/** A paid campaign starting today (the fake clock's Monday) with CONTACTS contacts in Sacramento. */
async function seedCampaign(runtime: Runtime, run: number): Promise<string> {
  for (const statement of textingOwnerStatements) await exec(runtime, statement);
  const templateId = `bench-template-${run}`;
  await exec(
    runtime,
    `insert into message_templates (id, name, description, body) values ($1, 'Bench', 'Bench',
     'Hi {{firstName}}, rates dropped this week. See your numbers: {{shortLink}} Reply STOP to opt out')`,
    [templateId],
  );
  const { rows } = await exec(
    runtime,
    `insert into campaigns (name, type, status, template_id, start_date, end_date, days_of_week, messages_per_day, owner_id,
       team_id)
     values ($1, 'Refi', 'new', $2, '2099-03-02', '2099-03-31', 'Sun,Mon,Tue,Wed,Thurs,Fri,Sat', 1000000, $3, $4)
     returning id`,
    [`Bench ${run}`, templateId, BENCH_OWNER, BENCH_ORGANIZATION],
  );
  const campaignId = String(rows[0]!.id);
  await exec(
    runtime,
    `insert into campaign_contacts (campaign_id, first_name, phone_number, zip)
     select $1, 'Lead' || n, '+1916' || lpad((${run} * 1000000 + n)::text, 7, '0'), '95661'
     from generate_series(1, $2::int) as n`,
    [campaignId, CONTACTS],
  );
  // The sender texts only numbers whose consent is recorded: one upload grant each, as a launch records.
  await exec(
    runtime,
    `insert into consent_events (scope, phone, effect, kind, campaign_id, actor_id)
     select $2, phone_number, 'grant', 'upload', campaign_id, $3
     from campaign_contacts where campaign_id = $1`,
    [campaignId, `org:${BENCH_ORGANIZATION}`, BENCH_OWNER],
  );
  return campaignId;
}

async function sendRun(runtime: Runtime, config: ReturnType<typeof loadConfig>, run: number) {
  const campaignId = await seedCampaign(runtime, run);
  const deps = { ...dispatchDepsOf({ database: runtime.database, config }, () => NOW), batchSize: BATCH };
  const started = performance.now();
  let sent = 0;
  while (sent < CONTACTS) {
    const report = await dispatchTick(deps);
    sent += report.sent;
    if (report.sent === 0 && report.started === 0) break;
  }
  const seconds = (performance.now() - started) / 1000;
  const { rows } = await exec(
    runtime,
    `select count(*)::int as sent, (select total_sent from campaigns where id = $1) as counter,
       (select count(*)::int from sandbox_texts t join campaign_sends s on s.phone = t.to_number
        where s.campaign_id = $1) as texts
     from campaign_sends where campaign_id = $1 and status = 'sent'`,
    [campaignId],
  );
  return { seconds, perSecond: sent / seconds, check: rows[0] };
}

/** The ceiling: the sandbox carrier's inserts alone, 16 at a time like the sender. */
async function ceilingRun(runtime: Runtime, config: ReturnType<typeof loadConfig>) {
  const { carrier } = dispatchDepsOf({ database: runtime.database, config }, () => NOW);
  const started = performance.now();
  for (let start = 0; start < CONTACTS; start += 16) {
    await Promise.all(
      Array.from({ length: Math.min(16, CONTACTS - start) }, (_, index) =>
        carrier.send({ to: `+1530${String(start + index).padStart(7, '0')}`, body: 'ceiling' }),
      ),
    );
  }
  return CONTACTS / ((performance.now() - started) / 1000);
}

async function main() {
  if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL (a PostgreSQL server) is required');
  const database = await prepareDatabase('postgres', process.env.DATABASE_URL);
  const config = loadConfig({ ...database.env, LOG_LEVEL: 'warn', NODE_ENV: 'production', APP_MODE: 'demo' });
  const runtime = await createRuntime(config, { seed: false, homesDatasetFile: smallHomes });
  try {
    const runs = [];
    const ceilings = [];
    for (let run = 1; run <= RUNS; run += 1) {
      runs.push(await sendRun(runtime, config, run));
      ceilings.push(await ceilingRun(runtime, config));
    }
    const perSecond = round(median(runs.map((run) => run.perSecond)));
    const result = {
      bench: 'dispatch',
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, load: os.loadavg() },
      contacts: CONTACTS,
      batch: BATCH,
      runs: runs.map((run) => ({
        seconds: Math.round(run.seconds * 100) / 100,
        perSecond: round(run.perSecond),
        check: run.check,
      })),
      medianPerSecond: perSecond,
      goalPerSecond: GOAL_PER_SECOND,
      goalMet: perSecond >= GOAL_PER_SECOND,
      ceilingCarrierWritesPerSecond: round(median(ceilings)),
    };
    console.log(
      `dispatch: median ${perSecond} texts/s (runs ${result.runs.map((run) => run.perSecond).join(', ')}; goal >= ${GOAL_PER_SECOND}: ${result.goalMet ? 'met' : 'not met'}); ceiling: the carrier's writes alone ${result.ceilingCarrierWritesPerSecond}/s`,
    );
    for (const run of result.runs) console.log(`  check: ${JSON.stringify(run.check)}`);
    await fs.mkdir(resultsDir, { recursive: true });
    const out = path.join(resultsDir, `${result.date.replace(/[:.]/g, '-')}-dispatch-postgres.json`);
    await fs.writeFile(out, `${JSON.stringify(result, null, 2)}\n`);
    console.log(`written ${path.relative(repoRoot, out)}`);
  } finally {
    await runtime.close();
    await database.cleanup();
  }
}

await main();
