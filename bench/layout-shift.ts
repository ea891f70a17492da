// Cumulative Layout Shift of the pages Lighthouse found shifting: /pmi-removal/{id} and the purchase
// options (/payment/options?payment=3500, the payment in the session as the site keeps it), and of the home page
// (whose sections' forms load in chunks of their own), loaded in Chromium
// (/usr/bin/chromium, or CHROMIUM_PATH) from the production server on a fresh PGlite database, on Lighthouse's
// phone (412x823) and desktop (1350x940) screens. Layout-shift entries are recorded by a PerformanceObserver from
// the first byte until the page's content has been on screen for 2 s; CLS is the largest session window, as
// Lighthouse and Chrome count it. The first PMI load computes the home's record (the slow path), later ones read
// it. BENCH_RUNS (default 3) loads per page and screen; BENCH_CPU_SLOWDOWN (default 1) slows the CPU as
// Lighthouse's devtools throttling does; BENCH_WEB_DIST_DIR serves another build of the web app (an older
// commit's, to compare). Usage: npm run bench:layout-shift (builds first).
import { CHROMIUM_PATH, CHROMIUM_QUIET_FLAGS } from './chromium';
import fs from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { emptySessionState } from '@roost/domain';
import { prepareDatabase } from './databases';
import { repoRoot, resultsDir } from './paths';
import { PURCHASE_PAYMENT, publicPages } from './public-pages';
import { startServer } from './server-process';
import { stopProcess } from './shutdown';

const GOAL_CLS = 0.05;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 1);
const SETTLE_MS = 2_000;
const CONTENT_TIMEOUT_MS = 60_000;

const screens = {
  phone: {
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
  },
  desktop: { viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
} as const;

interface PageUnderTest {
  name: string;
  path: string;
  /** The session the page is opened with (sessionStorage 'roost.session'). */
  session?: Record<string, unknown>;
  /** Resolves once the page's content (not its loading state) is shown. */
  content: (page: Page) => Promise<void>;
}

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface Shift {
  value: number;
  startTime: number;
  sources: { node: string; previousRect: Rect; currentRect: Rect }[];
}

/**
 * Recorded in the page before any script of the site runs. A string, not a function: tsx names functions
 * with a helper the page does not have.
 */
const OBSERVE_LAYOUT_SHIFTS = `
  const describe = (node) => {
    if (!node) return '(removed)';
    if (!(node instanceof Element)) return node.nodeName;
    const label = node.getAttribute('aria-label') || node.id || '';
    const text = (node.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 40);
    return node.tagName.toLowerCase() + (label ? '[' + label + ']' : '') + (text ? ' "' + text + '"' : '');
  };
  window.layoutShifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.layoutShifts.push({
        value: entry.value,
        startTime: entry.startTime,
        sources: entry.sources.map((source) => ({
          node: describe(source.node),
          previousRect: source.previousRect.toJSON(),
          currentRect: source.currentRect.toJSON(),
        })),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

/** The largest session window: shifts less than 1 s apart, a window at most 5 s long. */
export function cumulativeLayoutShift(shifts: readonly Shift[]): number {
  let largest = 0;
  let current = 0;
  let windowStart = 0;
  let previous = -Infinity;
  for (const shift of [...shifts].sort((a, b) => a.startTime - b.startTime)) {
    if (shift.startTime - previous >= 1_000 || shift.startTime - windowStart >= 5_000) {
      current = 0;
      windowStart = shift.startTime;
    }
    current += shift.value;
    previous = shift.startTime;
    largest = Math.max(largest, current);
  }
  return largest;
}

async function measure(browser: Browser, baseUrl: string, screen: keyof typeof screens, target: PageUnderTest) {
  const context = await browser.newContext({ ...screens[screen], baseURL: baseUrl });
  try {
    const page = await context.newPage();
    if (CPU_SLOWDOWN > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    }
    if (target.session) {
      await page.addInitScript({
        content: `sessionStorage.setItem('roost.session', ${JSON.stringify(JSON.stringify(target.session))});`,
      });
    }
    await page.addInitScript({ content: OBSERVE_LAYOUT_SHIFTS });
    const started = Date.now();
    await page.goto(target.path);
    await target.content(page);
    const contentMs = Date.now() - started;
    await page.waitForTimeout(SETTLE_MS);
    const shifts = (await page.evaluate('window.layoutShifts')) as Shift[];
    return { cls: Math.round(cumulativeLayoutShift(shifts) * 10_000) / 10_000, contentMs, shifts };
  } finally {
    await context.close();
  }
}

async function main() {
  const { home, pmiRemoval, purchaseOptions } = publicPages();
  const pages: PageUnderTest[] = [
    {
      ...home,
      // The last part to arrive: its sections' forms load in chunks of their own.
      content: (page) => page.getByRole('form', { name: 'Contact us' }).waitFor({ timeout: CONTENT_TIMEOUT_MS }),
    },
    {
      ...pmiRemoval,
      content: (page) => page.getByText('Estimated Value').first().waitFor({ timeout: CONTENT_TIMEOUT_MS }),
    },
    {
      ...purchaseOptions,
      session: { ...emptySessionState, payment: PURCHASE_PAYMENT },
      content: (page) => page.getByRole('list', { name: 'Purchase options' }).waitFor({ timeout: CONTENT_TIMEOUT_MS }),
    },
  ];

  const database = await prepareDatabase('pglite', undefined);
  const webDistDir = process.env.BENCH_WEB_DIST_DIR;
  const server = await startServer('pglite', { ...database.env, ...(webDistDir ? { WEB_DIST_DIR: webDistDir } : {}) });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_QUIET_FLAGS });
  const results = [];
  try {
    for (const target of pages) {
      for (const screen of Object.keys(screens) as (keyof typeof screens)[]) {
        const runs = [];
        for (let run = 0; run < RUNS; run++) runs.push(await measure(browser, server.baseUrl, screen, target));
        const worst = Math.max(...runs.map((r) => r.cls));
        results.push({ page: target.name, path: target.path, screen, worstCls: worst, runs });
        console.log(
          `${target.name.padEnd(18)} ${screen.padEnd(8)} CLS ${runs.map((r) => r.cls.toFixed(4)).join(' / ')}` +
            `  worst ${worst.toFixed(4)} (goal < ${GOAL_CLS}: ${worst < GOAL_CLS ? 'met' : 'not met'})`,
        );
        for (const shift of runs.flatMap((r) => r.shifts).filter((s) => s.value >= 0.001)) {
          console.log(
            `      ${shift.value.toFixed(4)} at ${Math.round(shift.startTime)} ms: ${shift.sources.map((s) => s.node).join(', ')}`,
          );
        }
      }
    }
  } finally {
    await browser.close();
    await stopProcess(server.child);
    await database.cleanup();
  }

  const date = new Date().toISOString();
  await fs.mkdir(resultsDir, { recursive: true });
  const out = path.join(resultsDir, `${date.replace(/[:.]/g, '-')}-layout-shift.json`);
  const worst = Math.max(...results.map((r) => r.worstCls));
  const report = {
    date,
    goal: { cls: GOAL_CLS, met: worst < GOAL_CLS },
    webDistDir: webDistDir ?? 'apps/web/dist',
    cpuSlowdown: CPU_SLOWDOWN,
    screens,
    results,
  };
  await fs.writeFile(out, `${JSON.stringify(report, null, 2)}\n`);
  console.log(
    `Worst CLS ${worst.toFixed(4)} (goal < ${GOAL_CLS}: ${worst < GOAL_CLS ? 'met' : 'not met'}); written ${path.relative(repoRoot, out)}`,
  );
}

await main();
