import { z } from 'zod';

/**
 * A campaign contact's own page (/home-report/{link id}): what the text's link opens when the campaign has no page of
 * its own. The link id is the capability; the page shows the contact's home with the figures the site's tools use,
 * the loan officer who texted them, a realtor partner of theirs who serves the ZIP, and a one-tap review request.
 */

export const homeReportMessages = {
  /** Unknown, expired, or a link to a campaign's own page: one answer, so a reply tells nothing about a link. */
  linkNotFound: 'This link has expired or is not valid',
};

/** The first-class figures of the home, whole dollars; null where nothing says (no value, no loan known). */
const homeReportFiguresSchema = z.object({
  value: z.number().nullable(),
  balance: z.number().nullable(),
  equity: z.number().nullable(),
  /** 80% of the value less the balance, never below 0. */
  cashAvailable: z.number().nullable(),
  loanToValuePercent: z.number().nullable(),
});

/**
 * The mortgage insurance as the site's PMI tool sees it: removable now (since a day, or on a new valuation), in force
 * (with the monthly premium and the principal still to pay down), none, or unknown (the loan's start is not known).
 */
const homeReportInsuranceSchema = z.object({
  outlook: z.enum(['removable', 'in-force', 'none', 'unknown']),
  /** Whole dollars a month while charged; null otherwise. */
  monthly: z.number().nullable(),
  /** Principal to pay down (or value to gain) to reach 80% of today's value; null when not in force. */
  toThreshold: z.number().nullable(),
  /** The day it became removable (YYYY-MM-DD); null otherwise or when it is on a new valuation. */
  since: z.string().nullable(),
});

/** A refinance at today's rate over the months left, when it would lower the payment by enough to call about. */
const homeReportRefinanceSchema = z.object({
  ratePercent: z.number(),
  /** The note rate is the average of the loan's month, not known. */
  rateEstimated: z.boolean(),
  todayRatePercent: z.number(),
  todayRateProduct: z.enum(['30-year', '15-year', 'arm']),
  todayRateDate: z.string(),
  currentPayment: z.number(),
  newPayment: z.number(),
  monthlySaving: z.number(),
});

export const homeReportSchema = z.object({
  linkId: z.string(),
  firstName: z.string().nullable(),
  /** The address on one line; null when the upload carried none. */
  address: z.string().nullable(),
  figures: homeReportFiguresSchema,
  mortgageInsurance: homeReportInsuranceSchema,
  refinance: homeReportRefinanceSchema.nullable(),
  /** Today's 30-year rate and its date, while current; null when there is no current rate. */
  todayRate: z.object({ ratePercent: z.number(), date: z.string() }).nullable(),
  /** The loan officer whose campaign texted the contact. */
  loanOfficer: z.object({
    name: z.string(),
    photoUrl: z.string().nullable(),
    /** One or two letters, for when there is no photo. */
    initials: z.string(),
    nmlsId: z.string().nullable(),
    /** E.164 or as listed; null when none is. */
    phone: z.string().nullable(),
  }),
  /** That loan officer's realtor partner who serves the address's ZIP; null when none does. */
  partner: z.object({ name: z.string(), company: z.string().nullable(), phone: z.string().nullable() }).nullable(),
  /** What the review request will send, as the upload carried it: shown to confirm. */
  prefill: z.object({
    name: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    address: z.string().nullable(),
  }),
  /** The contact already asked for a review through this link. */
  reviewRequested: z.boolean(),
});
export type HomeReport = z.infer<typeof homeReportSchema>;

/** The review request takes nothing: the link names the contact, who confirms what the page shows. */
export const homeReviewRequestSchema = z.strictObject(
  {},
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : undefined) },
);

export const homeReportParamsSchema = z.object({ linkId: z.string().max(64) });
