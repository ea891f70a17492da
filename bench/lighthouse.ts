// Lighthouse on the public pages: /, /pmi-removal/{id}, /payment/options?payment=3500 and
// /payment/search (public-pages.ts), served by the production server (apps/server/dist/main.js, as `npm start`
// runs it) on a fresh PGlite database in demo mode, and a static calibration page (calibration-page.ts) in the same
// rounds, so a low score of a loaded machine can be told from a slow page. Lighthouse 12's default config (mobile,
// simulated throttling), performance and accessibility only, a fresh Chromium per run (lighthouse-run.ts).
// BENCH_WARMUP_ROUNDS (1) rounds first, not kept (the first PMI load computes the home's record); then BENCH_RUNS
// (3) rounds over all pages in turn. The build (apps/web/dist, or BENCH_WEB_DIST_DIR) is copied to a temp folder
// beside it first and served from there, so a rebuild during the run cannot change what is measured. Prints each
// round, the medians beside the goals (performance >= 95, accessibility 100, TBT < 200 ms, CLS < 0.05) and the top
// diagnostics of each page's median run; writes results/<timestamp>-lighthouse.json (figures only).
// BENCH_LIGHTHOUSE_REPORTS=<folder> also keeps every full report there. BENCH_BASELINE_DIR=<a built checkout of
// another commit> also serves that checkout's web build with its own server (apps/server/dist/main.js) on its own
// database, measures its pages in the same rounds ("Home (baseline)") and sets each page's medians beside the
// baseline's with the checks of CHECKS. Usage: npm run bench:lighthouse (from the root: builds first).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startCalibrationServer } from './calibration-page';
import { prepareDatabase } from './databases';
import { figuresOf, type RunFigures } from './lighthouse-figures';
import { CHROMIUM_PATH } from './chromium';
import { CATEGORIES, CHROMIUM_FLAGS, runLighthouse } from './lighthouse-run';
import { repoRoot, resultsDir, serverEntry, serverEntryOf } from './paths';
import { seedHomeReports } from './home-reports';
import { publicPages, type PublicPage } from './public-pages';
import { withSeedSql } from './seed-sql';
import { gitInfo, machineInfo } from './report';
import { BENCH_SERVER_ENV, type RunningServer, type ServerBuild, StartError, startServer } from './server-process';
import { registerCleanup, runCleanup, stopOnInterrupt, stopProcess } from './shutdown';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const WARMUP_ROUNDS = Number(process.env.BENCH_WARMUP_ROUNDS ?? 1);
const REPORTS_DIR = process.env.BENCH_LIGHTHOUSE_REPORTS;
const GOALS = { performance: 95, accessibility: 100, tbtMs: 200, cls: 0.05 };
const TOP_FINDINGS = 3;
/** A folder given in the environment, from where npm was run (npm runs the script in bench/). */
const givenFolder = (folder: string | undefined) =>
  folder ? path.resolve(process.env.INIT_CWD ?? process.cwd(), folder) : undefined;
const BASELINE_DIR = givenFolder(process.env.BENCH_BASELINE_DIR);
/** The new build's page against the same page of the baseline, on the medians. */
const CHECKS = { lcpOverCalibrationMs: 500, mainThreadCut: 0.3, accessibility: 100, cls: 0.05 };
/** A campaign contact's own page (seeded: home-reports.ts) beside the home page, on the medians of one run. */
const LEAD_PAGE_CHECKS = { performanceBelowHome: 3, lcpOverHomeMs: 500 };
/** BENCH_PAGES=home,homeReport measures only those pages (keys of publicPages() and homeReport; calibration always). */
const ONLY_PAGES = process.env.BENCH_PAGES?.split(',').map((page) => page.trim());

interface Target {
  name: string;
  url: string;
  calibration: boolean;
  /** Served by the baseline's server. */
  baseline: boolean;
  /** The public page (its key in publicPages()); none for the calibration page. */
  page?: string;
  /** The folder of the served build's files (figuresOf's gzip sizes). */
  files: string;
}

