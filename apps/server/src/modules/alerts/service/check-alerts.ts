import type { PropertyRecord } from '@roost/domain';
import type { Db } from '../../../platform/db/types';
import { listAlertWatchers, type AlertWatcher } from '../../user';
import { flipState, forgetOtherStates, insertAlert, lockState, startState, unsubscribedKinds } from '../repo';
import { type AlertFigures } from './alert-figures';
import { digestOf } from './digest';
import { watchesOf, type AddressSituation, type RateNow, type Watch } from './watches';

export interface CheckDeps {
  db: Db;
  now: () => Date;
  /** Today's 30-year rate with its date and whether it is current. */
  currentRate: () => Promise<RateNow | undefined>;
  /** The property records of these address keys. */
  records: (addressIds: readonly string[]) => Promise<Map<string, PropertyRecord>>;
  /** The figures every tool page shows (one domain function), for a record and the balance in force. */
  figuresOf: (record: PropertyRecord, balance: number, today: string) => AlertFigures;
}

export interface CheckReport {
  people: number;
  fired: number;
  digests: number;
}

const PEOPLE_PER_PAGE = 200;

/**
 * One pass over everyone's alerts: each watch is measured and its state moved; a watch that crosses its
 * line records one alert (in the same transaction as the state), and each saved address gets its
 * month's digest once. The hand-offs (e-mail, text, lead) are the delivery step's.
 */
export async function checkAlerts(deps: CheckDeps): Promise<CheckReport> {
  const now = deps.now();
  const today = now.toISOString().slice(0, 10);
  const rate = await deps.currentRate();
  const report: CheckReport = { people: 0, fired: 0, digests: 0 };
  let after = '';
  for (;;) {
    const watchers = await listAlertWatchers(deps.db, after, PEOPLE_PER_PAGE);
    if (watchers.length === 0) break;
    after = watchers[watchers.length - 1]!.userId;
    const addressIds = [...new Set(watchers.flatMap((watcher) => watcher.addresses.map((a) => a.addressId)))];
    const records = addressIds.length > 0 ? await deps.records(addressIds) : new Map<string, PropertyRecord>();
    for (const watcher of watchers) {
      const situations = situationsOf(deps, watcher, records, today);
      const watches = watchesOf(watcher, situations, rate, today);
      if (watches.length === 0 && situations.length === 0) continue;
      report.people += 1;
      for (const watch of watches) {
        if (await recordWatch(deps.db, watcher.userId, watch, now)) report.fired += 1;
      }
      await forgetOtherStates(
        deps.db,
        watcher.userId,
        watches.map((watch) => `${watch.kind}:${watch.subjectId}`),
      );
      report.digests += await recordDigests(deps.db, watcher, situations, rate, now);
    }
  }
  return report;
}

/**
 * Each saved address with its record, the person's saved mortgage figures in place of the estimates
 * (the same rule as the tool pages), and the figures.
 */
function situationsOf(
  deps: CheckDeps,
  watcher: AlertWatcher,
  records: Map<string, PropertyRecord>,
  today: string,
): AddressSituation[] {
  return watcher.addresses.flatMap((watch) => {
    const found = records.get(watch.addressId);
    if (!found) return [];
    const record = watch.mortgage ? { ...found, loanRatePercent: watch.mortgage.interestRate } : found;
    const balance = watch.mortgage?.loanBalance ?? watch.loanBalance ?? record.loanBalance ?? 0;
    return [{ watch, record, figures: deps.figuresOf(record, balance, today) }];
  });
}

/**
 * Moves one watch's state and records its alert when it crosses: a new (or changed) line starts met or
 * not, alerting at once when already met (value watches start from today's value, so never at once);
 * afterwards only a false -> true move alerts, and true -> false re-arms it.
 */
export async function recordWatch(db: Db, userId: string, watch: Watch, at: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const state = await lockState(tx, userId, watch.kind, watch.subjectId);
    let baseline: number;
    let fires: boolean;
    if (!state || state.threshold !== watch.threshold) {
      baseline = watch.current;
      const met = watch.kind === 'valueIncrease' ? false : watch.met(baseline);
      await startState(tx, {
        userId,
        kind: watch.kind,
        subjectId: watch.subjectId,
        met,
        threshold: watch.threshold,
        baseline,
        changedDate: at,
      });
      fires = met;
    } else {
      baseline = state.baseline ?? watch.current;
      const met = watch.met(baseline);
      if (met === state.met) return false;
      fires = (await flipState(tx, state, met, at)) && met;
    }
    if (!fires) return false;
    const message = watch.message(baseline);
    await insertAlert(tx, {
      userId,
      kind: watch.kind,
      subjectId: watch.subjectId,
      addressId: watch.addressId,
      period: null,
      ...message,
      createdDate: at,
    });
    return true;
  });
}

/** This month's digest of each address saved before this month, unless the person turned digests off. */
async function recordDigests(
  db: Db,
  watcher: AlertWatcher,
  situations: readonly AddressSituation[],
  rate: RateNow | undefined,
  at: Date,
): Promise<number> {
  const period = at.toISOString().slice(0, 7);
  const due = situations.filter((situation) => situation.watch.createdDate.toISOString().slice(0, 7) < period);
  if (due.length === 0 || (await unsubscribedKinds(db, watcher.userId)).has('digest')) return 0;
  let recorded = 0;
  for (const situation of due) {
    const digest = digestOf(situation, rate, at.toISOString().slice(0, 10));
    const row = await insertAlert(db, {
      userId: watcher.userId,
      kind: 'digest',
      subjectId: situation.watch.userAddressId,
      addressId: situation.watch.addressId,
      period,
      ...digest,
      textState: 'skipped',
      leadState: 'skipped',
      createdDate: at,
    });
    if (row) recorded += 1;
  }
  return recorded;
}
