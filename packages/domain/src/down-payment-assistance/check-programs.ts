import { roundToDollars } from '../mortgage/rounding';
import { countyName } from './counties';
import { formatDollars } from '../number-text';
import { INCOME_LIMITS, INCOME_LIMITS_YEAR, type IncomeLimit } from './income-limits';
import { FIRST_LOAN_TYPE_LABEL, type DownPaymentAssistanceInput } from './inputs';
import {
  assistancePrograms,
  DREAM_FOR_ALL,
  MYHOME,
  PLACER_FIRST_TIME_BUYER,
  type AssistanceProgram,
  type ProgramId,
} from './programs';

export type ProgramVerdict = 'fits' | 'mayFit' | 'doesNotFit';

/** One rule applied to the buyer: its text with the buyer's numbers in, and how it came out. */
export interface RuleCheck {
  outcome: 'pass' | 'unsure' | 'fail';
  rule: string;
}

export interface ProgramResult {
  program: AssistanceProgram;
  verdict: ProgramVerdict;
  /** Every rule applied, in order; a verdict is always explained by these. */
  checks: RuleCheck[];
  /** Roughly how much help, in whole dollars; null where the program publishes no amount or takes no applications. */
  amount: number | null;
  /** How the amount was worked out, with the numbers. */
  amountRule: string | null;
  /** What the buyer must still do or know that this check cannot decide (education, occupancy, repayment). */
  requirements: string[];
}

/** Percent of a price in whole dollars; basis points keep 3.5% of $600,000 at exactly $21,000. */
function percentOf(percent: number, amount: number): number {
  return roundToDollars((amount * Math.round(percent * 100)) / 10_000);
}

function verdictOf(checks: RuleCheck[]): ProgramVerdict {
  if (checks.some(({ outcome }) => outcome === 'fail')) return 'doesNotFit';
  if (checks.some(({ outcome }) => outcome === 'unsure')) return 'mayFit';
  return 'fits';
}

function incomeCheck(programName: string, input: DownPaymentAssistanceInput, limit: IncomeLimit): RuleCheck {
  const county = countyName(input.countyFips);
  const within = input.householdIncome <= limit.amount;
  const comparison = `Household income ${formatDollars(input.householdIncome)} is ${within ? 'within' : 'above'}`;
  if (limit.basis === 'reported') {
    return {
      outcome: within ? 'pass' : 'fail',
      rule: `${comparison} the ${programName} limit of ${formatDollars(limit.amount)} for ${county} County (${INCOME_LIMITS_YEAR}; ${limit.derivation}).`,
    };
  }
  // An estimate can say 'probably', never 'yes': a buyer within it may fit; above it, we say so but
  // point to the program, whose real figure may differ.
  return {
    outcome: within ? 'unsure' : 'fail',
    rule: `${comparison} our estimate of the ${programName} limit for ${county} County, ${formatDollars(limit.amount)} (${limit.derivation}). This is an estimate: check the current limit with the program.`,
  };
}

function firstTimeBuyerCheck(input: DownPaymentAssistanceInput, who: string): RuleCheck {
  return input.firstTimeBuyer
    ? { outcome: 'pass', rule: `${who} must be first-time buyers (no home owned in the last 3 years): you said yes.` }
    : { outcome: 'fail', rule: `${who} must be first-time buyers (no home owned in the last 3 years): you said no.` };
}

function checkMyHome(input: DownPaymentAssistanceInput): ProgramResult {
  const program = assistancePrograms.calhfaMyHome;
  const percent = input.firstLoanType === 'fha' ? MYHOME.fhaPercent : MYHOME.otherPercent;
  const loan = FIRST_LOAN_TYPE_LABEL[input.firstLoanType];
  const amount = percentOf(percent, input.purchasePrice);
  const checks = [
    firstTimeBuyerCheck(input, 'All buyers'),
    incomeCheck('MyHome', input, INCOME_LIMITS[input.countyFips].myHome),
    {
      outcome: 'pass' as const,
      rule: `No sales-price limit (since June 1, 2020); the first loan must be a CalHFA ${loan} loan within the county's loan limit.`,
    },
  ];
  return {
    program,
    verdict: verdictOf(checks),
    checks,
    amount,
    amountRule: `Up to ${percent}% of the price or appraised value, whichever is lower, with a CalHFA ${loan} first loan (${MYHOME.fhaPercent}% with FHA, ${MYHOME.otherPercent}% with conventional, VA or USDA): ${percent}% of ${formatDollars(input.purchasePrice)} = ${formatDollars(amount)}.`,
    requirements: [
      `A deferred loan at ${MYHOME.simpleInterestPercent}% simple interest: nothing to pay monthly; it is repaid when you sell, refinance or pay off the first loan.`,
      'You must live in the home (owner-occupied).',
      'Homebuyer education is required before closing.',
    ],
  };
}

