import { Counter, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/types';
import { databaseGauges } from './database-gauges';
import { collectProcessMetrics } from './process-metrics';
import { textMetrics, type TextMetrics } from './text-metrics';

export type { CarrierTextMetrics, TextMetrics } from './text-metrics';

/** The outcome of one webhook or e-mail delivery attempt: delivered, failed with retries left, or given up. */
export type DeliveryAttemptOutcome = 'delivered' | 'retrying' | 'failed';

/**
 * This process's figures for GET /metrics: one registry per process, as Prometheus scrapes each process on its own.
 * The modules' hooks are the small methods below, handed to them as dependencies, so a test reads its own app's
 * figures and nothing is global.
 */
export interface Metrics {
  readonly registry: Registry;
  readonly texts: TextMetrics;
  /** A webhook or e-mail delivery attempt, by channel. */
  deliveryAttempt(channel: string, outcome: DeliveryAttemptOutcome): void;
  /** A reply e-mail went to the loan officer this long after the first reply it tells of arrived. */
  replyNoticeSent(lagSeconds: number): void;
  /** A check of every homeowner's alerts ran. */
  alertCheckRan(outcome: 'ok' | 'failed'): void;
  /** What the readiness probe just answered (a reason when not ready). */
  readiness(notReadyReason: string | undefined): void;
}

/** Reply e-mails wait for a quiet period of 15 minutes after the last one, so the buckets reach past it. */
const NOTICE_LAG_BUCKETS = [1, 5, 15, 30, 60, 120, 300, 600, 900, 1200, 1800, 3600];

export interface MetricsOptions {
  database: Database;
  /** SMS_SENDER_RATE_PER_SECOND, reported beside the sending rate. */
  configuredSendRate: number | undefined;
  /**
   * Node's own figures (event-loop lag, heap, CPU; process-metrics.ts), prefixed roost_: only where /metrics is on,
   * since they start an event-loop monitor that lives as long as the process.
   */
  processMetrics: boolean;
}

export function createMetrics(options: MetricsOptions): Metrics {
  const registry = new Registry();
  const registers = [registry];
  if (options.processMetrics) collectProcessMetrics(registry, 'roost_');
  databaseGauges(registry, options.database);
  const deliveries = new Counter({
    name: 'roost_delivery_attempts_total',
    help: 'Webhook and e-mail delivery attempts, by channel and outcome (retrying: failed, tried again later)',
    labelNames: ['channel', 'outcome'] as const,
    registers,
  });
  const noticeLag = new Histogram({
    name: 'roost_reply_notice_lag_seconds',
    help: "From a contact's reply arriving to the loan officer's reply e-mail being sent",
    buckets: NOTICE_LAG_BUCKETS,
    registers,
  });
  const alertChecks = new Counter({
    name: 'roost_alert_checks_total',
    help: "Checks of every homeowner's alerts run by this process, by outcome",
    labelNames: ['outcome'] as const,
    registers,
  });
  const readinessProbes = new Counter({
    name: 'roost_readiness_probes_total',
    help: 'Readiness probes answered by this process: ready, or the reason it was not (migrating, draining, database)',
    labelNames: ['outcome'] as const,
    registers,
  });
  return {
    registry,
    texts: textMetrics(registry, options.configuredSendRate),
    deliveryAttempt: (channel, outcome) => deliveries.inc({ channel, outcome }),
    replyNoticeSent: (lagSeconds) => noticeLag.observe(Math.max(0, lagSeconds)),
    alertCheckRan: (outcome) => alertChecks.inc({ outcome }),
    readiness: (notReadyReason) => readinessProbes.inc({ outcome: notReadyReason ?? 'ready' }),
  };
}
