import { z } from 'zod';
import { pageCursor } from './admin';
import { addressFigures } from './mortgage/address-figures';
import { monthlyPayment } from './mortgage/amortization';
import type { CurrentRates } from './mortgage/current-rates';
import { insuranceRemovable } from './mortgage/insurance-removable';
import { loanClosingDate, paymentsRemaining } from './mortgage/loan-payments';
import { DEFAULT_TERM_MONTHS } from './mortgage/mortgage-insurance';
import { compareRefinance } from './mortgage/refinance-comparison';
import { roundToDollars, roundToDecimals } from './mortgage/rounding';
import { formatDollars, monthNames } from './number-text';
import type { PropertyRecord } from './property';

/**
 * The loan officers' opportunity list (/leads/opportunities): their homeowners (campaign contacts and leads) with the
 * reasons each has to hear from them now, worked out by the same rules as the homeowner alerts (addressFigures, the
 * mortgage-insurance rule, cash available at 80%) against today's rates, strongest first.
 */

export const opportunityReasonKinds = ['rate', 'mortgageInsurance', 'cashOut'] as const;
export type OpportunityReasonKind = (typeof opportunityReasonKinds)[number];
export const opportunityReasonLabels: Record<OpportunityReasonKind, string> = {
  rate: 'Rate above today',
  mortgageInsurance: 'PMI removable',
  cashOut: 'Cash-out',
};

/** A note rate this many points or more above today's rate for the same loan makes a refinance worth a call. */
export const OPPORTUNITY_RATE_POINTS = 0.5;
/** Cash available (to 80% of today's value) from which a cash-out refinance is worth a call, whole dollars. */
export const OPPORTUNITY_CASH_OUT_MINIMUM = 25_000;
export const OPPORTUNITIES_PAGE_MAX = 100;
export const OPPORTUNITIES_PAGE_DEFAULT = 50;

const rateReasonSchema = z.object({
  kind: z.literal('rate'),
  text: z.string(),
  /** The loan's note rate (or the PMMS average of its origination month when the note rate is unknown). */
  ratePercent: z.number(),
  rateEstimated: z.boolean(),
  /** Today's rate for the same product, from the rate sheet (or PMMS), and its date. */
  todayRatePercent: z.number(),
  todayRateProduct: z.enum(['30-year', '15-year', 'arm']),
  todayRateDate: z.string(),
  /** Note rate less today's, in points (three decimals at most). */
  pointsAbove: z.number(),
  balance: z.number(),
  /** Payments left: the refinance is priced over the same months, so the saving is the rate's alone. */
  remainingMonths: z.number(),
  currentPayment: z.number(),
  newPayment: z.number(),
  /** Whole dollars a month. */
  monthlySaving: z.number(),
});

const insuranceReasonSchema = z.object({
  kind: z.literal('mortgageInsurance'),
  text: z.string(),
  /** ended: should already have stopped by its rules; scheduled-balance: at 80% of the original value; current-value: on a new valuation. */
  basis: z.enum(['ended', 'scheduled-balance', 'current-value']),
  /** The day it became removable (YYYY-MM-DD); null for current-value (from a new valuation, now). */
  since: z.string().nullable(),
  /** The premium still charged, whole dollars a month; null when it should already have ended. */
  monthlyInsurance: z.number().nullable(),
  balance: z.number(),
  value: z.number(),
  loanToValuePercent: z.number().nullable(),
});

const cashOutReasonSchema = z.object({
  kind: z.literal('cashOut'),
  text: z.string(),
  value: z.number(),
  balance: z.number(),
  equity: z.number(),
  /** 80% of the value less the balance, whole dollars. */
  cashAvailable: z.number(),
  loanToValuePercent: z.number().nullable(),
});

export const opportunityReasonSchema = z.discriminatedUnion('kind', [
  rateReasonSchema,
  insuranceReasonSchema,
  cashOutReasonSchema,
]);
export type OpportunityReason = z.infer<typeof opportunityReasonSchema>;

