import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chooseCurrentRates,
  CURRENT_RATE_DAYS,
  daysBetween,
  isRateCurrent,
  PMMS_SOURCE,
  RATE_SHEET_SOURCE,
  rateSheetDateProblem,
  rateSheetEntryOn,
  rateSheetEntrySchema,
} from './current-rates';
import { PMMS_CREDIT, type PmmsWeek } from './rates';

const week = (date: string, rate30: number, rate15: number | null = null): PmmsWeek => ({ date, rate30, rate15 });

// The end of the shipped history (apps/server/reference-data/pmms-weekly.csv): no 15-year figure after 2024-05-16.
const shipped: PmmsWeek[] = [
  week('2024-05-02', 7.22, 6.47),
  week('2024-05-09', 7.09, 6.38),
  week('2024-05-16', 7.02, 6.28),
  week('2024-05-23', 6.94),
  week('2026-05-07', 6.37),
  week('2026-05-14', 6.36),
];
const sheet = { effectiveDate: '2026-11-20', rate30: 6.125, rate15: 5.5, rateArm: 5.875 };

describe('isRateCurrent', () => {
  it.each([
    ['2026-11-24', '2026-11-24', true],
    ['2026-11-19', '2026-11-24', true],
    [`2026-11-10`, '2026-11-24', true],
    ['2026-11-09', '2026-11-24', false],
    ['2026-05-14', '2026-11-24', false],
    // A date after today is never today's (a clock or a feed gone wrong).
    ['2026-11-25', '2026-11-24', false],
  ])('rates of %s on %s are current: %s', (date, today, current) => {
    expect(isRateCurrent(date, today)).toBe(current);
  });

  it('counts calendar days across month, year and daylight-saving changes', () => {
    expect(daysBetween('2026-02-28', '2026-03-01')).toBe(1);
    expect(daysBetween('2025-12-31', '2026-01-01')).toBe(1);
    expect(daysBetween('2026-03-01', '2026-03-15')).toBe(CURRENT_RATE_DAYS);
    expect(() => daysBetween('2026-02-30', '2026-03-01')).toThrow(RangeError);
  });

  it('holds for exactly the 15 days ending today', () => {
    fc.assert(
      fc.property(fc.integer({ min: -40, max: 40 }), (offset) => {
        const today = '2026-11-24';
        const date = new Date(Date.parse(`${today}T00:00:00Z`) - offset * 86_400_000).toISOString().slice(0, 10);
        expect(isRateCurrent(date, today)).toBe(offset >= 0 && offset <= CURRENT_RATE_DAYS);
      }),
    );
  });
});

