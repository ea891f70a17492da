// Lead import (campaigns brief, figures): a 100,000-row CSV with messy phones POSTed multipart to
// /api/site/campaign/contacts/parse on the production server (a child process, as `npm start` runs it), on
// PGlite and, with DATABASE_URL, on PostgreSQL. Each figure is the median of 3 runs of the whole request
// (upload, parse, validate, store), beside the goal and beside a ceiling measured in the same run: the
// same file streamed through csv-parse alone in this process. The server's RSS is sampled from
// /proc/<pid>/status during the imports. Usage: npm run bench:import
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { signInForToken } from './auth';
import { prepareDatabase, type Driver } from './databases';
import { repoRoot, resultsDir } from './paths';
import { rssMb, sampleRss } from './rss';
import { startServer } from './server-process';
import { stopProcess } from './shutdown';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const GOAL_SECONDS: Record<Driver, number> = { postgres: 3, pglite: 10 };
const RSS_GOAL_MB = 300;
const ACCOUNT = 'loanofficer@demo.roost.local';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const round = (value: number, places = 2) => Math.round(value * 10 ** places) / 10 ** places;

/** A seeded generator (mulberry32), so every run sends the same file. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const FIRST = ['Ana', 'Bo', 'Cara', 'Dev', 'José', 'Fay', 'Gus', 'Hana', 'Ivan', 'Jo', 'Kai', 'Lena', 'Max', 'Nia'];
const LAST = ['Lee', 'Smith', 'García', 'Nguyen', 'Patel', 'Kim', "O'Brien", 'Lopez', 'Khan', 'Silva'];
const STREETS = ['Oak St', 'Elm Ave', 'Pine Ct', 'Cedar Ln', 'Maple Dr', 'Lone Mill St', 'River Rd, Apt 4'];
const CITIES = ['Auburn', 'Roseville', 'Rocklin', 'Sacramento', 'Folsom', 'Davis'];
const AREAS = ['916', '530', '707', '415', '510', '209'];

/** Phones as CRMs export them: five shapes, some invalid, some missing, some repeated. */
function phoneCell(next: () => number, row: number, earlier: string[]): string {
  const roll = next();
  if (roll < 0.04) return '';
  if (roll < 0.08) return `555-${String(row % 10_000).padStart(4, '0')}`; // too short
  if (roll < 0.12 && earlier.length > 0) return earlier[Math.floor(next() * earlier.length)]!;
  const area = AREAS[row % AREAS.length]!;
  const exchange = String(200 + Math.floor(next() * 800));
  const line = String(Math.floor(next() * 10_000)).padStart(4, '0');
  const shapes = [
    `(${area}) ${exchange}-${line}`,
    `${area}.${exchange}.${line}`,
    `+1 ${area} ${exchange} ${line}`,
    `${area}${exchange}${line}`,
    `${area}-${exchange}-${line}`,
  ];
  const phone = shapes[row % shapes.length]!;
  if (earlier.length < 1_000) earlier.push(phone);
  return phone;
}

const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

