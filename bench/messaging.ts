// Campaign endpoints under load on PostgreSQL: the short-link redirect (GET /l/:id, a
// different contact's link on each request, each click recorded) and the Twilio inbound webhook (POST
// /api/notifications/twilio/inbound, a signed reply from a texted contact on each request), each at 50
// connections against the compiled server, beside the hello-world ceiling at the same connections, in
// the same run. Three runs; medians reported beside the goals (redirect p99 < 20 ms, webhook p99 < 100 ms).
// Usage: DATABASE_URL=postgres://... npm run bench:messaging
import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { prepareDatabase } from './databases';
import { repoRoot, resultsDir } from './paths';
import { figuresOf } from './report';
import { runScenario, type Scenario } from './scenarios';
import { startCeilingServer, startServer } from './server-process';
import { registerCleanup, runCleanup, stopOnInterrupt, stopProcess } from './shutdown';
import { BENCH_ORGANIZATION, BENCH_OWNER, textingOwnerStatements } from './texting-owner';

const CONNECTIONS = 50;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CONTACTS = 5_000;
const GOALS = { redirectP99Ms: 20, webhookP99Ms: 100 };
const AUTH_TOKEN = randomBytes(16).toString('hex');
const OUR_NUMBER = '+19165550100';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Twilio's request signature: HMAC-SHA1 over the URL and the sorted POST parameters, base64. */
function twilioSignature(url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((text, key) => text + key + params[key], url);
  return createHmac('sha1', AUTH_TOKEN).update(Buffer.from(data, 'utf8')).digest('base64');
}

/** A texted campaign of CONTACTS contacts, each with a short link and a sent ledger row. */
async function seed(databaseUrl: string): Promise<{ linkIds: string[]; phones: string[] }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (const statement of textingOwnerStatements) await client.query(statement);
    const { rows } = await client.query<{ id: string }>(
      `insert into campaigns (name, type, status, start_date, end_date, days_of_week, messages_per_day, owner_id, team_id)
       values ('Bench', 'Refi', 'active', '2099-03-02', '2099-03-31', 'Mon', 1000000, $1, $2) returning id`,
      [BENCH_OWNER, BENCH_ORGANIZATION],
    );
    const campaignId = rows[0]!.id;
    await client.query(
      `insert into campaign_contacts (campaign_id, first_name, phone_number, zip, status, sent_at)
       select $1, 'Lead' || n, '+1530' || lpad(n::text, 7, '0'), '95661', 'Sent', now()
       from generate_series(1, $2::int) as n`,
      [campaignId, CONTACTS],
    );
    await client.query(
      `insert into campaign_sends (campaign_id, contact_id, phone, status, body, carrier, message_id, sent_at)
       select campaign_id, id, phone_number, 'sent', 'Hi', 'twilio', 'SM' || md5(id), now()
       from campaign_contacts where campaign_id = $1`,
      [campaignId],
    );
    const links = await client.query<{ id: string; phone: string }>(
      `insert into short_links (id, type_id, contact_id, redirect)
       select substr(md5(c.id), 1, 10), c.campaign_id, c.id, 'https://lender.example/refi'
       from campaign_contacts c where c.campaign_id = $1
       returning id, (select phone_number from campaign_contacts where id = contact_id) as phone`,
      [campaignId],
    );
    return { linkIds: links.rows.map((row) => row.id), phones: links.rows.map((row) => row.phone) };
  } finally {
    await client.end();
  }
}

/** Signed inbound replies, one per contact, as Twilio posts them for a Messaging Service. */
function inboundRequests(baseUrl: string, phones: string[], run: number) {
  const url = `${baseUrl}/api/notifications/twilio/inbound`;
  return phones.map((phone, index) => {
    const params: Record<string, string> = {
      AccountSid: 'ACbench',
      MessagingServiceSid: 'MGbench',
      MessageSid: `SMbench${run}x${index}`,
      From: phone,
      To: OUR_NUMBER,
      Body: 'Yes, call me after 5',
      NumMedia: '0',
      NumSegments: '1',
      ApiVersion: '2010-04-01',
    };
    return {
      body: new URLSearchParams(params).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': twilioSignature(url, params),
      },
    };
  });
}

