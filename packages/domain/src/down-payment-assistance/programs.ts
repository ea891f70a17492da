import type { CountyFips } from './counties';

/**
 * The down-payment-assistance programs of domain brief section 4, as data: who runs them, whether
 * they take applications now, and the fixed figures their rules use. The rules themselves live in
 * check-programs.ts; income limits, which change yearly, in income-limits.ts.
 */

export const programIds = ['calhfaMyHome', 'calhfaDreamForAll', 'placerFirstTimeBuyer', 'sacramentoCalHome'] as const;
export type ProgramId = (typeof programIds)[number];

/** open: takes applications; lottery: applications in yearly windows, winners drawn; onHold / closed: none now. */
export type ProgramAvailability = 'open' | 'lottery' | 'onHold' | 'closed';

export interface AssistanceProgram {
  id: ProgramId;
  name: string;
  administrator: string;
  availability: ProgramAvailability;
  /** Only for homes in this county; undefined: statewide. */
  countyFips?: CountyFips;
  /** What kind of help it is, in one line. */
  kind: string;
  /** The public page to check the current rules on. */
  url: string;
}

export const MYHOME = {
  /** Percent of the price (or appraised value, if lower) with a CalHFA FHA first loan. */
  fhaPercent: 3.5,
  /** Percent with a CalHFA conventional, VA or USDA first loan. */
  otherPercent: 3,
  simpleInterestPercent: 1,
  firstTimeBuyerYears: 3,
} as const;

export const DREAM_FOR_ALL = {
  pricePercent: 20,
  maximum: 150_000,
  appreciationSharePercent: 20,
  lowIncomeAppreciationSharePercent: 15,
} as const;

export const PLACER_FIRST_TIME_BUYER = {
  areaMedianIncomePercent: 80,
  buyerContributionPercent: 3,
} as const;

export const assistancePrograms: Readonly<Record<ProgramId, AssistanceProgram>> = {
  calhfaMyHome: {
    id: 'calhfaMyHome',
    name: 'CalHFA MyHome Assistance',
    administrator: 'California Housing Finance Agency (CalHFA)',
    availability: 'open',
    kind: 'A deferred junior loan at 1% simple interest, repaid when you sell, refinance or pay off the first loan',
    url: 'https://www.calhfa.ca.gov/homebuyer/programs/myhome.htm',
  },
  calhfaDreamForAll: {
    id: 'calhfaDreamForAll',
    name: 'CalHFA Dream For All',
    administrator: 'California Housing Finance Agency (CalHFA)',
    availability: 'lottery',
    kind: "A shared-appreciation loan: no monthly payment; you repay it with a share of the home's gain in value",
    url: 'https://www.calhfa.ca.gov/dream/',
  },
  placerFirstTimeBuyer: {
    id: 'placerFirstTimeBuyer',
    name: 'Placer County First-Time Homebuyer Program',
    administrator: 'Placer County',
    availability: 'onHold',
    countyFips: '06061',
    kind: 'Down payment help for homes in unincorporated Placer County',
    url: 'https://www.placer.ca.gov/',
  },
  sacramentoCalHome: {
    id: 'sacramentoCalHome',
    name: 'Sacramento SHRA CalHome',
    administrator: 'Sacramento Housing and Redevelopment Agency (SHRA)',
    availability: 'closed',
    countyFips: '06067',
    kind: 'Down payment help from the state CalHome grant',
    url: 'https://www.shra.org/',
  },
};
