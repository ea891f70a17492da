// Admin pages at scale: 100,000 users, stored property records and core log rows, then the
// admin lists' first page, a deep page (row 90,000, reached by following the cursors) and searches and
// filters, each timed in process through the real routes (app.inject, no HTTP) as a signed-in superadmin.
// PGlite by default; PostgreSQL too with DATABASE_URL (a server the bench may create databases on).
// Each figure is the median of 3 runs of 5 requests (ms per request). Usage: npm run bench:admin
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { DEMO_PASSWORD } from '../apps/server/src/modules/user';
import { createRuntime, type Runtime } from '../apps/server/src/runtime';
import { prepareDatabase, type Driver } from './databases';
import { repoRoot, resultsDir } from './paths';

const ROWS = Number(process.env.BENCH_ADMIN_ROWS ?? 100_000);
const DEEP_ROW = Math.floor(ROWS * 0.9);
const RUNS = 3;
const REQUESTS_PER_RUN = 5;
const WALK_PAGE = 100;
const smallHomes = path.join(repoRoot, 'apps/server/test/fixtures/homes-sample.csv.gz');

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const round = (value: number) => Math.round(value * 100) / 100;

/** 100,000 rows of each list, spread over the last 100,000 minutes so pages and date ranges are realistic. */
async function seedRows(runtime: Runtime) {
  const run = (text: string) => runtime.database.sql.executeSql(text);
  const firsts = `array['Ann','Bob','Cara','Dev','Eli','Fay','Gus','Hana','Ivan','Jo','Kai','Lena','Max','Nia','Omar','Pia','Quinn','Rosa','Sam','Tess']`;
  const lasts = `array['Lee','Smith','Garcia','Nguyen','Patel','Kim','Brown','Lopez','Khan','Silva','Moore','Clark','Young','Wright','Hill','Scott','Green','Adams','Baker','Reed']`;
  const streets = `array['Oak St','Elm Ave','Pine Ct','Cedar Ln','Maple Dr','Birch Way','Lone Mill St','Stone Vista Dr','River Rd','Sierra Blvd']`;
  const cities = `array['Auburn','Roseville','Rocklin','Lincoln','Sacramento','Folsom','Davis','Placerville']`;
  const started = performance.now();
  await run(`insert into users (name, email, phone, status, role, email_verified, created_at)
    select (${firsts})[1 + g % 20] || ' ' || (${lasts})[1 + (g * 7) % 20] || ' ' || g,
           'bench.person' || g || '@example.com',
           case when g % 3 = 0 then '+1916' || lpad((g % 10000000)::text, 7, '0') end,
           'active', 'user', true, now() - (g || ' minutes')::interval
    from generate_series(1, ${ROWS}) g`);
  await run(`insert into address_records (id, address, state_code, estimate, loan_balance, source, created_date)
    select 'bench-' || g,
           (100 + g % 9900) || ' ' || (${streets})[1 + g % 10] || ', ' || (${cities})[1 + (g * 3) % 8] || ', CA 95' || lpad((g % 1000)::text, 3, '0'),
           'CA', 300000 + (g % 700) * 1000 + 0.45, case when g % 4 = 0 then null else 150000 + (g % 500) * 700.5 end,
           'sample', now() - (g || ' minutes')::interval
    from generate_series(1, ${ROWS}) g`);
  await run(`insert into core_logs (id, source, action, data, created_at)
    select 'bench-' || g || '-' || (array['error','notice','success'])[1 + g % 3],
           (array['login','confirm','client','signup'])[1 + g % 4],
           (array['error','notice','success'])[1 + g % 3],
           jsonb_build_object('email', 'bench.person' || g || '@example.com', 'reason', 'wrong password', 'ip', '10.0.0.' || g % 250),
           now() - (g || ' minutes')::interval
    from generate_series(1, ${ROWS}) g`);
  return round((performance.now() - started) / 1000);
}

async function signInSuperadmin(app: FastifyInstance): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    headers: { origin: 'http://localhost:3000' },
    payload: { email: 'superadmin@demo.roost.local', password: DEMO_PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`superadmin sign-in answered ${response.statusCode}`);
  const cookie = [response.headers['set-cookie']]
    .flat()
    .filter((value): value is string => Boolean(value))
    .map((value) => value.split(';')[0])
    .join('; ');
  return cookie;
}

