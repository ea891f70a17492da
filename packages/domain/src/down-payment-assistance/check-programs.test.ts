import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moneyAmount } from '../mortgage/test-arbitraries';
import { checkDownPaymentAssistance, type ProgramResult, type ProgramVerdict } from './check-programs';
import { countyFipsCodes, type CountyFips } from './counties';
import { firstLoanTypes, type DownPaymentAssistanceInput } from './inputs';
import type { ProgramId } from './programs';

const PLACER = '06061';
const SACRAMENTO = '06067';
const FRESNO = '06019';
const ALAMEDA = '06001';

const buyer = (overrides: Partial<DownPaymentAssistanceInput> = {}): DownPaymentAssistanceInput => ({
  firstTimeBuyer: true,
  firstGeneration: true,
  householdIncome: 120_000,
  countyFips: PLACER,
  purchasePrice: 600_000,
  firstLoanType: 'fha',
  ...overrides,
});

function result(input: DownPaymentAssistanceInput, id: ProgramId): ProgramResult {
  const found = checkDownPaymentAssistance(input).find(({ program }) => program.id === id);
  if (!found) throw new Error(`${id} not in the results`);
  return found;
}

const rules = (programResult: ProgramResult) => programResult.checks.map(({ rule }) => rule).join('\n');

describe('CalHFA MyHome amount', () => {
  it.each([
    // [price, first loan, amount]: 3.5% with FHA, 3% with conventional or VA, whole dollars.
    [600_000, 'fha', 21_000],
    [600_000, 'conventional', 18_000],
    [600_000, 'va', 18_000],
    [900_000, 'fha', 31_500],
    [333_333, 'fha', 11_667], // 11,666.655 rounds up
    [333_333, 'conventional', 10_000], // 9,999.99
    [10_000, 'fha', 350],
  ] as const)('%s with a %s first loan: $%s', (purchasePrice, firstLoanType, amount) => {
    const myHome = result(buyer({ purchasePrice, firstLoanType }), 'calhfaMyHome');
    expect(myHome.amount).toBe(amount);
    expect(myHome.amountRule).toContain(`= $${amount.toLocaleString('en-US')}.`);
  });

  it('states the rule with the numbers', () => {
    expect(result(buyer(), 'calhfaMyHome').amountRule).toBe(
      'Up to 3.5% of the price or appraised value, whichever is lower, with a CalHFA FHA first loan (3.5% with FHA, 3% with conventional, VA or USDA): 3.5% of $600,000 = $21,000.',
    );
  });
});

describe('CalHFA Dream For All amount', () => {
  it.each([
    [600_000, 120_000, false],
    [750_000, 150_000, false],
    [900_000, 150_000, true],
    [333_333, 66_667, false], // 66,666.6
  ])('%s: $%s (capped: %s)', (purchasePrice, amount, capped) => {
    const dreamForAll = result(buyer({ purchasePrice }), 'calhfaDreamForAll');
    expect(dreamForAll.amount).toBe(amount);
    expect(dreamForAll.amountRule?.includes('capped at $150,000')).toBe(capped);
  });

  it('shows the cap with the figures', () => {
    expect(result(buyer({ purchasePrice: 900_000 }), 'calhfaDreamForAll').amountRule).toBe(
      '20% of the price, at most $150,000: 20% of $900,000 = $180,000, capped at $150,000.',
    );
  });
});