interface Run {
  round: number;
  /** The machine's load average (1, 5, 15 min) when the run began. */
  loadAverage: number[];
  seconds: number;
  figures?: RunFigures;
  error?: string;
}

const median = (values: number[]) => {
  const sorted = [...values].filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const loadNow = () => os.loadavg().map((value) => Math.round(value * 100) / 100);
const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const seconds = (ms: number) => (ms / 1000).toFixed(2);
const verdict = (met: boolean) => (met ? 'met' : 'MISSED');

type Figure = Exclude<
  keyof RunFigures,
  'failedAccessibility' | 'findings' | 'lcpElement' | 'runWarnings' | 'jsUncompressed'
>;
const FIGURES: Figure[] = [
  'performance',
  'accessibility',
  'fcpMs',
  'lcpMs',
  'tbtMs',
  'cls',
  'speedIndexMs',
  'mainThreadMs',
  'jsTransferBytes',
  'jsGzipBytes',
  'jsFiles',
  'benchmarkIndex',
];
type Medians = Record<Figure, number>;

function goalsOf(figures: Medians) {
  return {
    performance: figures.performance >= GOALS.performance,
    accessibility: figures.accessibility >= GOALS.accessibility,
    tbt: figures.tbtMs < GOALS.tbtMs,
    cls: figures.cls < GOALS.cls,
  };
}

function printTable(header: string[], rows: string[][]) {
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => (row[i] ?? '').length)));
  const format = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(format(row));
}

const FIGURE_HEADER = ['page', 'perf', 'a11y', 'FCP s', 'LCP s', 'TBT ms', 'CLS', 'SI s', 'JS KiB sent', 'JS KiB gz'];
const figureCells = (f: Pick<RunFigures, Figure>) => [
  String(f.performance),
  String(f.accessibility),
  seconds(f.fcpMs),
  seconds(f.lcpMs),
  String(Math.round(f.tbtMs)),
  f.cls.toFixed(3),
  seconds(f.speedIndexMs),
  `${kib(f.jsTransferBytes)} (${f.jsFiles})`,
  kib(f.jsGzipBytes),
];

function printRound(round: number, targets: Target[], runs: Map<Target, Run[]>) {
  console.log(`\nround ${round} of ${RUNS}`);
  const rows = targets.map((target) => {
    const run = runs.get(target)!.find((candidate) => candidate.round === round);
    if (!run?.figures) return [target.name, `FAILED: ${run?.error ?? 'not run'}`];
    const cpu = run.figures.benchmarkIndex === null ? '?' : String(Math.round(run.figures.benchmarkIndex));
    return [target.name, ...figureCells(run.figures), cpu, String(run.loadAverage[0]), String(run.seconds)];
  });
  printTable([...FIGURE_HEADER, 'CPU index', 'load 1m', 'run s'], rows);
}

/** Each figure's median over the runs that completed, and the run whose performance score is the median. */
function summarize(runs: Run[]) {
  const done = runs.flatMap((run) => (run.figures ? [run.figures] : []));
  if (done.length === 0) return undefined;
  const medians = Object.fromEntries(
    FIGURES.map((figure) => [figure, median(done.map((f) => f[figure] ?? NaN))]),
  ) as Medians;
  const byScore = [...done].sort((a, b) => a.performance - b.performance || a.lcpMs - b.lcpMs);
  const medianRun = byScore[Math.floor((byScore.length - 1) / 2)]!;
  return { runs: done.length, medians, goals: goalsOf(medians), medianRun };
}

