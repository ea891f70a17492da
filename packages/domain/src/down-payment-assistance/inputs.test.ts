import { describe, expect, it } from 'vitest';
import { downPaymentAssistanceInputSchema } from './inputs';

const valid = {
  firstTimeBuyer: 'yes',
  firstGeneration: 'no',
  householdIncome: '$85,000',
  countyFips: '06061',
  purchasePrice: '600000',
  firstLoanType: 'fha',
};

function messageFor(field: keyof typeof valid, value: unknown): string | undefined {
  const parsed = downPaymentAssistanceInputSchema.safeParse({ ...valid, [field]: value });
  if (parsed.success) return undefined;
  return parsed.error.issues.find((issue) => issue.path[0] === field)?.message;
}

describe('downPaymentAssistanceInputSchema', () => {
  it('reads what a form holds: typed dollars and yes/no', () => {
    expect(downPaymentAssistanceInputSchema.parse(valid)).toEqual({
      firstTimeBuyer: true,
      firstGeneration: false,
      householdIncome: 85_000,
      countyFips: '06061',
      purchasePrice: 600_000,
      firstLoanType: 'fha',
    });
  });

  it('accepts plain numbers and booleans too', () => {
    expect(
      downPaymentAssistanceInputSchema.parse({
        ...valid,
        firstTimeBuyer: false,
        householdIncome: 1,
        purchasePrice: 10_000,
      }),
    ).toMatchObject({ firstTimeBuyer: false, householdIncome: 1, purchasePrice: 10_000 });
  });

  it.each([
    ['householdIncome', '', 'Household income is required'],
    ['householdIncome', 'abc', 'Household income must be a number'],
    ['householdIncome', '1.2.3', 'Household income must be a number'],
    ['householdIncome', '-5000', 'Household income must not be negative'],
    ['householdIncome', '0', 'Household income must be more than $0'],
    ['householdIncome', Number.NaN, 'Household income must be a number'],
    [
      'householdIncome',
      '6,000,000',
      'Household income looks too large: enter the yearly total in dollars (at most $5,000,000)',
    ],
    ['purchasePrice', '$0', 'Purchase price must be more than $0'],
    ['purchasePrice', '5000', 'Purchase price must be at least $10,000'],
    ['purchasePrice', '25000000', 'Purchase price looks too large: at most $20,000,000'],
    ['purchasePrice', 'six hundred thousand', 'Purchase price must be a number'],
    ['countyFips', '06075', 'Choose the county of the home'],
    ['countyFips', '', 'Choose the county of the home'],
    ['firstTimeBuyer', '', 'Choose yes or no for first-time buyer'],
    ['firstGeneration', 'maybe', 'Choose yes or no for first-generation buyer'],
    ['firstLoanType', 'jumbo', 'Choose the first loan: FHA, conventional or VA'],
  ] as const)('%s %j: %s', (field, value, message) => {
    expect(messageFor(field, value)).toBe(message);
  });
});