function checkDreamForAll(input: DownPaymentAssistanceInput): ProgramResult {
  const program = assistancePrograms.calhfaDreamForAll;
  const share = percentOf(DREAM_FOR_ALL.pricePercent, input.purchasePrice);
  const amount = Math.min(share, DREAM_FOR_ALL.maximum);
  const checks: RuleCheck[] = [
    firstTimeBuyerCheck(input, 'All buyers'),
    input.firstGeneration
      ? { outcome: 'pass', rule: 'At least one buyer must be a first-generation homebuyer: you said yes.' }
      : { outcome: 'fail', rule: 'At least one buyer must be a first-generation homebuyer: you said no.' },
    incomeCheck('Dream For All', input, INCOME_LIMITS[input.countyFips].dreamForAll),
    {
      outcome: 'unsure',
      rule: 'Awarded by lottery: applications open in a window once a year, and not every applicant is drawn.',
    },
  ];
  const capped = share > DREAM_FOR_ALL.maximum;
  return {
    program,
    verdict: verdictOf(checks),
    checks,
    amount,
    amountRule: `${DREAM_FOR_ALL.pricePercent}% of the price, at most ${formatDollars(DREAM_FOR_ALL.maximum)}: ${DREAM_FOR_ALL.pricePercent}% of ${formatDollars(input.purchasePrice)} = ${formatDollars(share)}${capped ? `, capped at ${formatDollars(DREAM_FOR_ALL.maximum)}` : ''}.`,
    requirements: [
      `Repaid when you sell, refinance or pay off: the ${formatDollars(amount)} plus ${DREAM_FOR_ALL.appreciationSharePercent}% of the home's gain in value (${DREAM_FOR_ALL.lowIncomeAppreciationSharePercent}% for low-income buyers).`,
      'You must live in the home (owner-occupied).',
      'Homebuyer education is required.',
    ],
  };
}

function checkPlacer(input: DownPaymentAssistanceInput): ProgramResult {
  const program = assistancePrograms.placerFirstTimeBuyer;
  const checks: RuleCheck[] = [
    { outcome: 'fail', rule: 'On hold pending state funding: not taking applications now.' },
    firstTimeBuyerCheck(input, 'Buyers'),
    {
      outcome: 'unsure',
      rule: 'Only for homes in unincorporated Placer County (outside the cities), which this check cannot tell from the county alone.',
    },
    {
      outcome: 'unsure',
      rule: `Household income must be below ${PLACER_FIRST_TIME_BUYER.areaMedianIncomePercent}% of the area median income for the household's size; not checked here while the program is on hold.`,
    },
  ];
  return {
    program,
    verdict: verdictOf(checks),
    checks,
    amount: null,
    amountRule: null,
    requirements: [
      `The buyer brings at least ${PLACER_FIRST_TIME_BUYER.buyerContributionPercent}% of the price (${formatDollars(percentOf(PLACER_FIRST_TIME_BUYER.buyerContributionPercent, input.purchasePrice))} here).`,
    ],
  };
}

function checkSacramentoCalHome(): ProgramResult {
  const program = assistancePrograms.sacramentoCalHome;
  const checks: RuleCheck[] = [{ outcome: 'fail', rule: 'Closed: the program ran out of funds in 2017.' }];
  return { program, verdict: 'doesNotFit', checks, amount: null, amountRule: null, requirements: [] };
}

const checkers: Readonly<Record<ProgramId, (input: DownPaymentAssistanceInput) => ProgramResult>> = {
  calhfaMyHome: checkMyHome,
  calhfaDreamForAll: checkDreamForAll,
  placerFirstTimeBuyer: checkPlacer,
  sacramentoCalHome: checkSacramentoCalHome,
};

/**
 * Which down-payment-assistance programs fit a buyer (domain brief section 4): the statewide CalHFA
 * programs always, a county's own programs only for a home in that county. Every verdict carries
 * the rules it applied. Pass parsed input (downPaymentAssistanceInputSchema).
 */
export function checkDownPaymentAssistance(input: DownPaymentAssistanceInput): ProgramResult[] {
  return Object.values(assistancePrograms)
    .filter((program) => program.countyFips === undefined || program.countyFips === input.countyFips)
    .map((program) => checkers[program.id](input));
}