function printSummary(targets: Target[], summaries: Map<Target, ReturnType<typeof summarize>>) {
  console.log(`\nmedians of ${RUNS} runs (each figure's own median) beside the goals`);
  const rows = targets.map((target) => {
    const summary = summaries.get(target);
    if (!summary) return [target.name, 'no run completed'];
    const g = summary.goals;
    return [
      target.name,
      ...figureCells(summary.medians),
      verdict(g.performance),
      verdict(g.accessibility),
      verdict(g.tbt),
      verdict(g.cls),
    ];
  });
  printTable(
    [
      ...FIGURE_HEADER,
      `perf >= ${GOALS.performance}`,
      `a11y ${GOALS.accessibility}`,
      `TBT < ${GOALS.tbtMs}`,
      `CLS < ${GOALS.cls}`,
    ],
    rows,
  );
  console.log(
    '(JS: every script loaded during the run, lazy chunks included; sent = as transferred, brotli; gz = the same ' +
      "files' gzip copies in the build. Initial JS <= 170 KiB gzip of / is npm run bench:initial-js.)",
  );
  for (const target of targets) {
    const run = summaries.get(target)?.medianRun;
    if (!run) continue;
    console.log(`\n${target.name} (median run, performance ${run.performance}): what Lighthouse would fix first`);
    for (const finding of run.findings.slice(0, TOP_FINDINGS)) {
      const savings = Object.entries(finding.metricSavings ?? {})
        .map(([metric, saved]) => `${metric} ${saved}${metric === 'CLS' ? '' : ' ms'}`)
        .join(', ');
      console.log(
        `  - ${finding.id}: ${finding.title}${finding.displayValue ? ` (${finding.displayValue})` : ''}` +
          `${savings ? `; est. savings ${savings}` : ''}`,
      );
    }
    if (run.lcpElement) {
      const phases = Object.entries(run.lcpElement.phases)
        .map(([phase, ms]) => `${phase} ${ms} ms`)
        .join(', ');
      console.log(`  LCP element ${run.lcpElement.element}: ${phases}`);
    }
    if (run.jsUncompressed.length > 0) console.log(`  sent uncompressed: ${run.jsUncompressed.join(', ')}`);
    if (run.failedAccessibility.length > 0)
      console.log(`  accessibility failed: ${run.failedAccessibility.join(', ')}`);
    for (const warning of new Set(run.runWarnings)) console.log(`  Lighthouse warning: ${warning}`);
  }
}

type Checks = ReturnType<typeof checksOf>;

function checksOf(page: Medians, baseline: Medians, calibration: Medians) {
  return {
    lcp: page.lcpMs <= calibration.lcpMs + CHECKS.lcpOverCalibrationMs,
    mainThread: page.mainThreadMs <= baseline.mainThreadMs * (1 - CHECKS.mainThreadCut),
    performance: page.performance >= baseline.performance,
    accessibility: page.accessibility >= CHECKS.accessibility,
    cls: page.cls < CHECKS.cls,
  };
}

interface Comparison {
  name: string;
  medians?: Medians;
  baseline?: Medians;
  checks?: Checks;
}

/** Each public page of the new build beside the same page of the baseline, with the checks. */
function compare(
  targets: Target[],
  summaries: Map<Target, ReturnType<typeof summarize>>,
  calibration: Medians | undefined,
): Comparison[] {
  const mediansOf = (target: Target | undefined) => (target ? summaries.get(target)?.medians : undefined);
  return targets
    .filter((target) => !target.calibration && !target.baseline)
    .map((target) => {
      const medians = mediansOf(target);
      const baseline = mediansOf(targets.find((other) => other.baseline && other.page === target.page));
      const checks = medians && baseline && calibration && checksOf(medians, baseline, calibration);
      return { name: target.name, medians, baseline, checks };
    });
}

