import fs from 'node:fs';
import { rateForMonth, type PmmsWeek } from '@roost/domain';
import { parseCsvRecords } from '../../../platform/csv';
import { referenceFile } from '../../../server-paths';

/** The PMMS rate (percent) of a loan's origination month for its term. */
export type OriginationRate = (loanDate: string, termMonths: number) => number;

const pmmsPath = referenceFile('pmms-weekly.csv');

/** The shipped Freddie Mac PMMS weekly history (source: Freddie Mac PMMS). */
export function readPmmsHistory(file = pmmsPath): PmmsWeek[] {
  return parseCsvRecords(fs.readFileSync(file, 'utf8')).map((row) => ({
    date: row.date!,
    rate30: Number(row.rate30),
    rate15: row.rate15 ? Number(row.rate15) : null,
  }));
}

/** Loans older than the survey, or in a month it misses, take the nearest month that has a rate. */
export function pmmsOriginationRate(history: readonly PmmsWeek[]): OriginationRate {
  const first = history[0]?.date.slice(0, 7) ?? '1971-04';
  const last = history[history.length - 1]?.date.slice(0, 7) ?? first;
  return (loanDate, termMonths) => {
    const term = termMonths <= 180 ? 15 : 30;
    let month = loanDate.slice(0, 7);
    if (month < first) month = first;
    if (month > last) month = last;
    for (let step = 0; step < 24; step++) {
      const rate = rateForMonth(history, month, term);
      if (rate) return rate.ratePercent;
      month = previousMonth(month);
    }
    throw new Error(`No PMMS rate near ${loanDate}`);
  };
}

function previousMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return monthNumber === 1 ? `${year - 1}-12` : `${year}-${String(monthNumber - 1).padStart(2, '0')}`;
}
