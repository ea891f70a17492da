import { describe, expect, it } from 'vitest';
import type { CurrentRates } from './mortgage/current-rates';
import { opportunityOf, OPPORTUNITY_CASH_OUT_MINIMUM, type OpportunityHome } from './opportunities';
import type { PropertyRecord } from './property';

const today = '2026-11-29';
const rate = (ratePercent: number) => ({
  ratePercent,
  roundedToEighth: ratePercent,
  date: today,
  basis: 'rate-sheet' as const,
});
const rates = (current = true): CurrentRates => ({
  rate30: rate(6.25),
  rate15: rate(5.5),
  rateArm: rate(5.75),
  date: today,
  source: 'rate sheet',
  current,
  credit: null,
});

const record = (figures: Partial<PropertyRecord>): PropertyRecord => ({
  id: '1-Main-St-Redding-CA',
  propertyId: null,
  address: '1 Main St, Redding, CA',
  stateCode: 'CA',
  xCoord: null,
  yCoord: null,
  beds: null,
  baths: null,
  sqft: null,
  saleDate: null,
  salePrice: null,
  taxAmount: null,
  taxValue: null,
  loanAmount: null,
  loanType: null,
  loanDate: null,
  loanTermMonths: null,
  estimate: null,
  estimateLow: null,
  estimateHigh: null,
  loanBalance: null,
  loanRatePercent: null,
  rentEstimate: null,
  source: 'rentcast',
  createdDate: '',
  ...figures,
});

const home = (figures: Partial<PropertyRecord>, balance: number | undefined): OpportunityHome => ({
  record: record(figures),
  balance,
  rateEstimated: false,
});

// A new 30-year loan of $400,000 on a $480,000 home (83%: no cash-out), 20% down at closing (no PMI).
const newLoan = {
  loanAmount: 400_000,
  salePrice: 500_000,
  estimate: 480_000,
  loanType: 'Conventional',
  loanDate: today,
};

describe('opportunityOf', () => {
  it.each([
    // $2,796.86 - $2,462.87 at 6.25% (30-year): $2,797 - $2,463.
    ['30-year at 7.5%', { ...newLoan, loanRatePercent: 7.5, loanTermMonths: 360 }, '30-year', 334],
    // 15-year: $3,708.05 at 7.5%, $3,268.33 at 5.5%.
    ['15-year at 7.5%', { ...newLoan, loanRatePercent: 7.5, loanTermMonths: 180 }, '15-year', 3708 - 3268],
    // An ARM against the sheet's ARM rate: $2,796.86 at 7.5%, $2,334.29 at 5.75%.
    ['ARM at 7.5%', { ...newLoan, loanType: '5/1 ARM', loanRatePercent: 7.5, loanTermMonths: 360 }, 'arm', 2797 - 2334],
  ])('names a rate above today for a %s with its monthly saving', (_label, figures, product, saving) => {
    const found = opportunityOf(home(figures, 400_000), rates(), today)!;
    expect(found.reasons).toEqual([
      expect.objectContaining({
        kind: 'rate',
        todayRateProduct: product,
        monthlySaving: saving,
        remainingMonths: figures.loanTermMonths,
      }),
    ]);
  });

  it('says nothing of a rate under half a point above, or measured against a rate that is not current', () => {
    expect(opportunityOf(home({ ...newLoan, loanRatePercent: 6.7 }, 400_000), rates(), today)!.reasons).toEqual([]);
    expect(opportunityOf(home({ ...newLoan, loanRatePercent: 7.5 }, 400_000), rates(false), today)!.reasons).toEqual(
      [],
    );
    expect(opportunityOf(home({ ...newLoan, loanRatePercent: 6.75 }, 400_000), rates(), today)!.reasons).toHaveLength(
      1,
    );
  });

  it('offers cash-out from the minimum, on the 80% line', () => {
    const atLine = OPPORTUNITY_CASH_OUT_MINIMUM;
    // 80% of $500,000 is $400,000.
    expect(opportunityOf(home({ estimate: 500_000 }, 400_000 - atLine), rates(), today)!.reasons).toEqual([
      expect.objectContaining({ kind: 'cashOut', cashAvailable: atLine, equity: 100_000 + atLine }),
    ]);
    expect(opportunityOf(home({ estimate: 500_000 }, 400_000 - atLine + 1), rates(), today)!.reasons).toEqual([]);
  });

  it('names no PMI without the original value to tell whether the loan carries any', () => {
    // 52% owed of today's value, conventional, 10 years old: removable on today's value, if there were PMI.
    const figures = { loanAmount: 475_000, loanType: 'Conventional', loanDate: '2016-06-15', loanRatePercent: 3.5 };
    const unknown = opportunityOf(home({ ...figures, estimate: 700_000 }, 364_430), rates(), today)!;
    expect(unknown.reasons.map((reason) => reason.kind)).toEqual(['cashOut']);
    const insured = opportunityOf(
      home({ ...figures, salePrice: 500_000, estimate: 700_000 }, 364_430),
      rates(),
      today,
    )!;
    expect(insured.reasons.map((reason) => reason.kind)).toEqual(['mortgageInsurance', 'cashOut']);
  });

  it('gives no reason when nothing is known of what is owed', () => {
    expect(opportunityOf(home({ estimate: 900_000 }, undefined), rates(), today)).toBeUndefined();
  });

  it('puts money a month before cash available', () => {
    const both = opportunityOf(
      home({ ...newLoan, estimate: 900_000, loanRatePercent: 7.5, loanTermMonths: 360 }, 400_000),
      rates(),
      today,
    )!;
    expect(both.reasons.map((reason) => reason.kind)).toEqual(['rate', 'cashOut']);
  });
});