function printComparison(comparisons: Comparison[], calibrationLcpMs: number | undefined) {
  console.log(`\nthe new build (first figure) beside the baseline (second), medians of ${RUNS} runs`);
  const pair = (format: (m: Medians) => string) => (c: Comparison) =>
    `${c.medians ? format(c.medians) : '?'} / ${c.baseline ? format(c.baseline) : '?'}`;
  const cells = [
    pair((m) => String(m.performance)),
    pair((m) => String(m.accessibility)),
    pair((m) => seconds(m.lcpMs)),
    pair((m) => String(Math.round(m.tbtMs))),
    pair((m) => m.cls.toFixed(3)),
    pair((m) => String(Math.round(m.mainThreadMs))),
  ];
  const rows = comparisons.map((c) => {
    const checks = c.checks ? Object.values(c.checks).map(verdict) : ['not measured'];
    return [c.name, ...cells.map((cell) => cell(c)), ...checks];
  });
  printTable(
    [
      'page',
      'perf',
      'a11y',
      'LCP s',
      'TBT ms',
      'CLS',
      'main thread ms',
      `LCP <= calibration + ${seconds(CHECKS.lcpOverCalibrationMs)} s`,
      `main thread >= ${CHECKS.mainThreadCut * 100}% below`,
      'perf >= baseline',
      `a11y ${CHECKS.accessibility}`,
      `CLS < ${CHECKS.cls}`,
    ],
    rows,
  );
  console.log(`(calibration page LCP ${calibrationLcpMs === undefined ? '?' : seconds(calibrationLcpMs)} s)`);
}

interface Site {
  /** The web build as given; the server serves a temp copy of it. */
  sourceDist: string;
  /** The copy's files as the browser gets them: client/ of a framework-mode build, else the copy itself. */
  files: string;
  server: RunningServer;
  /** A seeded campaign contact's own page (/home-report/{link id}); not on a baseline, which may not have it. */
  leadPage?: PublicPage;
  stop: () => Promise<void>;
}

const isDirectory = (folder: string) =>
  fs.stat(folder).then(
    (stat) => stat.isDirectory(),
    () => false,
  );

/**
 * Copies a web build to a temp folder beside it (<its folder>/.tmp/, git-ignored), where its server build imports the
 * same node_modules as the original, and starts a server on it, on a fresh PGlite database.
 */
