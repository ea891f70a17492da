import { downPaymentAssistanceInputSchema } from '@roost/domain';
import { z } from 'zod';
import { wholeDollarsOf } from '../../../lib/whole-dollars';

/**
 * The check as the form holds it: choices as chosen, money as the money field shows it ('$85,000'). The money is
 * read as the field means it (whole dollars), then the domain's rules and messages judge the check.
 */
export const checkFormSchema = z
  .object({
    firstTimeBuyer: z.string(),
    firstGeneration: z.string(),
    householdIncome: z.string(),
    countyFips: z.string(),
    purchasePrice: z.string(),
    firstLoanType: z.string(),
  })
  .transform((form): unknown => ({
    ...form,
    householdIncome: wholeDollarsOf(form.householdIncome),
    purchasePrice: wholeDollarsOf(form.purchasePrice),
  }))
  .pipe(downPaymentAssistanceInputSchema);
export type CheckFormValues = z.input<typeof checkFormSchema>;

export const emptyCheckForm: CheckFormValues = {
  firstTimeBuyer: 'yes',
  firstGeneration: 'no',
  householdIncome: '',
  countyFips: '',
  purchasePrice: '',
  firstLoanType: 'fha',
};
