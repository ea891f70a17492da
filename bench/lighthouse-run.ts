// One Lighthouse run of one URL: a fresh headless Chromium (/usr/bin/chromium, or CHROMIUM_PATH) launched by
// chrome-launcher on a fresh profile folder, Lighthouse's default config (mobile: a Moto G Power sized screen,
// simulated throttling of a slow 4G network and a 4x slower CPU), the performance and accessibility categories
// only. Chromium is stopped and its profile removed afterwards.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { CHROMIUM_PATH, CHROMIUM_QUIET_FLAGS } from './chromium';
import { track } from './shutdown';

/** Chromium as root, headless, on a closed network (--user-data-dir is added per run). */
export const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', ...CHROMIUM_QUIET_FLAGS];
export const CATEGORIES = ['performance', 'accessibility'];
/** Besides the categories: the page's uncaught errors, so a page whose app failed to start is not scored. */
const AUDITS = ['errors-in-console'];

/** The uncaught exceptions Lighthouse saw on the page (console errors and failed requests are left out). */
function exceptionsOf(lhr: Result): string[] {
  const details = lhr.audits['errors-in-console']?.details;
  const items = details && 'items' in details ? (details.items as { source?: unknown; description?: unknown }[]) : [];
  return items.filter((item) => item.source === 'exception').map((item) => String(item.description));
}

export async function runLighthouse(url: string): Promise<Result> {
  const userDataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'roost-lighthouse-'));
  try {
    const chrome = await launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: CHROMIUM_FLAGS,
      userDataDir, // chrome-launcher passes it as --user-data-dir
      handleSIGINT: false, // shutdown.ts stops the tracked process on Ctrl-C
      logLevel: 'silent',
    });
    track(chrome.process);
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        onlyCategories: CATEGORIES,
        onlyAudits: AUDITS,
        logLevel: 'error',
      });
      if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
      const { lhr } = result;
      if (lhr.runtimeError)
        throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const exceptions = exceptionsOf(lhr);
      if (exceptions.length) throw new Error(`the page threw, so its figures are not kept: ${exceptions.join('; ')}`);
      return lhr;
    } finally {
      chrome.kill();
    }
  } finally {
    await fs.rm(userDataDir, { recursive: true, force: true, maxRetries: 3 });
  }
}