describe('verdicts', () => {
  it('Placer, $120,000 income, first-time and first-generation: both CalHFA programs may fit; Placer is on hold', () => {
    const results = checkDownPaymentAssistance(buyer());
    expect(results.map(({ program, verdict }) => [program.id, verdict])).toEqual([
      ['calhfaMyHome', 'mayFit'],
      ['calhfaDreamForAll', 'mayFit'],
      ['placerFirstTimeBuyer', 'doesNotFit'],
    ]);
    expect(rules(results[1]!)).toContain(
      'Household income $120,000 is within the Dream For All limit of $191,000 for Placer County (2026;',
    );
    expect(rules(results[1]!)).toContain('Awarded by lottery');
    expect(rules(results[0]!)).toContain('our estimate of the MyHome limit for Placer County, $238,000');
    expect(rules(results[0]!)).toContain('check the current limit with the program');
    expect(rules(results[2]!)).toContain('On hold pending state funding');
    expect(results[2]!.amount).toBeNull();
  });

  it.each([
    // [county, income, program, verdict]: a limit itself qualifies.
    [PLACER, 191_000, 'calhfaDreamForAll', 'mayFit'],
    [PLACER, 191_001, 'calhfaDreamForAll', 'doesNotFit'],
    ['06113', 215_000, 'calhfaDreamForAll', 'mayFit'], // Yolo
    ['06113', 215_001, 'calhfaDreamForAll', 'doesNotFit'],
    ['06077', 165_001, 'calhfaDreamForAll', 'doesNotFit'], // San Joaquin
    [FRESNO, 153_000, 'calhfaDreamForAll', 'mayFit'], // estimated limit
    [FRESNO, 153_001, 'calhfaDreamForAll', 'doesNotFit'],
    [PLACER, 238_000, 'calhfaMyHome', 'mayFit'],
    [PLACER, 238_001, 'calhfaMyHome', 'doesNotFit'],
    [ALAMEDA, 316_000, 'calhfaMyHome', 'mayFit'],
    [ALAMEDA, 316_001, 'calhfaMyHome', 'doesNotFit'],
  ] as const)('%s with $%s income: %s %s', (countyFips, householdIncome, id, verdict) => {
    expect(result(buyer({ countyFips, householdIncome }), id).verdict).toBe(verdict);
  });

  it('says when the income is above an estimated limit, and that it is an estimate', () => {
    const text = rules(result(buyer({ countyFips: FRESNO, householdIncome: 160_000 }), 'calhfaDreamForAll'));
    expect(text).toContain(
      'Household income $160,000 is above our estimate of the Dream For All limit for Fresno County, $153,000',
    );
    expect(text).toContain('This is an estimate');
  });

  it('a buyer who owned a home in the last 3 years fits neither CalHFA program', () => {
    const input = buyer({ firstTimeBuyer: false });
    expect(result(input, 'calhfaMyHome').verdict).toBe('doesNotFit');
    expect(result(input, 'calhfaDreamForAll').verdict).toBe('doesNotFit');
    expect(rules(result(input, 'calhfaMyHome'))).toContain('you said no');
  });

  it('Dream For All needs a first-generation buyer; MyHome does not', () => {
    const input = buyer({ firstGeneration: false });
    expect(result(input, 'calhfaDreamForAll').verdict).toBe('doesNotFit');
    expect(rules(result(input, 'calhfaDreamForAll'))).toContain(
      'At least one buyer must be a first-generation homebuyer: you said no.',
    );
    expect(result(input, 'calhfaMyHome').verdict).toBe('mayFit');
  });

  it('county programs appear only for their county; SHRA CalHome shows as closed', () => {
    const ids = (countyFips: CountyFips) =>
      checkDownPaymentAssistance(buyer({ countyFips })).map(({ program }) => program.id);
    expect(ids(ALAMEDA)).toEqual(['calhfaMyHome', 'calhfaDreamForAll']);
    expect(ids(SACRAMENTO)).toEqual(['calhfaMyHome', 'calhfaDreamForAll', 'sacramentoCalHome']);
    const calHome = result(buyer({ countyFips: SACRAMENTO }), 'sacramentoCalHome');
    expect(calHome.verdict).toBe('doesNotFit');
    expect(rules(calHome)).toBe('Closed: the program ran out of funds in 2017.');
  });

  it('tells the Placer buyer what they would bring', () => {
    expect(result(buyer(), 'placerFirstTimeBuyer').requirements).toEqual([
      'The buyer brings at least 3% of the price ($18,000 here).',
    ]);
  });
});

describe('properties', () => {
  const anyBuyer = fc.record({
    firstTimeBuyer: fc.boolean(),
    firstGeneration: fc.boolean(),
    householdIncome: moneyAmount(1, 5_000_000),
    countyFips: fc.constantFrom(...countyFipsCodes),
    purchasePrice: moneyAmount(10_000, 20_000_000),
    firstLoanType: fc.constantFrom(...firstLoanTypes),
  });
  const rank: Record<ProgramVerdict, number> = { fits: 2, mayFit: 1, doesNotFit: 0 };

  it('amounts are whole dollars within each program’s rule, and every verdict follows from its rules', () => {
    fc.assert(
      fc.property(anyBuyer, (input) => {
        for (const programResult of checkDownPaymentAssistance(input)) {
          expect(programResult.checks.length).toBeGreaterThan(0);
          const outcomes = programResult.checks.map(({ outcome }) => outcome);
          if (programResult.verdict === 'fits') expect(outcomes.every((outcome) => outcome === 'pass')).toBe(true);
          if (programResult.verdict === 'doesNotFit') expect(outcomes).toContain('fail');
          if (programResult.amount === null) continue;
          expect(Number.isInteger(programResult.amount)).toBe(true);
          expect(programResult.amount).toBeGreaterThan(0);
          if (programResult.program.id === 'calhfaMyHome') {
            expect(programResult.amount).toBeLessThanOrEqual(input.purchasePrice * 0.035 + 0.5);
          }
          if (programResult.program.id === 'calhfaDreamForAll') {
            expect(programResult.amount).toBeLessThanOrEqual(Math.min(150_000, input.purchasePrice * 0.2 + 0.5));
          }
        }
      }),
    );
  });

  it('a higher income never makes a program fit better', () => {
    fc.assert(
      fc.property(anyBuyer, moneyAmount(0, 1_000_000), (input, raise) => {
        const before = checkDownPaymentAssistance(input);
        const after = checkDownPaymentAssistance({ ...input, householdIncome: input.householdIncome + raise });
        before.forEach((programResult, index) => {
          expect(rank[after[index]!.verdict]).toBeLessThanOrEqual(rank[programResult.verdict]);
        });
      }),
    );
  });
});
