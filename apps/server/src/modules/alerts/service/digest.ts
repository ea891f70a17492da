import { insuranceOutlookLine } from './alert-figures';
import { calendarDate, money, percent } from './format';
import type { AddressSituation, AlertMessage, RateNow } from './watches';

const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * The month's summary of one saved address: value (with its range), balance, equity, the mortgage
 * insurance outlook, and today's rate beside theirs.
 */
export function digestOf(situation: AddressSituation, rate: RateNow | undefined, today: string): AlertMessage {
  const { record, figures } = situation;
  const equity = Math.max(0, figures.value - figures.balance);
  const range =
    record.estimateLow !== null && record.estimateHigh !== null
      ? ` (range ${money(record.estimateLow)} to ${money(record.estimateHigh)})`
      : '';
  const theirs = record.loanRatePercent;
  const lines = [
    `Estimated value: ${money(figures.value)}${range}`,
    `Loan balance: ${money(figures.balance)}`,
    `Equity: ${money(equity)}${figures.loanToValuePercent === undefined ? '' : `, you owe ${figures.loanToValuePercent}% of the value`}`,
    `Mortgage insurance: ${insuranceOutlookLine(figures, today)}`,
    rate
      ? `Rates: ${rate.current ? "today's" : 'the latest'} 30-year average is ${percent(rate.ratePercent)} (week of ${calendarDate(rate.date)}, ${rate.source})${theirs === null ? '' : `; your rate is ${percent(theirs)}`}.`
      : `Rates: no current rate to compare${theirs === null ? '' : ` with your ${percent(theirs)}`}.`,
  ];
  return {
    title: `Your home in ${monthName.format(new Date(`${today}T00:00:00Z`))}: ${record.address}`,
    body: `Here is where ${record.address} stands this month.`,
    figures: { lines, value: figures.value, balance: figures.balance, equity, ratePercent: rate?.ratePercent ?? null },
  };
}
