import { userMortgageInputSchema, type UserMortgage } from '@roost/domain';
import { z } from 'zod';
import { showWholeDollars, wholeDollarsOf } from '../../../lib/whole-dollars';

/** A typed rate: empty is missing; anything but a number stays NaN, for the rule to refuse. */
function rateOf(text: string): number | undefined {
  const trimmed = text.replace('%', '').trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

/**
 * The mortgage form holds what is shown ('$300,000', '6.5'); the contract's rules and messages judge the
 * mortgage it stands for, so the form refuses exactly what the server would.
 */
export const mortgageFormSchema = z
  .object({
    reportTitle: z.string(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    zipCode: z.string(),
    originalLoanBalance: z.string(),
    loanBalance: z.string(),
    interestRate: z.string(),
    mortgageInsurance: z.string(),
    escrow: z.string(),
  })
  .transform((form): unknown => ({
    ...form,
    originalLoanBalance: wholeDollarsOf(form.originalLoanBalance),
    loanBalance: wholeDollarsOf(form.loanBalance),
    interestRate: rateOf(form.interestRate),
    mortgageInsurance: wholeDollarsOf(form.mortgageInsurance),
    escrow: wholeDollarsOf(form.escrow),
  }))
  .pipe(userMortgageInputSchema);
export type MortgageFormValues = z.input<typeof mortgageFormSchema>;

export const mortgageFields = [
  'reportTitle',
  'address',
  'city',
  'state',
  'zipCode',
  'originalLoanBalance',
  'loanBalance',
  'interestRate',
  'mortgageInsurance',
  'escrow',
] as const satisfies readonly (keyof MortgageFormValues)[];

export const emptyMortgageForm: MortgageFormValues = {
  reportTitle: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  originalLoanBalance: '',
  loanBalance: '',
  interestRate: '',
  mortgageInsurance: '',
  escrow: '',
};

export const mortgageFormValues = (mortgage: UserMortgage): MortgageFormValues => ({
  reportTitle: mortgage.reportTitle,
  address: mortgage.address,
  city: mortgage.city,
  state: mortgage.state,
  zipCode: mortgage.zipCode,
  originalLoanBalance: showWholeDollars(mortgage.originalLoanBalance),
  loanBalance: showWholeDollars(mortgage.loanBalance),
  interestRate: String(mortgage.interestRate),
  mortgageInsurance: showWholeDollars(mortgage.mortgageInsurance),
  escrow: showWholeDollars(mortgage.escrow),
});