export const opportunitySchema = z.object({
  /** 'lead:<id>' or 'contact:<id>': stable across reads, the list's tie-breaker. */
  id: z.string(),
  source: z.object({
    kind: z.enum(['campaign', 'lead']),
    leadId: z.string().nullable(),
    campaignId: z.string().nullable(),
    campaignName: z.string().nullable(),
    contactId: z.string().nullable(),
  }),
  name: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  ownerUserId: z.string().nullable(),
  ownerName: z.string().nullable(),
  /** The home's figures the reasons come from, whole dollars. */
  figures: z.object({
    value: z.number(),
    balance: z.number(),
    equity: z.number(),
    cashAvailable: z.number(),
    loanToValuePercent: z.number().nullable(),
    ratePercent: z.number().nullable(),
    loanType: z.string().nullable(),
  }),
  /** Strongest first; never empty. */
  reasons: z.array(opportunityReasonSchema).min(1),
});
export type Opportunity = z.infer<typeof opportunitySchema>;

export const opportunitiesQuerySchema = z.object({
  reason: z
    .enum(opportunityReasonKinds, { error: `Reason must be one of: ${opportunityReasonKinds.join(', ')}` })
    .optional(),
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int({ error: 'Limit must be a whole number' })
    .min(1, { error: 'Limit must be at least 1' })
    .max(OPPORTUNITIES_PAGE_MAX, { error: `Limit must be at most ${OPPORTUNITIES_PAGE_MAX}` })
    .default(OPPORTUNITIES_PAGE_DEFAULT),
  cursor: pageCursor.optional(),
});
export type OpportunitiesQuery = z.input<typeof opportunitiesQuerySchema>;

export const opportunitiesPageSchema = z.object({
  opportunities: z.array(opportunitySchema),
  /** How many homeowners the caller has with this reason (or any reason). */
  total: z.number(),
  /** The rates the reasons were measured against; null when there are none. */
  rates: z.object({ date: z.string(), source: z.string(), current: z.boolean() }).nullable(),
  hasMore: z.boolean(),
  nextCursor: z.string().nullable(),
});
export type OpportunitiesPage = z.infer<typeof opportunitiesPageSchema>;

/** A homeowner's home and loan as known: the merged record and the balance in force. */
export interface OpportunityHome {
  record: PropertyRecord;
  /** The balance in force, dollars; undefined when nothing says what is owed (no reason is then given). */
  balance: number | undefined;
  /** True when record.loanRatePercent is the PMMS average of the origination month, not the note rate. */
  rateEstimated: boolean;
}

const monthOf = (date: string) => `${monthNames[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;

/** Today's rate for this loan: the ARM rate for an ARM (when the sheet has one), the 15-year up to 15 years, else 30. */
function todayRateFor(record: PropertyRecord, termMonths: number, rates: CurrentRates) {
  if (/\barm\b|adjustable/i.test(record.loanType ?? '') && rates.rateArm)
    return { product: 'arm' as const, rate: rates.rateArm };
  return termMonths <= 180
    ? { product: '15-year' as const, rate: rates.rate15 }
    : { product: '30-year' as const, rate: rates.rate30 };
}

function rateReason(
  home: OpportunityHome,
  balance: number,
  rates: CurrentRates | undefined,
  today: string,
): OpportunityReason | undefined {
  const note = home.record.loanRatePercent;
  // Only today's rates count, as for the dream-rate alert.
  if (!rates?.current || note === null || !(note > 0) || note > 100 || !(balance > 0)) return undefined;
  const term = home.record.loanTermMonths ?? DEFAULT_TERM_MONTHS;
  const closing = loanClosingDate(home.record.loanDate);
  const remainingMonths = closing ? paymentsRemaining(closing, term, today) : term;
  if (remainingMonths < 1) return undefined;
  const { product, rate } = todayRateFor(home.record, term, rates);
  const pointsAbove = roundToDecimals(note - rate.ratePercent, 3);
  if (pointsAbove < OPPORTUNITY_RATE_POINTS) return undefined;
  const currentPayment = monthlyPayment(balance, note, remainingMonths);
  const comparison = compareRefinance({
    currentPayment,
    currentRatePercent: note,
    remainingMonths,
    balance,
    newRatePercent: rate.ratePercent,
    newTermMonths: remainingMonths,
  });
  const monthlySaving = -comparison.monthlyChange;
  if (monthlySaving <= 0) return undefined;
  return {
    kind: 'rate',
    text: `Rate ${pointsAbove} ${pointsAbove === 1 ? 'point' : 'points'} above today's: saves ${formatDollars(monthlySaving)} a month`,
    ratePercent: note,
    rateEstimated: home.rateEstimated,
    todayRatePercent: rate.ratePercent,
    todayRateProduct: product,
    todayRateDate: rate.date,
    pointsAbove,
    balance: roundToDollars(balance),
    remainingMonths,
    currentPayment: roundToDollars(currentPayment),
    newPayment: roundToDollars(currentPayment) + comparison.monthlyChange,
    monthlySaving,
  };
}