describe('chooseCurrentRates', () => {
  it('takes a rate sheet newer than the latest PMMS week, with its ARM rate and no PMMS credit', () => {
    expect(chooseCurrentRates(shipped, sheet, '2026-11-24')).toEqual({
      rate30: { ratePercent: 6.125, roundedToEighth: 6.125, date: '2026-11-20', basis: 'rate-sheet' },
      rate15: { ratePercent: 5.5, roundedToEighth: 5.5, date: '2026-11-20', basis: 'rate-sheet' },
      rateArm: { ratePercent: 5.875, roundedToEighth: 5.875, date: '2026-11-20', basis: 'rate-sheet' },
      date: '2026-11-20',
      source: RATE_SHEET_SOURCE,
      current: true,
      credit: null,
    });
  });

  it('takes the PMMS week when it is newer than the sheet, and says a six-month-old week is not current', () => {
    const rates = chooseCurrentRates(shipped, { ...sheet, effectiveDate: '2026-05-01' }, '2026-11-24')!;
    expect(rates).toMatchObject({
      rate30: { ratePercent: 6.36, roundedToEighth: 6.375, date: '2026-05-14', basis: 'survey' },
      rateArm: null,
      date: '2026-05-14',
      source: PMMS_SOURCE,
      current: false,
      credit: PMMS_CREDIT,
    });
  });

  it('derives a missing 15-year figure from the 30-year and names the last surveyed 15-year week', () => {
    const rates = chooseCurrentRates(shipped, undefined, '2026-05-20')!;
    expect(rates.current).toBe(true);
    expect(rates.rate15).toMatchObject({
      basis: 'derived-from-30-year',
      lastSurveyDate: '2024-05-16',
      date: '2026-05-14',
    });
    // 6.36 minus the average spread of the three paired weeks (0.7333...).
    expect(rates.rate15.ratePercent).toBeCloseTo(6.36 - (0.75 + 0.71 + 0.74) / 3, 6);
    expect(rates.rate15.spreadPercent).toBeCloseTo(0.7333, 4);
  });

  it('uses a surveyed 15-year figure when the feed brought one', () => {
    const withFeed = [...shipped, week('2026-11-19', 6.02, 5.31)];
    const rates = chooseCurrentRates(withFeed, undefined, '2026-11-24')!;
    expect(rates.rate15).toEqual({ ratePercent: 5.31, roundedToEighth: 5.25, date: '2026-11-19', basis: 'survey' });
    expect(rates).toMatchObject({ date: '2026-11-19', current: true, source: PMMS_SOURCE });
  });

  it('lets a sheet dated the same day as the survey week win, and works without any PMMS history', () => {
    expect(chooseCurrentRates(shipped, { ...sheet, effectiveDate: '2026-05-14' }, '2026-11-24')?.source).toBe(
      RATE_SHEET_SOURCE,
    );
    expect(chooseCurrentRates([], sheet, '2026-11-24')?.source).toBe(RATE_SHEET_SOURCE);
    expect(chooseCurrentRates([], undefined, '2026-11-24')).toBeUndefined();
  });
});

describe('rate sheet entry', () => {
  const entry = { effectiveDate: '2026-11-20', rate30: 6.125, rate15: 5.5, rateArm: 5.875 };
  const problems = (value: unknown, today = '2026-11-24') => {
    const result = rateSheetEntryOn(today).safeParse(value);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  };

  it('accepts rates above 0% up to 25% dated today or within the last year', () => {
    expect(problems(entry)).toEqual({});
    expect(problems({ ...entry, rate30: 25, effectiveDate: '2026-11-24' })).toEqual({});
    expect(problems({ ...entry, effectiveDate: '2025-11-24' })).toEqual({});
  });

  it('refuses rates outside 0-25%, numbers that are not numbers, and dates in the future or too old', () => {
    expect(problems({ ...entry, rate30: 0, rate15: 25.01, rateArm: -1 })).toEqual({
      rate30: '30-year fixed rate must be more than 0%',
      rate15: '15-year fixed rate must be at most 25%',
      rateArm: '5-year ARM rate must be more than 0%',
    });
    expect(problems({ ...entry, rate30: '6.1', rate15: Number.NaN })).toEqual({
      rate30: '30-year fixed rate must be a number, like 6.125',
      rate15: '15-year fixed rate must be a number, like 6.125',
    });
    expect(problems({ ...entry, effectiveDate: '2026-11-25' })).toEqual({
      effectiveDate: 'Date cannot be in the future',
    });
    expect(problems({ ...entry, effectiveDate: '2025-11-23' })).toEqual({
      effectiveDate: 'Date must be within the last 365 days',
    });
    expect(problems({ ...entry, effectiveDate: '11/20/2026' })).toEqual({
      effectiveDate: 'Date must be a date, like 2026-11-20',
    });
    expect(rateSheetDateProblem('2026-02-30', '2026-11-24')).toBe('Date must be a date, like 2026-11-20');
    // Every problem at once, so a form shows them all together.
    expect(problems({ ...entry, rate30: 30, effectiveDate: '2027-01-01' })).toEqual({
      rate30: '30-year fixed rate must be at most 25%',
      effectiveDate: 'Date cannot be in the future',
    });
  });

  it('refuses fields it does not know', () => {
    expect(rateSheetEntrySchema.safeParse({ ...entry, enteredBy: 'someone' }).success).toBe(false);
  });
});
