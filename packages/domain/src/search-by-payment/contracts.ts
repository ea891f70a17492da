import { z } from 'zod';
import { rateSources } from '../mortgage/current-rates';
import { formatDollars, formatNumber } from '../number-text';

/**
 * Search by Payment (consumer spec sections 2, 3, 7 and 9): the shapes every side agrees on.
 * The purchase math is in ./purchase-options.ts, the listings in the server's listings module.
 */

/** The smallest and largest monthly budget we compute options for. */
export const PAYMENT_LIMITS = { min: 500, max: 100_000 } as const;

/** A monthly payment from a query or a route: whole dollars within PAYMENT_LIMITS, clear messages otherwise. */
export const monthlyPaymentParam = z.coerce
  .number({ error: 'Enter the monthly payment as a number of dollars' })
  .finite({ error: 'Enter the monthly payment as a number of dollars' })
  .min(PAYMENT_LIMITS.min, {
    error: `Enter a monthly payment of at least ${formatDollars(PAYMENT_LIMITS.min)}`,
  })
  .max(PAYMENT_LIMITS.max, {
    error: `Enter a monthly payment of at most ${formatDollars(PAYMENT_LIMITS.max)}`,
  })
  .transform((payment) => Math.round(payment));

/** Spec: optionType 1 standard, 2 veteran. */
export const OPTION_TYPE = { standard: 1, veteran: 2 } as const;
/** Spec: loanType 2 means FHA, else conventional; Roost adds 3 for VA (a veteran option). */
export const LOAN_TYPE = { conventional: 1, fha: 2, va: 3 } as const;

/** One way of buying for the budget (spec: purchase option), money in dollars a month unless named otherwise. */
export const purchaseOptionSchema = z.object({
  /** 1..n in the order shown; stable for a payment and a day (the results page's ?option=). */
  optionId: z.number().int().min(1),
  optionType: z.union([z.literal(OPTION_TYPE.standard), z.literal(OPTION_TYPE.veteran)]),
  /** Listed homes in the chosen county at or below maxPurchase. */
  homeCount: z.number().int().min(0),
  /** Down payment as a percent of the price (3, 3.5, 5, 10, 20, 0). */
  percentDown: z.number(),
  downPayment: z.number(),
  maxPurchase: z.number(),
  /** The loan including any financed upfront fee (FHA UFMIP, VA funding fee). */
  loanAmount: z.number(),
  loanType: z.union([z.literal(LOAN_TYPE.conventional), z.literal(LOAN_TYPE.fha), z.literal(LOAN_TYPE.va)]),
  /** 'Conventional', 'Conventional jumbo', 'FHA', 'VA'. */
  loanName: z.string(),
  taxes: z.number(),
  mortgageInsurance: z.number(),
  hazardInsurance: z.number(),
  principalInterest: z.number(),
  /** The note rate as a fraction (0.0625 for 6.25%). */
  interestRate: z.number(),
  aprPercent: z.number(),
  /** Plain-language facts the buyer should read with this option (limits applied, fees, assumptions). */
  notes: z.array(z.string()),
});
export type PurchaseOption = z.infer<typeof purchaseOptionSchema>;

/** Spec section 9: Search by Payment's county until the buyer picks another; listed first wherever counties are offered. */
export const DEFAULT_COUNTY = 'Placer';

/** GET {home}/homes/options?payment=&county= */
export const optionsQuerySchema = z.object({
  payment: monthlyPaymentParam,
  county: z.string().trim().min(1).max(40).default(DEFAULT_COUNTY),
});

export const optionsReplySchema = z.object({
  /** The cache key the answer is kept under: `{YYYY-MM-DD}-options-{payment}` (and the county when not Placer). */
  id: z.string(),
  date: z.string(),
  payment: z.number(),
  county: z.string(),
  /** The date of the rates used: their PMMS week, or the rate sheet's date. */
  rateDate: z.string(),
  /** Where the rates came from; absent in answers cached before it was recorded (then PMMS). */
  rateSource: z.enum(rateSources).optional(),
  options: z.array(purchaseOptionSchema),
});
export type OptionsReply = z.infer<typeof optionsReplySchema>;

/** A home for sale (spec: home listing), as the results page shows it. */
export const homeListingSchema = z.object({
  id: z.string(),
  /** A URL the browser can load (the local provider's generated picture, or the MLS media URL). */
  coverImage: z.string(),
  streetNumber: z.string(),
  streetName: z.string(),
  city: z.string(),
  zipCode: z.string(),
  county: z.string(),
  bedrooms: z.number().int().nullable(),
  fullBathrooms: z.number().int().nullable(),
  apxSqFtPrimaryRes: z.number().int().nullable(),
  listingPrice: z.number(),
  listingRid: z.string(),
  listAgentFirstName: z.string().nullable(),
  listAgentLastName: z.string().nullable(),
  mlsId: z.string().nullable(),
  mlsNumber: z.string().nullable(),
  /** 'sample' for the embedded sample listings, else the provider's name. */
  source: z.string(),
});
export type HomeListing = z.infer<typeof homeListingSchema>;

export const homesSortValues = ['price-asc', 'price-desc', 'newest', 'sqft-desc'] as const;

/** A whole-number query parameter between min and max, named in every message. */
const wholeNumberParam = (name: string, min: number, max: number) => {
  const range = `${name} must be a whole number from ${min} to ${formatNumber(max)}`;
  return z.coerce.number({ error: range }).int({ error: range }).min(min, { error: range }).max(max, { error: range });
};

/** GET {home}/homes?payment=&option=&county=&count=&sort=&page= (count: the page size; 0 means the default). */
export const homesQuerySchema = z.object({
  payment: monthlyPaymentParam,
  option: z.coerce.number({ error: 'Option must be a number' }).int({ error: 'Option must be a whole number' }).min(1, {
    error: 'Choose one of the purchase options',
  }),
  county: z.string().trim().min(1).max(40).default(DEFAULT_COUNTY),
  count: wholeNumberParam('Count', 0, 100).default(0),
  sort: z.enum(homesSortValues, { error: `Sort must be one of: ${homesSortValues.join(', ')}` }).default('price-desc'),
  page: wholeNumberParam('Page', 1, 10_000).default(1),
});

export const homesReplySchema = z.object({
  option: purchaseOptionSchema,
  county: z.string(),
  /** The counties that have listings, for the selector. */
  counties: z.array(z.string()),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  homes: z.array(homeListingSchema.extend({ monthlyPayment: z.number() })),
});
export type HomesReply = z.infer<typeof homesReplySchema>;
