import { z } from 'zod';
import { countyFipsCodes } from './counties';
import { formatDollars } from '../number-text';

export const firstLoanTypes = ['fha', 'conventional', 'va'] as const;
export type FirstLoanType = (typeof firstLoanTypes)[number];

export const FIRST_LOAN_TYPE_LABEL: Readonly<Record<FirstLoanType, string>> = {
  fha: 'FHA',
  conventional: 'conventional',
  va: 'VA',
};

export const HOUSEHOLD_INCOME_MAX = 5_000_000;
export const PURCHASE_PRICE_MIN = 10_000;
export const PURCHASE_PRICE_MAX = 20_000_000;

// People type money as '$85,000' or '85000'; both mean the same number. Anything else that is not
// a plain number (letters, '1.2.3') becomes NaN so the number schema answers 'must be a number'.
function parseTypedDollars(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const cleaned = value.replace(/[$,\s]/g, '');
  if (cleaned === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

function typedDollars(label: string, { min, max, tooLarge }: { min: number; max: number; tooLarge: string }) {
  return z.preprocess(
    parseTypedDollars,
    z
      .number({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a number`) })
      .finite({ error: `${label} must be a number` })
      .min(0, { error: `${label} must not be negative` })
      .refine((amount) => amount > 0, { error: `${label} must be more than $0`, abort: true })
      .refine((amount) => amount >= min, { error: `${label} must be at least ${formatDollars(min)}` })
      .max(max, { error: tooLarge }),
  );
}

const yesNo = (question: string) =>
  z.preprocess(
    (value) => (value === 'yes' ? true : value === 'no' ? false : value),
    z.boolean({ error: `Choose yes or no for ${question}` }),
  );

/**
 * The Welcome Package check's inputs. Accepts what a form holds (typed dollars, 'yes'/'no') as
 * well as plain numbers and booleans, so the browser form and any caller share one set of rules.
 */
export const downPaymentAssistanceInputSchema = z.object({
  firstTimeBuyer: yesNo('first-time buyer'),
  firstGeneration: yesNo('first-generation buyer'),
  householdIncome: typedDollars('Household income', {
    min: 1,
    max: HOUSEHOLD_INCOME_MAX,
    tooLarge: `Household income looks too large: enter the yearly total in dollars (at most ${formatDollars(HOUSEHOLD_INCOME_MAX)})`,
  }),
  countyFips: z.enum(countyFipsCodes, { error: 'Choose the county of the home' }),
  purchasePrice: typedDollars('Purchase price', {
    min: PURCHASE_PRICE_MIN,
    max: PURCHASE_PRICE_MAX,
    tooLarge: `Purchase price looks too large: at most ${formatDollars(PURCHASE_PRICE_MAX)}`,
  }),
  firstLoanType: z.enum(firstLoanTypes, { error: 'Choose the first loan: FHA, conventional or VA' }),
});

export type DownPaymentAssistanceFormValues = z.input<typeof downPaymentAssistanceInputSchema>;
export type DownPaymentAssistanceInput = z.output<typeof downPaymentAssistanceInputSchema>;
