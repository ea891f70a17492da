import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { averageSpreadNear, latestRate, type PmmsWeek, pmmsWeekSchema, rateForMonth } from './rates';

const week = (date: string, rate30: number, rate15: number | null = null): PmmsWeek => ({ date, rate30, rate15 });

// Real survey weeks (apps/server/reference-data/pmms-weekly.csv), shuffled to show order does not matter.
const rows: PmmsWeek[] = [
  week('2024-05-16', 7.02, 6.28),
  week('2024-05-02', 7.22, 6.47),
  week('2024-05-09', 7.09, 6.38),
  week('2024-04-25', 7.17, 6.44),
  week('2024-05-23', 6.94, null),
  week('2024-06-06', 6.99, null),
  week('2024-05-30', 7.03, null),
  week('2024-06-13', 6.95, null),
];

describe('rateForMonth', () => {
  it.each([
    ['2024-05', 30, 7.06, 'survey'],
    ['2024-05', 15, 6.376_666_666, 'survey'],
    ['2024-04', 30, 7.17, 'survey'],
    ['2024-04', 15, 6.44, 'survey'],
    ['2024-06', 30, 6.97, 'survey'],
    // No 15-year weeks in June: 6.97 minus the average spread of the four paired weeks (0.7325).
    ['2024-06', 15, 6.2375, 'derived-from-30-year'],
  ] as const)('averages %s at %s years to %s (%s)', (month, term, ratePercent, basis) => {
    const rate = rateForMonth(rows, month, term);
    expect(rate?.basis).toBe(basis);
    expect(rate?.ratePercent).toBeCloseTo(ratePercent, 6);
  });

  it('reports the spread it subtracted', () => {
    expect(rateForMonth(rows, '2024-06', 15)?.spreadPercent).toBeCloseTo(0.7325, 10);
  });

  it('has no rate for a month without survey weeks, nor a 15-year rate without any spread to go by', () => {
    expect(rateForMonth(rows, '2023-01', 30)).toBeUndefined();
    expect(rateForMonth([week('2024-06-06', 6.99)], '2024-06', 15)).toBeUndefined();
  });

  it.each([['2024-5'], ['2024-13'], ['2024-05-01'], ['']])('refuses the month %j', (month) => {
    expect(() => rateForMonth(rows, month, 30)).toThrow(RangeError);
  });

  it('lies between the lowest and highest week of the month', () => {
    const surveyWeek = fc.record({
      day: fc.integer({ min: 1, max: 28 }),
      rate30: fc.integer({ min: 200, max: 1800 }).map((hundredths) => hundredths / 100),
      rate15: fc.option(
        fc.integer({ min: 150, max: 1700 }).map((hundredths) => hundredths / 100),
        { nil: null },
      ),
    });
    fc.assert(
      fc.property(
        fc.array(surveyWeek, { minLength: 1, maxLength: 5 }),
        fc.constantFrom(30, 15) as fc.Arbitrary<30 | 15>,
        (weeks, term) => {
          const monthRows = weeks.map(({ day, rate30, rate15 }) =>
            week(`2010-03-${String(day).padStart(2, '0')}`, rate30, rate15),
          );
          const rate = rateForMonth(monthRows, '2010-03', term);
          const figures =
            term === 30 ? weeks.map((w) => w.rate30) : weeks.flatMap((w) => (w.rate15 === null ? [] : [w.rate15]));
          if (figures.length === 0) {
            expect(rate).toBeUndefined();
            return;
          }
          expect(rate?.basis).toBe('survey');
          expect(rate?.ratePercent).toBeGreaterThanOrEqual(Math.min(...figures) - 1e-9);
          expect(rate?.ratePercent).toBeLessThanOrEqual(Math.max(...figures) + 1e-9);
        },
      ),
    );
  });
});

describe('averageSpreadNear', () => {
  it('uses the year of paired weeks nearest the date, not the whole series', () => {
    const old = Array.from({ length: 52 }, (_, i) =>
      week(`1995-${String((i % 12) + 1).padStart(2, '0')}-0${(i % 4) + 1}`, 8, 7.65),
    );
    const recent = Array.from({ length: 52 }, (_, i) =>
      week(`2023-${String((i % 12) + 1).padStart(2, '0')}-0${(i % 4) + 1}`, 7, 6.25),
    );
    expect(averageSpreadNear([...old, ...recent], '2025-01-15')).toBeCloseTo(0.75, 10);
    expect(averageSpreadNear([...old, ...recent], '1991-01-15')).toBeCloseTo(0.35, 10);
  });
});

describe('latestRate', () => {
  it('takes the newest week whatever the order of rows', () => {
    expect(latestRate(rows, 30)).toEqual({ date: '2024-06-13', ratePercent: 6.95, basis: 'survey' });
    expect(latestRate(rows.slice(0, 4), 15)).toEqual({ date: '2024-05-16', ratePercent: 6.28, basis: 'survey' });
  });

  it('derives a missing 15-year rate from the newest 30-year rate, and says so', () => {
    const rate = latestRate(rows, 15);
    expect(rate).toMatchObject({ date: '2024-06-13', basis: 'derived-from-30-year' });
    expect(rate?.ratePercent).toBeCloseTo(6.95 - 0.7325, 10);
  });

  it('has nothing to say without rows', () => {
    expect(latestRate([], 30)).toBeUndefined();
  });
});

describe('pmmsWeekSchema', () => {
  it('reads a survey week and refuses a malformed one', () => {
    expect(pmmsWeekSchema.parse({ date: '2024-05-16', rate30: 7.02, rate15: null })).toEqual(week('2024-05-16', 7.02));
    expect(pmmsWeekSchema.safeParse({ date: '05/16/2024', rate30: 7.02, rate15: 6.28 }).success).toBe(false);
    expect(pmmsWeekSchema.safeParse({ date: '2024-05-16', rate30: -1, rate15: null }).success).toBe(false);
  });
});
