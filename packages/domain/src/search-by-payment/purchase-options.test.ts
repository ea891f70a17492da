import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countyFipsCodes } from '../down-payment-assistance/counties';
import { FHA_MIP_HIGH_BALANCE_LINE } from '../mortgage/fha-mip';
import { LOAN_TYPE, OPTION_TYPE, PAYMENT_LIMITS, purchaseOptionSchema } from './contracts';
import { countyCostsFor } from './county-costs';
import { loanLimitsFor } from './loan-limits';
import { monthlyPartsForPrice, monthlyPaymentForPrice, purchaseOptions } from './purchase-options';

const PLACER = '06061';
const SOLANO = '06095';
const ALAMEDA = '06001';

type Option = ReturnType<typeof purchaseOptions>[number];
const monthlyTotal = (option: Option) =>
  option.principalInterest + option.taxes + option.mortgageInsurance + option.hazardInsurance;
const baseLoanOf = (option: Option) => option.maxPurchase - option.downPayment;
const asOption = (option: Option) => ({ ...option, homeCount: 0 });
const placer = (payment: number, ratePercent = 6.5) =>
  purchaseOptions({ payment, ratePercent, countyFips: PLACER, year: 2026 });

const input = fc.record({
  payment: fc.integer({ min: PAYMENT_LIMITS.min, max: PAYMENT_LIMITS.max }),
  ratePercent: fc.integer({ min: 16, max: 72 }).map((eighths) => eighths / 8), // 2% to 9%
  countyFips: fc.constantFrom(...countyFipsCodes),
  year: fc.constantFrom(2025, 2026, 2027),
});

