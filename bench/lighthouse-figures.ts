// The figures the Lighthouse bench keeps of a report (never the whole report): scores, metrics, the scripts
// loaded (as transferred, and the same files' gzip copies from the build), the failed accessibility audits and
// the performance diagnostics that fail, in the order Lighthouse's own report lists them.
import fs from 'node:fs/promises';
import path from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import type { Result } from 'lighthouse';
import { z } from 'zod';
const round = (value: number, places = 0) => Math.round(value * 10 ** places) / 10 ** places;

export interface Finding {
  id: string;
  title: string;
  displayValue?: string;
  score: number | null;
  /** Lighthouse's estimate of what fixing it saves, per metric (ms; CLS unitless). */
  metricSavings?: Record<string, number>;
}

export interface RunFigures {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Main-thread work (Lighthouse's mainthread-work-breakdown: script, style, layout, paint..., ms). */
  mainThreadMs: number;
  /** Scripts loaded during the run: bytes as transferred (the server sends brotli to Chromium), and count. */
  jsTransferBytes: number;
  /** The same scripts' gzip copies in the build (apps/web/dist/client/**.js.gz, else gzip -9 of the file). */
  jsGzipBytes: number;
  jsFiles: number;
  /** Scripts that came without compression (a build without its .br/.gz copies, or one replaced mid-run). */
  jsUncompressed: string[];
  /** Lighthouse's measure of this machine's speed during the run (higher is faster; about 1000+ expected). */
  benchmarkIndex: number | null;
  failedAccessibility: string[];
  /** The failing performance diagnostics, most impact first (the top ones). */
  findings: Finding[];
  lcpElement?: { element: string; phases: Record<string, number> };
  runWarnings: string[];
}

const networkItems = z.array(
  z.object({
    url: z.string(),
    resourceType: z.string().optional(),
    transferSize: z.number().optional(),
    resourceSize: z.number().optional(),
  }),
);
const lcpDetails = z.object({
  items: z.tuple([
    z.object({
      items: z.array(z.object({ node: z.object({ snippet: z.string(), nodeLabel: z.string().optional() }) })),
    }),
    z.object({ items: z.array(z.object({ phase: z.string(), timing: z.number() })) }),
  ]),
});

const gzipCache = new Map<string, number>();

/** The gzip size of a script of the web app's build, from its .gz copy or compressed here; 0 if not in the build. */
async function gzipBytesOf(webDist: string, url: string): Promise<number> {
  const file = path.join(webDist, new URL(url).pathname);
  if (!file.startsWith(webDist + path.sep)) return 0;
  const cached = gzipCache.get(file);
  if (cached !== undefined) return cached;
  const size = await fs
    .stat(`${file}.gz`)
    .then((stat) => stat.size)
    .catch(async () => {
      const content = await fs.readFile(file).catch(() => undefined);
      return content ? gzipSync(content, { level: constants.Z_BEST_COMPRESSION }).length : 0;
    });
  gzipCache.set(file, size);
  return size;
}

/** Lighthouse's own order of its diagnostics: score first, then the weighted share of the metrics saved. */
function findingsOf(lhr: Result): Finding[] {
  const refs = lhr.categories.performance?.auditRefs ?? [];
  const metrics = refs.filter((ref) => ref.group === 'metrics' && ref.acronym);
  const linearImpact = (savings: Record<string, number | undefined> | undefined) =>
    Object.entries(savings ?? {}).reduce((sum, [acronym, saved]) => {
      const metric = metrics.find((ref) => ref.acronym === acronym);
      const value = metric ? lhr.audits[metric.id]?.numericValue : undefined;
      return metric && value && saved ? sum + (saved / value) * metric.weight : sum;
    }, 0);
  return refs
    .filter((ref) => ref.group === 'diagnostics')
    .map((ref) => lhr.audits[ref.id]!)
    .filter((audit) => {
      const mode = audit.scoreDisplayMode;
      if (mode === 'manual' || mode === 'notApplicable') return false;
      return mode === 'informative' || mode === 'error' || Number(audit.score) < 0.9;
    })
    .map((audit) => ({ audit, impact: linearImpact(audit.metricSavings) }))
    .sort((a, b) => (a.audit.score ?? 0) - (b.audit.score ?? 0) || b.impact - a.impact)
    .map(({ audit }) => ({
      id: audit.id,
      title: audit.title,
      ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
      score: audit.score,
      ...(audit.metricSavings
        ? {
            metricSavings: Object.fromEntries(
              Object.entries(audit.metricSavings).flatMap(([metric, saved]) =>
                saved ? [[metric, round(saved, metric === 'CLS' ? 4 : 0)]] : [],
              ),
            ),
          }
        : {}),
    }));
}

function lcpElementOf(lhr: Result): RunFigures['lcpElement'] {
  const parsed = lcpDetails.safeParse(lhr.audits['largest-contentful-paint-element']?.details);
  if (!parsed.success) return undefined;
  const [element, phases] = parsed.data.items;
  const node = element.items[0]?.node;
  return {
    element: node ? `${node.snippet}${node.nodeLabel ? ` "${node.nodeLabel.slice(0, 60)}"` : ''}` : '?',
    phases: Object.fromEntries(phases.items.map((item) => [item.phase, round(item.timing)])),
  };
}

/** The figures of a report; webDist is the folder of the served build's files (for the scripts' gzip sizes). */
export async function figuresOf(lhr: Result, webDist: string, keepFindings = 5): Promise<RunFigures> {
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const score = (id: string) => round((lhr.categories[id]?.score ?? NaN) * 100);
  const requests = networkItems.safeParse(
    (lhr.audits['network-requests']?.details as { items?: unknown } | undefined)?.items,
  );
  const scripts = (requests.success ? requests.data : []).filter((item) => item.resourceType === 'Script');
  const gzip = await Promise.all(scripts.map((item) => gzipBytesOf(webDist, item.url)));
  const accessibility = lhr.categories.accessibility?.auditRefs ?? [];
  const lcpElement = lcpElementOf(lhr);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    fcpMs: round(metric('first-contentful-paint')),
    lcpMs: round(metric('largest-contentful-paint')),
    tbtMs: round(metric('total-blocking-time')),
    cls: round(metric('cumulative-layout-shift'), 4),
    speedIndexMs: round(metric('speed-index')),
    mainThreadMs: round(metric('mainthread-work-breakdown')),
    jsTransferBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    jsGzipBytes: gzip.reduce((sum, size) => sum + size, 0),
    jsFiles: scripts.length,
    jsUncompressed: scripts
      .filter((item) => (item.resourceSize ?? 0) > 4096 && (item.transferSize ?? 0) >= item.resourceSize!)
      .map((item) => new URL(item.url).pathname),
    benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
    failedAccessibility: accessibility
      .map((ref) => lhr.audits[ref.id]!)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative')
      .map((audit) => audit.id),
    findings: findingsOf(lhr).slice(0, keepFindings),
    ...(lcpElement ? { lcpElement } : {}),
    runWarnings: lhr.runWarnings.map(String),
  };
}