function leadFile(rows: number): Buffer {
  const next = random(20_261_124);
  const earlier: string[] = [];
  const lines = ['First Name,Last Name,Cell Phone,Street Address,City,State,Zip,Email,Loan Amount,Home Value,Lender'];
  for (let row = 0; row < rows; row++) {
    const first = FIRST[row % FIRST.length]!;
    const last = LAST[Math.floor(next() * LAST.length)]!;
    const loan = Math.floor(100 + next() * 900) * 1000;
    lines.push(
      [
        first,
        last,
        phoneCell(next, row, earlier),
        `${100 + (row % 9900)} ${STREETS[row % STREETS.length]}`,
        CITIES[row % CITIES.length]!,
        'CA',
        `95${String(row % 1000).padStart(3, '0')}`,
        row % 3 === 0 ? '' : `${first.toLowerCase()}.${row}@example.com`,
        `$${loan.toLocaleString('en-US')}`,
        `${loan + 150_000}`,
        row % 2 === 0 ? 'First Bank' : 'Sierra Credit Union',
      ]
        .map(quote)
        .join(','),
    );
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
}

const COLS = [
  ['firstName', 'First Name'],
  ['lastName', 'Last Name'],
  ['phoneNumber', 'Cell Phone'],
  ['address', 'Street Address'],
  ['city', 'City'],
  ['state', 'State'],
  ['zip', 'Zip'],
  ['email', 'Email'],
  ['loanAmount', 'Loan Amount'],
  ['homeValue', 'Home Value'],
  ['lender', 'Lender'],
].map(([supportedColumn, column], index) => ({ supportedColumn, column, index }));

/** The ceiling: the same bytes, in the same 64 KB chunks, through csv-parse alone. */
async function csvParseAlone(file: Buffer): Promise<number> {
  const started = performance.now();
  let records = 0;
  const chunks = (function* () {
    for (let offset = 0; offset < file.length; offset += 65_536) yield file.subarray(offset, offset + 65_536);
  })();
  for await (const _record of Readable.from(chunks).pipe(parse({ relax_column_count: true, trim: true }))) records++;
  if (records !== ROWS + 1) throw new Error(`csv-parse read ${records} records`);
  return (performance.now() - started) / 1000;
}

async function importOnce(baseUrl: string, token: string, file: Buffer, pid: number) {
  const form = new FormData();
  form.append('cols', JSON.stringify(COLS));
  form.append('file', new Blob([file], { type: 'text/csv' }), 'bench-leads.csv');
  const sampler = sampleRss(pid, 25);
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/site/campaign/contacts/parse`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await response.json()) as { report?: Record<string, unknown>; errorMessage?: string };
  const seconds = (performance.now() - started) / 1000;
  const peakRss = await sampler.stop();
  if (response.status !== 200 || !body.report) {
    throw new Error(`import answered ${response.status}: ${body.errorMessage ?? 'no report'}`);
  }
  return { seconds, peakRssMb: round(peakRss, 1), report: body.report };
}

async function benchDriver(driver: Driver, file: Buffer) {
  const database = await prepareDatabase(driver, process.env.DATABASE_URL);
  const server = await startServer(driver, database.env);
  try {
    const pid = server.child.pid!;
    const token = await signInForToken(server.baseUrl, ACCOUNT);
    const idleRssMb = round((await rssMb(pid)) ?? 0, 1);
    const runs = [];
    const ceilings = [];
    for (let run = 0; run < RUNS; run++) {
      runs.push(await importOnce(server.baseUrl, token, file, pid));
      ceilings.push(await csvParseAlone(file));
    }
    const medianSeconds = round(median(runs.map((run) => run.seconds)));
    const peakRssMb = Math.max(...runs.map((run) => run.peakRssMb));
    return {
      driver,
      database: database.details,
      startupMs: server.startupMs,
      idleRssMb,
      runsSeconds: runs.map((run) => round(run.seconds)),
      medianSeconds,
      goalSeconds: GOAL_SECONDS[driver],
      goalMet: medianSeconds <= GOAL_SECONDS[driver],
      ceilingCsvParseAloneSeconds: round(median(ceilings)),
      ceilingRunsSeconds: ceilings.map((value) => round(value)),
      peakRssMb,
      rssGoalMb: RSS_GOAL_MB,
      rssGoalMet: peakRssMb <= RSS_GOAL_MB,
      report: runs[0]!.report,
    };
  } finally {
    await stopProcess(server.child);
    await database.cleanup();
  }
}

async function main() {
  const drivers: Driver[] = process.env.DATABASE_URL ? ['postgres', 'pglite'] : ['pglite'];
  await fs.mkdir(resultsDir, { recursive: true });
  const file = leadFile(ROWS);
  const date = new Date().toISOString();
  console.log(`lead file: ${ROWS.toLocaleString('en-US')} rows, ${round(file.length / 2 ** 20, 1)} MB`);
  for (const driver of drivers) {
    const result = await benchDriver(driver, file);
    const { report } = result;
    console.log(
      `${driver}: median ${result.medianSeconds} s (runs ${result.runsSeconds.join(', ')}; goal <= ${result.goalSeconds} s: ` +
        `${result.goalMet ? 'met' : 'not met'}); csv-parse alone ${result.ceilingCsvParseAloneSeconds} s; ` +
        `server RSS peak ${result.peakRssMb} MB (idle ${result.idleRssMb}; goal <= ${RSS_GOAL_MB} MB: ` +
        `${result.rssGoalMet ? 'met' : 'not met'})`,
    );
    console.log(
      `  rows ${String(report.rows)}: valid ${String(report.valid)}, missing ${String(report.missingRequired)}, ` +
        `invalid ${String(report.invalidPhone)}, duplicate ${String(report.duplicate)}, opted out ${String(report.optedOut)}`,
    );
    const out = path.join(resultsDir, `${date.replace(/[:.]/g, '-')}-import-${driver}.json`);
    const machine = {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      loadAverage: os.loadavg(),
    };
    await fs.writeFile(
      out,
      `${JSON.stringify({ date, machine, rows: ROWS, fileBytes: file.length, runs: RUNS, ...result }, null, 2)}\n`,
    );
    console.log(`written ${path.relative(repoRoot, out)}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