describe('purchaseOptions', () => {
  it('lists conventional 3, 5, 10 and 20% down, FHA and VA, numbered 1..6', () => {
    const options = placer(3_500);
    expect(
      options.map(({ optionId, loanName, percentDown, loanType, optionType }) => [
        optionId,
        loanName,
        percentDown,
        loanType,
        optionType,
      ]),
    ).toEqual([
      [1, 'Conventional', 3, LOAN_TYPE.conventional, OPTION_TYPE.standard],
      [2, 'Conventional', 5, LOAN_TYPE.conventional, OPTION_TYPE.standard],
      [3, 'Conventional', 10, LOAN_TYPE.conventional, OPTION_TYPE.standard],
      [4, 'Conventional', 20, LOAN_TYPE.conventional, OPTION_TYPE.standard],
      [5, 'FHA', 3.5, LOAN_TYPE.fha, OPTION_TYPE.standard],
      [6, 'VA', 0, LOAN_TYPE.va, OPTION_TYPE.veteran],
    ]);
  });

  it.each([
    // Placer 2026 at 6.5%: tax 1.2%, insurance $220 a month, PMI by the table's 720-759 column.
    [1, 408_966, 12_268.98, 396_697.02, 1.1],
    [2, 437_597, 21_879.85, 415_717.15, 0.62],
    [3, 467_328, 46_732.8, 420_595.2, 0.44],
    [4, 541_562, 108_312.4, 433_249.6, 0],
    [5, 428_842, 15_009.47, 421_074.59, 0.55],
    [6, 439_880, 0, 449_337.42, 0],
  ])('for $3,500 in Placer, option %s buys %s with %s down and a %s loan', (id, maxPurchase, down, loan, miPercent) => {
    const option = placer(3_500)[id - 1];
    expect(option).toMatchObject({ maxPurchase, downPayment: down, loanAmount: loan, interestRate: 0.065 });
    const baseLoan = option ? baseLoanOf(option) : 0;
    expect(option?.mortgageInsurance).toBeCloseTo((baseLoan * miPercent) / 1200, 9);
    expect(option?.taxes).toBeCloseTo((maxPurchase * 1.2) / 1200, 9);
    expect(option?.hazardInsurance).toBe(220);
  });

  it('gives answers the contract accepts, whole-dollar prices and an APR at or above the rate', () => {
    fc.assert(
      fc.property(input, (args) => {
        for (const option of purchaseOptions(args)) {
          expect(purchaseOptionSchema.safeParse(asOption(option)).success).toBe(true);
          expect(Number.isInteger(option.maxPurchase)).toBe(true);
          expect(Math.round(option.loanAmount * 100) / 100).toBe(option.loanAmount);
          expect(option.aprPercent).toBeGreaterThanOrEqual(args.ratePercent);
          // Fixed fees weigh most on the smallest loans: $1,800 on a $30,000 loan, plus 1.1% PMI.
          expect(option.aprPercent).toBeLessThan(args.ratePercent + 3);
          expect(option.notes.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('spends the budget to within a cent, or less where a limit caps the option', () => {
    fc.assert(
      fc.property(input, (args) => {
        for (const option of purchaseOptions(args)) {
          const total = monthlyTotal(option);
          expect(total).toBeLessThanOrEqual(args.payment + 1e-9);
          const capped = option.notes.some((note) => note.includes('less than your budget'));
          if (!capped) expect(total).toBeGreaterThan(args.payment - 0.01);
          // A whole dollar more would break the budget.
          if (!capped) expect(monthlyPaymentForPrice(asOption(option), option.maxPurchase + 1)).toBeGreaterThan(total);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('applies the county limits: jumbo above the conforming limit, FHA capped at its limit', () => {
    fc.assert(
      fc.property(input, (args) => {
        const limits = loanLimitsFor(args.countyFips, args.year);
        for (const option of purchaseOptions(args)) {
          if (option.loanType === LOAN_TYPE.conventional) {
            const jumbo = option.loanAmount > limits.conforming.amount;
            expect(option.loanName).toBe(jumbo ? 'Conventional jumbo' : 'Conventional');
            expect(option.notes.some((note) => note.includes('jumbo loan'))).toBe(jumbo);
          }
          if (option.loanType === LOAN_TYPE.fha) expect(baseLoanOf(option)).toBeLessThanOrEqual(limits.fha.amount);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('makes a big Placer budget jumbo and caps FHA at the 2026 limit of $764,750', () => {
    const options = placer(8_000);
    const jumbo = options.filter(({ loanName }) => loanName === 'Conventional jumbo');
    expect(jumbo.map(({ percentDown }) => percentDown)).toEqual([3, 5, 10, 20]);
    expect(jumbo[0]?.notes.join(' ')).toContain('same rate');
    const fha = options[4];
    expect(fha?.loanName).toBe('FHA');
    expect(fha && baseLoanOf(fha)).toBeGreaterThan(764_740);
    expect(fha && baseLoanOf(fha)).toBeLessThanOrEqual(764_750);
    expect(fha?.maxPurchase).toBe(792_487);
    expect(fha?.mortgageInsurance).toBeCloseTo(((fha ? baseLoanOf(fha) : 0) * 0.75) / 1200, 9);
    expect(fha && monthlyTotal(fha)).toBeLessThan(7_000);
    expect(fha?.notes.join(' ')).toContain('caps the base loan at $764,750');
    expect(fha?.notes.join(' ')).not.toContain('could not find');
    expect(options[5]?.loanName).toBe('VA');
    expect(options[5]?.maxPurchase).toBeGreaterThan(792_487);
  });

  it('flags a fallback limit when it caps FHA in a county whose limit was not found', () => {
    const fha = purchaseOptions({ payment: 5_000, ratePercent: 6.5, countyFips: SOLANO, year: 2026 })[4];
    expect(fha && baseLoanOf(fha)).toBeLessThanOrEqual(541_287);
    expect(fha?.notes.join(' ')).toContain("could not find Solano County's 2026 FHA limit");
    const jumbo = purchaseOptions({ payment: 9_000, ratePercent: 6.5, countyFips: SOLANO, year: 2026 })[3];
    expect(jumbo?.loanName).toBe('Conventional jumbo');
    expect(jumbo?.notes.join(' ')).toContain("could not find Solano County's 2026 conforming limit");
  });

  it('stops an FHA loan at the premium line when only the lower premium would carry a larger loan', () => {
    const inGap = purchaseOptions({ payment: 6_000, ratePercent: 6.5, countyFips: ALAMEDA, year: 2026 })[4];
    expect(inGap && baseLoanOf(inGap)).toBeLessThanOrEqual(FHA_MIP_HIGH_BALANCE_LINE);
    expect(inGap && baseLoanOf(inGap)).toBeGreaterThan(FHA_MIP_HIGH_BALANCE_LINE - 1);
    expect(inGap?.mortgageInsurance).toBeCloseTo(((inGap ? baseLoanOf(inGap) : 0) * 0.55) / 1200, 9);
    expect(inGap?.notes.join(' ')).toContain('premium rises');
    const above = purchaseOptions({ payment: 6_200, ratePercent: 6.5, countyFips: ALAMEDA, year: 2026 })[4];
    expect(above && baseLoanOf(above)).toBeGreaterThan(FHA_MIP_HIGH_BALANCE_LINE);
    expect(above?.maxPurchase).toBeGreaterThan(inGap?.maxPurchase ?? Infinity);
  });

  it('charges mortgage insurance only where the program has it', () => {
    const options = placer(3_500);
    expect(options.map(({ mortgageInsurance }) => mortgageInsurance > 0)).toEqual([
      true,
      true,
      true,
      false,
      true,
      false,
    ]);
    expect(options[5]?.notes.join(' ')).toContain('2.15%');
  });

  it('buys more as the budget grows and less as the rate rises', () => {
    fc.assert(
      fc.property(input, fc.integer({ min: 1, max: 2_000 }), (args, more) => {
        fc.pre(args.payment + more <= PAYMENT_LIMITS.max);
        const now = purchaseOptions(args);
        const richer = purchaseOptions({ ...args, payment: args.payment + more });
        const dearer = purchaseOptions({ ...args, ratePercent: args.ratePercent + 0.5 });
        now.forEach((option, index) => {
          expect(richer[index]?.maxPurchase).toBeGreaterThanOrEqual(option.maxPurchase);
          expect(dearer[index]?.maxPurchase).toBeLessThanOrEqual(option.maxPurchase);
        });
      }),
      { numRuns: 40 },
    );
  });

  it.each([
    ['a payment below the minimum', { payment: PAYMENT_LIMITS.min - 1 }],
    ['a payment above the maximum', { payment: PAYMENT_LIMITS.max + 1 }],
    ['a payment that is not a number', { payment: Number.NaN }],
    ['a negative rate', { ratePercent: -1 }],
    ['a rate over 100%', { ratePercent: 650 }],
    ['an unknown county', { countyFips: '06075' }],
    ['a county name instead of its code', { countyFips: 'Placer' }],
    ['a year before the first limits', { year: 2024 }],
  ])('refuses %s', (_label, change) => {
    expect(() =>
      purchaseOptions({ payment: 3_500, ratePercent: 6.5, countyFips: PLACER, year: 2026, ...change }),
    ).toThrow(RangeError);
  });
});

describe('monthlyPaymentForPrice', () => {
  it('at the option’s own price is the option’s monthly total', () => {
    fc.assert(
      fc.property(input, (args) => {
        for (const option of purchaseOptions(args)) {
          expect(monthlyPaymentForPrice(asOption(option), option.maxPurchase)).toBeCloseTo(monthlyTotal(option), 6);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('costs less for a cheaper home, and never more than the budget at or below maxPurchase', () => {
    fc.assert(
      fc.property(input, fc.double({ min: 0.05, max: 1, noNaN: true }), (args, share) => {
        for (const option of purchaseOptions(args)) {
          const price = Math.floor(option.maxPurchase * share);
          const payment = monthlyPaymentForPrice(asOption(option), price);
          expect(payment).toBeLessThanOrEqual(monthlyTotal(option) + 1e-9);
          expect(payment).toBeLessThanOrEqual(args.payment + 1e-9);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('splits a listed home’s payment with the option’s program and county costs', () => {
    const fha = placer(3_500)[4];
    if (!fha) throw new Error('no FHA option');
    const parts = monthlyPartsForPrice(asOption(fha), 400_000);
    // 3.5% down: base loan $386,000, UFMIP 1.75% financed, 0.55% MIP, Placer tax 1.2% and insurance $220.
    expect(parts.taxes).toBeCloseTo(400, 9);
    expect(parts.mortgageInsurance).toBeCloseTo((386_000 * 0.55) / 1200, 9);
    expect(parts.hazardInsurance).toBe(countyCostsFor(PLACER).insurance.monthly);
    expect(parts.principalInterest).toBeCloseTo(2_482.48, 2);
    expect(parts.total).toBeCloseTo(parts.principalInterest + 400 + parts.mortgageInsurance + 220, 9);
  });

  it('refuses a negative price', () => {
    const option = placer(3_500)[0];
    if (!option) throw new Error('no option');
    expect(() => monthlyPaymentForPrice(asOption(option), -1)).toThrow(RangeError);
  });
});
