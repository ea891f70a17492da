import {
  countyName,
  FIRST_LOAN_TYPE_LABEL,
  formatDollars,
  LEAD_MESSAGE_MAX_LENGTH,
  type DownPaymentAssistanceInput,
  type ProgramResult,
} from '@roost/domain';
import { VERDICT_LABEL } from './program-results';

/** The lead's message: what the buyer entered and which programs fit, short enough for an expert to read at a glance. */
export function welcomePackageLeadMessage(input: DownPaymentAssistanceInput, results: ProgramResult[]): string {
  const yesNo = (answer: boolean) => (answer ? 'yes' : 'no');
  const entered =
    `Welcome Package check: first-time buyer ${yesNo(input.firstTimeBuyer)}; first-generation ${yesNo(input.firstGeneration)}; ` +
    `household income ${formatDollars(input.householdIncome)}; ${countyName(input.countyFips)} County; ` +
    `price ${formatDollars(input.purchasePrice)}; ${FIRST_LOAN_TYPE_LABEL[input.firstLoanType]} first loan.`;
  const fitting = results.filter(({ verdict }) => verdict !== 'doesNotFit');
  const programs =
    fitting.length === 0
      ? 'No program fits these details.'
      : `Programs: ${fitting
          .map(
            ({ program, verdict, amount }) =>
              `${program.name} (${VERDICT_LABEL[verdict].toLowerCase()}${amount === null ? '' : `, about ${formatDollars(amount)}`})`,
          )
          .join('; ')}.`;
  return `${entered} ${programs}`.slice(0, LEAD_MESSAGE_MAX_LENGTH);
}