async function startSite(sourceDist: string, build?: ServerBuild, seedLeadPage = false): Promise<Site> {
  const tmp = path.join(path.dirname(sourceDist), '.tmp');
  await fs.mkdir(tmp, { recursive: true });
  const webDist = await fs.mkdtemp(path.join(tmp, 'lighthouse-web-'));
  const removeWebDist = async () => {
    await fs.rm(webDist, { recursive: true, force: true });
    await fs.rmdir(tmp).catch(() => undefined); // only if nothing else is in it
  };
  registerCleanup(removeWebDist);
  const database = await prepareDatabase('pglite', undefined);
  registerCleanup(database.cleanup);
  const cleanup = async () => {
    await runCleanup(database.cleanup);
    await runCleanup(removeWebDist);
  };
  try {
    await fs.cp(sourceDist, webDist, { recursive: true });
    const env = { ...database.env, WEB_DIST_DIR: webDist };
    let server = await startServer('pglite', env, build);
    let leadPage: PublicPage | undefined;
    if (seedLeadPage) {
      // PGlite's folder is the server's alone: stopped after its migrations and demo data, seeded, started again.
      await stopProcess(server.child);
      const [linkId] = await withSeedSql('pglite', database.env, (sql) => seedHomeReports(sql, 20));
      leadPage = { name: "Lead's page", path: `/home-report/${linkId}` };
      server = await startServer('pglite', env, build);
    }
    const client = path.join(webDist, 'client');
    const files = (await isDirectory(client)) ? client : webDist;
    const stop = async () => {
      await stopProcess(server.child);
      await cleanup();
    };
    return { sourceDist, files, server, leadPage, stop };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

async function measure(target: Target, round: number): Promise<Run> {
  const loadAverage = loadNow();
  const started = Date.now();
  try {
    const lhr = await runLighthouse(target.url);
    if (REPORTS_DIR && round > 0) {
      const slug = target.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
      await fs.mkdir(REPORTS_DIR, { recursive: true });
      await fs.writeFile(path.join(REPORTS_DIR, `${slug}-${round}.json`), JSON.stringify(lhr));
    }
    const figures = await figuresOf(lhr, target.files);
    return { round, loadAverage, seconds: Math.round((Date.now() - started) / 1000), figures };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { round, loadAverage, seconds: Math.round((Date.now() - started) / 1000), error: message };
  }
}

async function main() {
  const baselineBuild = BASELINE_DIR ? { entry: serverEntryOf(BASELINE_DIR), cwd: BASELINE_DIR } : undefined;
  for (const entry of [serverEntry, ...(baselineBuild ? [baselineBuild.entry] : [])]) {
    await fs.access(entry).catch(() => {
      throw new Error(`${entry} is missing: run npm run build first (npm ci && npm run build in a baseline)`);
    });
  }
  stopOnInterrupt();
  const startedAt = new Date();
  const machine = machineInfo();
  console.log(
    `lighthouse: ${WARMUP_ROUNDS} warm-up round(s), then ${RUNS} rounds; ${machine.cpus} CPUs, ` +
      `load average ${machine.loadAverage.join(' ')}`,
  );
  const site = await startSite(
    givenFolder(process.env.BENCH_WEB_DIST_DIR) ?? path.join(repoRoot, 'apps/web/dist'),
    undefined,
    true,
  );
  const baseline =
    baselineBuild &&
    (await startSite(path.join(baselineBuild.cwd, 'apps/web/dist'), baselineBuild).catch(async (error: unknown) => {
      await site.stop();
      throw error;
    }));
  const calibration = await startCalibrationServer();
  const pagesOf = (served: Site, isBaseline: boolean): Target[] =>
    Object.entries({ ...publicPages(), ...(served.leadPage ? { homeReport: served.leadPage } : {}) })
      .filter(([page]) => ONLY_PAGES === undefined || ONLY_PAGES.includes(page))
      .map(([page, { name, path: pagePath }]) => ({
        name: isBaseline ? `${name} (baseline)` : name,
        url: `${served.server.baseUrl}${pagePath}`,
        calibration: false,
        baseline: isBaseline,
        page,
        files: served.files,
      }));
  const targets: Target[] = [
    { name: 'Calibration', url: calibration.url, calibration: true, baseline: false, files: site.files },
    ...pagesOf(site, false),
    ...(baseline ? pagesOf(baseline, true) : []),
  ];
  const runs = new Map<Target, Run[]>(targets.map((target) => [target, []]));
  const warmups: Run[] = [];
  try {
    for (let round = 1; round <= WARMUP_ROUNDS; round++) {
      for (const target of targets) {
        const run = await measure(target, 0);
        warmups.push(run);
        console.log(
          `warm-up ${round}: ${target.name} ${run.figures ? `performance ${run.figures.performance}` : `FAILED: ${run.error}`} (${run.seconds} s)`,
        );
      }
    }
    for (let round = 1; round <= RUNS; round++) {
      for (const target of targets) runs.get(target)!.push(await measure(target, round));
      printRound(round, targets, runs);
    }
  } finally {
    await calibration.close();
    await site.stop();
    await baseline?.stop();
  }

  const summaries = new Map(targets.map((target) => [target, summarize(runs.get(target)!)]));
  printSummary(targets, summaries);
  const pages = targets.filter((target) => !target.calibration && !target.baseline);
  const allMet = pages.every((target) => {
    const goals = summaries.get(target)?.goals;
    return goals !== undefined && Object.values(goals).every(Boolean);
  });
  console.log(`\ngoals on the ${pages.length} public pages: ${allMet ? 'all met' : 'NOT all met'}`);
  const calibrationMedians = summaries.get(targets.find((target) => target.calibration)!)?.medians;
  const mediansOfPage = (page: string) =>
    summaries.get(targets.find((target) => !target.baseline && target.page === page)!)?.medians;
  const homeMedians = mediansOfPage('home');
  const leadMedians = mediansOfPage('homeReport');
  const leadPage = homeMedians &&
    leadMedians && {
      performance: leadMedians.performance,
      homePerformance: homeMedians.performance,
      lcpMs: leadMedians.lcpMs,
      homeLcpMs: homeMedians.lcpMs,
      checks: {
        performance: leadMedians.performance >= homeMedians.performance - LEAD_PAGE_CHECKS.performanceBelowHome,
        lcp: leadMedians.lcpMs <= homeMedians.lcpMs + LEAD_PAGE_CHECKS.lcpOverHomeMs,
      },
    };
  if (leadPage)
    console.log(
      `\nlead's page beside the home page (medians): performance ${leadPage.performance} / ${leadPage.homePerformance} ` +
        `(within ${LEAD_PAGE_CHECKS.performanceBelowHome} points: ${verdict(leadPage.checks.performance)}), ` +
        `LCP ${seconds(leadPage.lcpMs)} / ${seconds(leadPage.homeLcpMs)} s ` +
        `(at most ${seconds(LEAD_PAGE_CHECKS.lcpOverHomeMs)} s later: ${verdict(leadPage.checks.lcp)})`,
    );
  const comparisons = baseline ? compare(targets, summaries, calibrationMedians) : [];
  const checksMet = comparisons.every((c) => c.checks !== undefined && Object.values(c.checks).every(Boolean));
  if (baseline) {
    printComparison(comparisons, calibrationMedians?.lcpMs);
    console.log(`checks against the baseline: ${checksMet ? 'all met' : 'NOT all met'}`);
  }

  const report = {
    startedAt: startedAt.toISOString(),
    machine,
    loadAverageAtEnd: loadNow(),
    git: gitInfo(),
    server: {
      entry: path.relative(repoRoot, serverEntry),
      env: BENCH_SERVER_ENV,
      database: 'pglite (fresh)',
      webDist: `${path.relative(repoRoot, site.sourceDist)} (served from a copy)`,
      startupMs: site.server.startupMs,
    },
    ...(baseline && {
      baseline: {
        checkout: BASELINE_DIR,
        git: gitInfo(BASELINE_DIR),
        entry: baselineBuild?.entry,
        webDist: `${baseline.sourceDist} (served from a copy)`,
        startupMs: baseline.server.startupMs,
        checks: CHECKS,
        checksMetOnAllPublicPages: checksMet,
        calibrationLcpMs: calibrationMedians?.lcpMs,
        pages: comparisons,
      },
    }),
    settings: {
      runs: RUNS,
      warmupRounds: WARMUP_ROUNDS,
      lighthouse: '12.8 default config (formFactor mobile, throttlingMethod simulate)',
      categories: CATEGORIES,
      chromium: { path: CHROMIUM_PATH, flags: [...CHROMIUM_FLAGS, '--user-data-dir=<fresh temp dir>'] },
      goals: GOALS,
      pages: ONLY_PAGES ?? 'all',
    },
    goalsMetOnAllPublicPages: allMet,
    leadPage: leadPage && { ...leadPage, checkGoals: LEAD_PAGE_CHECKS },
    warmups: warmups.map((run) => ({ ...run, figures: run.figures && { performance: run.figures.performance } })),
    pages: targets.map((target) => {
      const summary = summaries.get(target);
      return {
        name: target.name,
        path: target.calibration ? '(calibration page)' : new URL(target.url).pathname + new URL(target.url).search,
        calibration: target.calibration,
        baseline: target.baseline,
        medians: summary?.medians,
        goals: summary?.goals,
        medianRunRound: summary && runs.get(target)!.find((run) => run.figures === summary.medianRun)?.round,
        runs: runs.get(target),
      };
    }),
  };
  await fs.mkdir(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${startedAt.toISOString().replace(/[:.]/g, '-')}-lighthouse.json`);
  await fs.writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`written ${path.relative(repoRoot, file)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  if (error instanceof StartError) console.error(`server output (end):\n${error.serverOutput}`);
  process.exit(1);
});
