import { monthlyPayment, wholeMonthsBetween, type AlertKind, type PropertyRecord } from '@roost/domain';
import type { AddressWatch, AlertWatcher } from '../../user';
import { calendarDate, money, percent } from './format';
import { insuranceRemovableNow, type AlertFigures } from './alert-figures';

export type CrossingKind = Exclude<AlertKind, 'digest'>;

export interface AlertMessage {
  title: string;
  body: string;
  figures: Record<string, unknown>;
}

/** One line a person set, measured now: met when the figure is past it (for value, past it since the start). */
export interface Watch {
  kind: CrossingKind;
  /** The saved address's id, or '' for the dream rate. */
  subjectId: string;
  addressId: string | null;
  /** The line itself: a rate, a percent, dollars (a changed line starts a new watch). */
  threshold: number;
  /** The figure now (the value a 'value up by N%' watch measures from when it starts). */
  current: number;
  met(baseline: number): boolean;
  message(baseline: number): AlertMessage;
}

/** Today's rate as the dream-rate watch compares it: only a current rate counts (14 days at most). */
export interface RateNow {
  ratePercent: number;
  date: string;
  source: string;
  current: boolean;
}

/** A saved address with its record and the figures every tool page shows for it. */
export interface AddressSituation {
  watch: AddressWatch;
  record: PropertyRecord;
  figures: AlertFigures;
}

const positive = (value: number | null): value is number => value !== null && Number.isFinite(value) && value > 0;

/** The dream-rate watch: the 30-year average at or below the person's dream rate, while the rate is current. */
export function dreamRateWatch(dreamRate: number, rate: RateNow | undefined): Watch | undefined {
  if (!rate) return undefined;
  return {
    kind: 'dreamRate',
    subjectId: '',
    addressId: null,
    threshold: dreamRate,
    current: rate.ratePercent,
    met: () => rate.current && rate.ratePercent <= dreamRate,
    message: () => ({
      title: 'Your dream rate is here',
      body: `The average 30-year fixed rate is ${percent(rate.ratePercent)} (week of ${calendarDate(rate.date)}, ${rate.source}), at or below your dream rate of ${percent(dreamRate)}. Your loan officer can check the rate you would get today.`,
      figures: { ratePercent: rate.ratePercent, rateDate: rate.date, rateSource: rate.source, dreamRate },
    }),
  };
}

/** Principal the scheduled payment repays this month: the equity a person builds by paying. */
export function equityPerMonth(record: PropertyRecord, balance: number, today: string): number | undefined {
  const rate = record.loanRatePercent;
  if (rate === null || !(rate > 0) || !(balance > 0)) return undefined;
  const term = record.loanTermMonths ?? 360;
  const age =
    record.loanDate && record.loanDate.slice(0, 10) <= today
      ? wholeMonthsBetween(record.loanDate.slice(0, 10), today)
      : 0;
  const remaining = Math.max(1, term - age);
  return monthlyPayment(balance, rate, remaining) - (balance * rate) / 1200;
}

/** Every watch of one saved address, by its switches. */
export function addressWatches(situation: AddressSituation, today: string): Watch[] {
  const { watch, record, figures } = situation;
  const where = record.address;
  const base = { subjectId: watch.userAddressId, addressId: watch.addressId };
  const watches: Watch[] = [];

  if (watch.removeMortgageInsurance) {
    const removable = insuranceRemovableNow(figures, today);
    watches.push({
      ...base,
      kind: 'mortgageInsurance',
      threshold: 0,
      current: figures.balance,
      met: () => removable !== undefined,
      message: () => ({
        title: 'Your mortgage insurance can go',
        body: `${where}: ${removable ?? ''} Ask your loan officer or servicer to remove it, and your payment goes down.`,
        figures: { balance: figures.balance, value: figures.value, reason: removable },
      }),
    });
  }

  if (watch.propertyIncreaseActive && positive(watch.propertyIncrease) && figures.value > 0) {
    const increase = watch.propertyIncrease;
    watches.push({
      ...base,
      kind: 'valueIncrease',
      threshold: increase,
      current: figures.value,
      met: (baseline) => baseline > 0 && figures.value >= baseline * (1 + increase / 100),
      message: (baseline) => ({
        title: 'Your home value went up',
        body: `${where} is now estimated at ${money(figures.value)}, up ${percent(((figures.value - baseline) / baseline) * 100)} from ${money(baseline)} when you started watching (your line: ${percent(increase)}).`,
        figures: { value: figures.value, baseline, increasePercent: increase },
      }),
    });
  }

  if (watch.propertyCashActive && positive(watch.propertyCash)) {
    const line = watch.propertyCash;
    watches.push({
      ...base,
      kind: 'cashAvailable',
      threshold: line,
      current: figures.cashAvailable,
      met: () => figures.cashAvailable >= line,
      message: () => ({
        title: 'Cash available from your home passed your amount',
        body: `${where}: you could take out up to ${money(figures.cashAvailable)} and still owe 80% of its ${money(figures.value)} estimated value (your amount: ${money(line)}).`,
        figures: { cashAvailable: figures.cashAvailable, value: figures.value, balance: figures.balance, line },
      }),
    });
  }

  const equity = equityPerMonth(record, figures.balance, today);
  if (watch.propertyEquityActive && positive(watch.propertyEquity) && equity !== undefined) {
    const line = watch.propertyEquity;
    watches.push({
      ...base,
      kind: 'equity',
      threshold: line,
      current: equity,
      met: () => equity >= line,
      message: () => ({
        title: 'You now build more equity each month',
        body: `${where}: your payment now repays ${money(equity)} of principal a month (your amount: ${money(line)} a month).`,
        figures: { equityPerMonth: Math.round(equity), balance: figures.balance, line },
      }),
    });
  }
  return watches;
}

/** Every watch of a person now. */
export function watchesOf(
  watcher: AlertWatcher,
  situations: readonly AddressSituation[],
  rate: RateNow | undefined,
  today: string,
): Watch[] {
  const dream = watcher.dreamRate === null ? undefined : dreamRateWatch(watcher.dreamRate, rate);
  return [...(dream ? [dream] : []), ...situations.flatMap((situation) => addressWatches(situation, today))];
}