async function measure(baseUrl: string, scenario: Omit<Scenario, 'connections' | 'description'>) {
  const { result } = await runScenario(baseUrl, { ...scenario, description: scenario.name, connections: CONNECTIONS });
  return figuresOf(result);
}

async function main() {
  if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL (a PostgreSQL server) is required');
  stopOnInterrupt();
  const database = await prepareDatabase('postgres', process.env.DATABASE_URL);
  const cleanup = () => database.cleanup();
  registerCleanup(cleanup);
  const server = await startServer('postgres', {
    ...database.env,
    SMS_PROVIDER: 'twilio',
    TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
    TWILIO_AUTH_TOKEN: AUTH_TOKEN,
    TWILIO_MESSAGING_SERVICE_SID: `MG${'0'.repeat(32)}`,
    // Nothing here is answered by a text (plain replies), so Twilio's API is never called.
    TWILIO_API_BASE_URL: 'http://127.0.0.1:9',
  });
  const ceiling = await startCeilingServer();
  try {
    const { linkIds, phones } = await seed(database.env.DATABASE_URL!);
    const runs: Record<'redirect' | 'webhook' | 'ceiling', ReturnType<typeof figuresOf>>[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const redirect = await measure(server.baseUrl, {
        name: 'redirect',
        method: 'GET',
        path: '/l/:id',
        paths: () => linkIds.map((id) => `/l/${id}`),
      });
      const webhook = await measure(server.baseUrl, {
        name: 'webhook',
        method: 'POST',
        path: '/api/notifications/twilio/inbound',
        variants: inboundRequests(server.baseUrl, phones, run),
      });
      const helloWorld = await measure(ceiling.baseUrl, { name: 'ceiling', method: 'GET', path: '/' });
      runs.push({ redirect, webhook, ceiling: helloWorld });
      console.log(
        `run ${run}: redirect p99 ${redirect.latencyP99Ms} ms (${redirect.requestsPerSecond} req/s, ${JSON.stringify(redirect.statusCodes)}); ` +
          `webhook p99 ${webhook.latencyP99Ms} ms (${webhook.requestsPerSecond} req/s, ${JSON.stringify(webhook.statusCodes)}); ` +
          `hello-world p99 ${helloWorld.latencyP99Ms} ms (${helloWorld.requestsPerSecond} req/s)`,
      );
    }
    const pick = (key: 'redirect' | 'webhook' | 'ceiling', figure: 'latencyP99Ms' | 'requestsPerSecond') =>
      median(runs.map((run) => run[key][figure]));
    const result = {
      bench: 'messaging',
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, load: os.loadavg() },
      connections: CONNECTIONS,
      contacts: CONTACTS,
      runs,
      median: {
        redirectP99Ms: pick('redirect', 'latencyP99Ms'),
        redirectPerSecond: pick('redirect', 'requestsPerSecond'),
        webhookP99Ms: pick('webhook', 'latencyP99Ms'),
        webhookPerSecond: pick('webhook', 'requestsPerSecond'),
        ceilingP99Ms: pick('ceiling', 'latencyP99Ms'),
        ceilingPerSecond: pick('ceiling', 'requestsPerSecond'),
      },
      goals: GOALS,
    };
    const { median: m } = result;
    console.log(
      `redirect: median p99 ${m.redirectP99Ms} ms (goal < ${GOALS.redirectP99Ms}: ${m.redirectP99Ms < GOALS.redirectP99Ms ? 'met' : 'not met'}), ${m.redirectPerSecond} req/s\n` +
        `webhook: median p99 ${m.webhookP99Ms} ms (goal < ${GOALS.webhookP99Ms}: ${m.webhookP99Ms < GOALS.webhookP99Ms ? 'met' : 'not met'}), ${m.webhookPerSecond} req/s\n` +
        `ceiling (hello-world, same run): p99 ${m.ceilingP99Ms} ms, ${m.ceilingPerSecond} req/s`,
    );
    await fs.mkdir(resultsDir, { recursive: true });
    const out = path.join(resultsDir, `${result.date.replace(/[:.]/g, '-')}-messaging-postgres.json`);
    await fs.writeFile(out, `${JSON.stringify(result, null, 2)}\n`);
    console.log(`written ${path.relative(repoRoot, out)}`);
  } finally {
    await stopProcess(ceiling.child);
    await stopProcess(server.child);
    await runCleanup(cleanup);
  }
}

await main();
