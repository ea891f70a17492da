import { LOAN_TYPE, OPTION_TYPE, partsInWholeDollars, type PurchaseOption } from '@roost/domain';
import { formatRate } from '../../../lib/format';

/** 'FHA, 3.5% down': how an option is named on its card and on the results page. */
export function optionTitle(option: Pick<PurchaseOption, 'loanName' | 'percentDown'>): string {
  return `${option.loanName}, ${formatRate(option.percentDown)} down`;
}

/** Veteran options (optionType 2, or a VA loan) are marked so nobody else takes them for theirs. */
export function isVeteranOption(option: Pick<PurchaseOption, 'optionType' | 'loanType'>): boolean {
  return option.optionType === OPTION_TYPE.veteran || option.loanType === LOAN_TYPE.va;
}

/** The note rate travels as a fraction (0.0625); people read 6.25%. */
export function interestRatePercent(option: Pick<PurchaseOption, 'interestRate'>): string {
  return formatRate(option.interestRate * 100);
}

/**
 * The four monthly parts in whole dollars that add up to the payment shown beneath them (each part
 * rounded by largest remainder, so the lines never disagree with their total by a dollar).
 */
export function monthlyParts(option: PurchaseOption): [string, number][] {
  const whole = partsInWholeDollars({
    principalInterest: option.principalInterest,
    taxes: option.taxes,
    mortgageInsurance: option.mortgageInsurance,
    hazardInsurance: option.hazardInsurance,
  });
  return [
    ['Principal & interest', whole.principalInterest],
    ['Taxes', whole.taxes],
    ['Mortgage insurance', whole.mortgageInsurance],
    ['Hazard insurance', whole.hazardInsurance],
  ];
}