/** How strongly a reason calls: money a month saved first (rate, insurance), then cash available. */
export function reasonStrength(reason: OpportunityReason): { tier: 0 | 1; amount: number } {
  switch (reason.kind) {
    case 'rate':
      return { tier: 0, amount: reason.monthlySaving };
    case 'mortgageInsurance':
      return { tier: 0, amount: reason.monthlyInsurance ?? 0 };
    case 'cashOut':
      return { tier: 1, amount: reason.cashAvailable };
  }
}

/** Negative when `a` is the stronger reason. */
export function compareStrength(a: { tier: number; amount: number }, b: { tier: number; amount: number }): number {
  return a.tier - b.tier || b.amount - a.amount;
}

/**
 * A homeowner's figures and the reasons they have to hear from their loan officer today (`today` is YYYY-MM-DD),
 * strongest first; no reasons when nothing is owed as far as anyone knows.
 */
export function opportunityOf(
  home: OpportunityHome,
  rates: CurrentRates | undefined,
  today: string,
): { figures: Opportunity['figures']; reasons: OpportunityReason[] } | undefined {
  if (home.balance === undefined || !Number.isFinite(home.balance) || home.balance < 0) return undefined;
  const figures = addressFigures(home.record, home.balance, today);
  const reasons: OpportunityReason[] = [];
  const rate = rateReason(home, figures.balance, rates, today);
  if (rate) reasons.push(rate);
  // Only insurance the loan is known to carry: the alerts' watch is one the homeowner set (they pay PMI), but a
  // homeowner here may have none, and without the original value the outlook assumes a fallback premium.
  const { insurance } = figures;
  const insured =
    insurance.status === 'ended' || (insurance.status === 'in-force' && insurance.estimate.basis === 'estimate');
  const removable = insured && figures.value > 0 ? insuranceRemovable(figures, today) : undefined;
  if (removable) {
    reasons.push({
      kind: 'mortgageInsurance',
      text: removable.since ? `PMI removable since ${monthOf(removable.since)}` : 'PMI removable now',
      basis: removable.basis,
      since: removable.since,
      monthlyInsurance: figures.insurance.status === 'in-force' ? figures.insurance.monthly : null,
      balance: figures.balance,
      value: figures.value,
      loanToValuePercent: figures.loanToValuePercent ?? null,
    });
  }
  const equity = Math.max(0, figures.value - figures.balance);
  if (figures.value > 0 && figures.cashAvailable >= OPPORTUNITY_CASH_OUT_MINIMUM) {
    reasons.push({
      kind: 'cashOut',
      text: `${formatDollars(equity)} equity: cash-out possible, up to ${formatDollars(figures.cashAvailable)}`,
      value: figures.value,
      balance: figures.balance,
      equity,
      cashAvailable: figures.cashAvailable,
      loanToValuePercent: figures.loanToValuePercent ?? null,
    });
  }
  reasons.sort((a, b) => compareStrength(reasonStrength(a), reasonStrength(b)));
  return {
    figures: {
      value: figures.value,
      balance: figures.balance,
      equity,
      cashAvailable: figures.cashAvailable,
      loanToValuePercent: figures.loanToValuePercent ?? null,
      ratePercent: home.record.loanRatePercent,
      loanType: home.record.loanType,
    },
    reasons,
  };
}