interface PageReply {
  hasMore: boolean;
  nextCursor: string | null;
  [list: string]: unknown;
}

async function getPage(app: FastifyInstance, cookie: string, url: string): Promise<PageReply> {
  const response = await app.inject({ method: 'GET', url, headers: { cookie } });
  if (response.statusCode !== 200)
    throw new Error(`${url} answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
  return response.json() as PageReply;
}

/** Follows the cursors 100 rows at a time to the page holding row DEEP_ROW; returns its cursor and the walk's pace. */
async function deepCursor(app: FastifyInstance, cookie: string, listUrl: string) {
  let cursor: string | null = null;
  const started = performance.now();
  const pages = Math.floor(DEEP_ROW / WALK_PAGE);
  for (let page = 0; page < pages; page++) {
    const reply: PageReply = await getPage(
      app,
      cookie,
      `${listUrl}?limit=${WALK_PAGE}${cursor ? `&cursor=${cursor}` : ''}`,
    );
    if (!reply.nextCursor) throw new Error(`${listUrl} ended after ${page + 1} pages`);
    cursor = reply.nextCursor;
  }
  return { cursor: cursor!, walkMsPerPage: round((performance.now() - started) / pages) };
}

interface Scenario {
  name: string;
  url: string;
  /** How many rows the first request answered, as a check that the scenario finds something. */
  expectRows?: boolean;
}

async function timeScenario(app: FastifyInstance, cookie: string, scenario: Scenario) {
  const first = await getPage(app, cookie, scenario.url); // warm-up, not measured
  const rows = Object.values(first).find(Array.isArray)?.length ?? 0;
  if (scenario.expectRows !== false && rows === 0) throw new Error(`${scenario.name} found nothing`);
  const runs: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    for (let request = 0; request < REQUESTS_PER_RUN; request++) await getPage(app, cookie, scenario.url);
    runs.push(round((performance.now() - started) / REQUESTS_PER_RUN));
  }
  return { name: scenario.name, url: scenario.url, rows, runsMsPerRequest: runs, medianMs: median(runs) };
}

async function benchDriver(driver: Driver) {
  const database = await prepareDatabase(driver, process.env.DATABASE_URL);
  const env = { ...database.env, APP_MODE: 'demo', LOG_LEVEL: 'warn', NODE_ENV: 'production' };
  const config = loadConfig({
    ...env,
    SESSION_SECRET: 'bench-admin-pages-session-secret-0123456789abcdef',
    LEAD_WEBHOOK_SECRET: 'bench-admin-pages-webhook-secret-0123456789abcdef',
    OPT_OUT_HASH_SECRET: 'bench-admin-pages-opt-out-hash-secret-0123456789abcdef',
    RATE_LIMIT_PER_MINUTE: '10000000',
    AUTH_RATE_LIMIT_PER_ADDRESS: '10000000',
    AUTH_RATE_LIMIT_PER_EMAIL: '10000000',
  });
  const runtime = await createRuntime(config, { seed: true, homesDatasetFile: smallHomes, pollingIntervalSeconds: 5 });
  const app = await buildApp({ ...config, logLevel: 'silent' }, runtime);
  try {
    const seedSeconds = await seedRows(runtime);
    const cookie = await signInSuperadmin(app);
    // Right after a bulk load the planner has no statistics yet (PGlite until its hourly refresh,
    // PostgreSQL until autovacuum's analyze): the searches it can get wrong, timed before and after.
    const sensitive: Scenario[] = [
      { name: 'users: search every row matches', url: '/api/user/users?limit=25&search=example.com' },
      { name: 'users: search nothing matches', url: '/api/user/users?limit=25&search=zzqq', expectRows: false },
    ];
    const withoutStatistics = [];
    for (const scenario of sensitive) withoutStatistics.push(await timeScenario(app, cookie, scenario));
    await runtime.database.sql.executeSql('vacuum (analyze)');
    const users = await deepCursor(app, cookie, '/api/user/users');
    const addresses = await deepCursor(app, cookie, '/api/core/admin/addresses');
    const logs = await deepCursor(app, cookie, '/api/core/admin/logs');
    // A tenth of the log's time span, half-way back: a date range well away from the newest rows.
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    const rangeFrom = minutesAgo(ROWS * 0.6);
    const rangeTo = minutesAgo(ROWS * 0.5);
    const scenarios: Scenario[] = [
      { name: 'summary: the counts', url: '/api/core/admin/summary', expectRows: false },
      { name: 'users: first page', url: '/api/user/users?limit=25' },
      { name: `users: deep page (row ${DEEP_ROW})`, url: `/api/user/users?limit=25&cursor=${users.cursor}` },
      { name: 'users: search a name (rare)', url: '/api/user/users?limit=25&search=cara%20hill%204242' },
      { name: 'users: search a common part', url: '/api/user/users?limit=25&search=smith' },
      { name: 'users: search every row matches', url: '/api/user/users?limit=25&search=example.com' },
      { name: 'users: search nothing matches', url: '/api/user/users?limit=25&search=zzqq', expectRows: false },
      { name: 'users: search a phone', url: '/api/user/users?limit=25&search=(916)%20000-42' },
      { name: 'addresses: first page', url: '/api/core/admin/addresses?limit=25' },
      {
        name: `addresses: deep page (row ${DEEP_ROW})`,
        url: `/api/core/admin/addresses?limit=25&cursor=${addresses.cursor}`,
      },
      { name: 'addresses: search a house', url: '/api/core/admin/addresses?limit=25&search=4244%20maple%20dr' },
      { name: 'addresses: search a street', url: '/api/core/admin/addresses?limit=25&search=lone%20mill' },
      { name: 'logs: first page', url: '/api/core/admin/logs?limit=25' },
      { name: `logs: deep page (row ${DEEP_ROW})`, url: `/api/core/admin/logs?limit=25&cursor=${logs.cursor}` },
      { name: 'logs: source and action', url: '/api/core/admin/logs?limit=25&source=confirm&action=notice' },
      {
        name: 'logs: a date range half-way back',
        url: `/api/core/admin/logs?limit=25&from=${encodeURIComponent(rangeFrom)}&to=${encodeURIComponent(rangeTo)}`,
      },
      { name: 'logs: filter values', url: '/api/core/admin/logs/filters', expectRows: false },
    ];
    const results = [];
    for (const scenario of scenarios) results.push(await timeScenario(app, cookie, scenario));
    return {
      driver,
      database: database.details,
      rowsPerList: ROWS,
      seedSeconds,
      walkToDeepPageMsPerPage: {
        users: users.walkMsPerPage,
        addresses: addresses.walkMsPerPage,
        logs: logs.walkMsPerPage,
      },
      withoutStatistics,
      scenarios: results,
    };
  } finally {
    await app.close();
    await runtime.close();
    await database.cleanup();
  }
}

async function main() {
  const drivers: Driver[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  await fs.mkdir(resultsDir, { recursive: true });
  const date = new Date().toISOString();
  for (const driver of drivers) {
    console.log(`${driver}: seeding ${ROWS.toLocaleString('en-US')} rows per list...`);
    const result = await benchDriver(driver);
    console.log(
      `${driver}: seeded in ${result.seedSeconds} s; following cursors to row ${DEEP_ROW}, 100 a page: ` +
        `users ${result.walkToDeepPageMsPerPage.users} ms, addresses ${result.walkToDeepPageMsPerPage.addresses} ms, ` +
        `logs ${result.walkToDeepPageMsPerPage.logs} ms per page`,
    );
    for (const scenario of result.withoutStatistics) {
      console.log(`  before analyze: ${scenario.name.padEnd(36)} ${String(scenario.medianMs).padStart(8)} ms`);
    }
    for (const scenario of result.scenarios) {
      console.log(
        `  ${scenario.name.padEnd(36)} ${String(scenario.medianMs).padStart(8)} ms  (runs ${scenario.runsMsPerRequest.join(', ')}; ${scenario.rows} rows)`,
      );
    }
    const file = path.join(resultsDir, `${date.replace(/[:.]/g, '-')}-admin-pages-${driver}.json`);
    const machine = {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
    };
    await fs.writeFile(
      file,
      `${JSON.stringify({ date, machine, runs: RUNS, requestsPerRun: REQUESTS_PER_RUN, ...result }, null, 2)}\n`,
    );
    console.log(`written ${path.relative(repoRoot, file)}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
