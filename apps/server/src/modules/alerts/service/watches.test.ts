import { addressFigures, monthlyPayment, type PropertyRecord } from '@roost/domain';
import { describe, expect, it } from 'vitest';
import type { AddressWatch } from '../../user';
import { insuranceRemovableNow } from './alert-figures';
import { addressWatches, dreamRateWatch, equityPerMonth, type AddressSituation } from './watches';

const TODAY = '2026-11-24';

function record(overrides: Partial<PropertyRecord> = {}): PropertyRecord {
  return {
    id: '1234-Oak-St-Sacramento-CA',
    propertyId: 'h1',
    address: '1234 Oak St, Sacramento, CA 95814',
    stateCode: 'CA',
    xCoord: null,
    yCoord: null,
    beds: 3,
    baths: 2,
    sqft: 1650,
    saleDate: '2024-03-15',
    salePrice: 500_000,
    taxAmount: 6000,
    taxValue: 480_000,
    loanAmount: 475_000,
    loanType: 'conventional',
    loanDate: '2024-03-15',
    loanTermMonths: 360,
    estimate: 520_000,
    estimateLow: 500_000,
    estimateHigh: 540_000,
    loanBalance: 462_000,
    loanRatePercent: 6.5,
    rentEstimate: 2200,
    source: 'sample',
    createdDate: '2025-01-02T03:04:05.000Z',
    ...overrides,
  };
}

const off: AddressWatch = {
  userAddressId: 'ua-1',
  addressId: '1234-Oak-St-Sacramento-CA',
  createdDate: new Date('2026-01-01T00:00:00Z'),
  loanBalance: null,
  removeMortgageInsurance: false,
  propertyIncrease: null,
  propertyIncreaseActive: false,
  propertyCash: null,
  propertyCashActive: false,
  propertyEquity: null,
  propertyEquityActive: false,
  mortgage: null,
};

function situation(changes: Partial<PropertyRecord>, watch: Partial<AddressWatch>): AddressSituation {
  const home = record(changes);
  return { watch: { ...off, ...watch }, record: home, figures: addressFigures(home, home.loanBalance!, TODAY) };
}

const kinds = (s: AddressSituation) =>
  addressWatches(s, TODAY).map((watch) => [watch.kind, watch.met(watch.current)] as const);

describe('address watches', () => {
  it('watches only what is switched on', () => {
    expect(addressWatches(situation({}, {}), TODAY)).toEqual([]);
    expect(kinds(situation({}, { propertyCash: 10_000, propertyCashActive: false }))).toEqual([]);
  });

  it('cash available passes the amount on the figure every page shows (80% of the value less the balance)', () => {
    // 80% of $600,000 is $480,000; owing $400,000 leaves $80,000.
    const home = { estimate: 600_000, loanBalance: 400_000 };
    expect(kinds(situation(home, { propertyCash: 80_000, propertyCashActive: true }))).toEqual([
      ['cashAvailable', true],
    ]);
    expect(kinds(situation(home, { propertyCash: 80_001, propertyCashActive: true }))).toEqual([
      ['cashAvailable', false],
    ]);
    const [watch] = addressWatches(situation(home, { propertyCash: 50_000, propertyCashActive: true }), TODAY);
    expect(watch!.message(0).body).toContain('up to $80,000');
  });

  it('equity per month is the principal this month’s scheduled payment repays', () => {
    const home = record({ loanDate: '2020-01-01', loanBalance: 300_000, loanRatePercent: 6 });
    // 82 payments made by November 2026: 278 months left.
    const expected = monthlyPayment(300_000, 6, 278) - 300_000 * 0.005;
    expect(equityPerMonth(home, 300_000, TODAY)).toBeCloseTo(expected, 6);
    const line = Math.floor(expected);
    const met = situation(
      { loanDate: '2020-01-01', loanBalance: 300_000, loanRatePercent: 6 },
      { propertyEquity: line, propertyEquityActive: true },
    );
    expect(kinds(met)).toEqual([['equity', true]]);
    const unmet = situation(
      { loanDate: '2020-01-01', loanBalance: 300_000, loanRatePercent: 6 },
      { propertyEquity: line + 10, propertyEquityActive: true },
    );
    expect(kinds(unmet)).toEqual([['equity', false]]);
    expect(equityPerMonth(record({ loanRatePercent: null }), 300_000, TODAY)).toBeUndefined();
  });

  it('mortgage insurance can go once it should have ended by its rules, and not while it is in force', () => {
    // 95% financed in January 2012 at 4%: the scheduled balance passed 78% of the price years ago.
    const old = situation(
      { saleDate: '2012-01-15', loanDate: '2012-01-15', loanRatePercent: 4, loanBalance: 300_000 },
      { removeMortgageInsurance: true },
    );
    expect(old.figures.insurance.status).toBe('ended');
    expect(kinds(old)).toEqual([['mortgageInsurance', true]]);
    expect(insuranceRemovableNow(old.figures, TODAY)).toMatch(/should have ended on/);

    // 95% financed in March 2024, value barely up: still in force.
    const recent = situation({}, { removeMortgageInsurance: true });
    expect(recent.figures.insurance.status).toBe('in-force');
    expect(kinds(recent)).toEqual([['mortgageInsurance', false]]);

    // A VA loan has no insurance to remove, whatever its figures.
    const va = situation({ loanType: 'va' }, { removeMortgageInsurance: true });
    expect(kinds(va)).toEqual([['mortgageInsurance', false]]);
  });

  it('mortgage insurance can go on today’s value once the balance is low enough against it', () => {
    // Two and a half years in, the value way up: owing under 75% of today's value.
    const risen = situation(
      { saleDate: '2024-03-15', loanDate: '2024-03-15', estimate: 700_000 },
      { removeMortgageInsurance: true },
    );
    expect(risen.figures.removal.program).toBe('conventional');
    expect(kinds(risen)).toEqual([['mortgageInsurance', true]]);
    expect(insuranceRemovableNow(risen.figures, TODAY)).toMatch(/today's value/);
  });

  it('value up by N% is measured from the value when the watch began', () => {
    const s = situation({ estimate: 550_000 }, { propertyIncrease: 5, propertyIncreaseActive: true });
    const [watch] = addressWatches(s, TODAY);
    expect(watch!.met(520_000)).toBe(true);
    expect(watch!.met(525_000)).toBe(false);
    expect(watch!.message(520_000).body).toContain('up 5.769%');
  });
});

describe('the dream-rate watch', () => {
  const rate = (ratePercent: number, current: boolean) => ({
    ratePercent,
    date: '2026-11-19',
    source: 'Freddie Mac PMMS',
    current,
  });

  it('is met at or below the dream rate, and only by a current rate', () => {
    expect(dreamRateWatch(6, rate(6, true))!.met(0)).toBe(true);
    expect(dreamRateWatch(6, rate(6.01, true))!.met(0)).toBe(false);
    expect(dreamRateWatch(6, rate(5, false))!.met(0)).toBe(false);
    expect(dreamRateWatch(6, undefined)).toBeUndefined();
  });
});
