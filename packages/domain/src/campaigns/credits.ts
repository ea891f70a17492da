import { z } from 'zod';
import { campaignSchema } from './campaign';

/** The terms: credits for unsent records can be used for 12 months from the day they were granted. */
export const CREDIT_VALIDITY_MONTHS = 12;

/** When a credit granted at `granted` expires: the same instant 12 calendar months later. */
export function creditExpiry(granted: Date): Date {
  const expires = new Date(granted.getTime());
  expires.setUTCMonth(expires.getUTCMonth() + CREDIT_VALIDITY_MONTHS);
  return expires;
}

/**
 * What archiving a paid campaign gives back: the records it never texted at the per-record price it was
 * actually paid (its price over its records), rounded down to whole cents and never above the price.
 */
export function unsentRecordsCreditCents(input: { priceCents: number; totalContacts: number; totalSent: number }): {
  unsent: number;
  creditCents: number;
} {
  const { priceCents, totalContacts } = input;
  const unsent = Math.max(0, totalContacts - Math.max(0, input.totalSent));
  if (priceCents <= 0 || totalContacts <= 0 || unsent === 0) return { unsent, creditCents: 0 };
  return { unsent, creditCents: Math.min(priceCents, Math.floor((unsent * priceCents) / totalContacts)) };
}

/** Card processors refuse smaller charges (Stripe: 50 cents in USD). */
export const MIN_CARD_CHARGE_CENTS = 50;

/**
 * How much of `availableCents` of credit a price takes: all of the price when the credit covers it; else as
 * much as leaves the card at least the processors' minimum charge (the rest of the credit stays for later).
 */
export function creditAppliedCents(priceCents: number, availableCents: number): number {
  const available = Math.max(0, availableCents);
  if (available >= priceCents) return Math.max(0, priceCents);
  return Math.max(0, Math.min(available, priceCents - MIN_CARD_CHARGE_CENTS));
}

/** GET /payment/credits: the caller's unexpired credit, and the soonest expiry of what is left. */
export const creditBalanceSchema = z.object({
  availableCents: z.number().int(),
  /** The soonest-expiring remaining credit: how much and when; null with nothing left. */
  nextExpiry: z.object({ amountCents: z.number().int(), expiresAt: z.string() }).nullable(),
});
export type CreditBalance = z.infer<typeof creditBalanceSchema>;

/** A credit granted (archiving a campaign before it sent everything): how much and until when. */
export const grantedCreditSchema = z.object({
  amountCents: z.number().int(),
  expiresAt: z.string(),
});
export type GrantedCredit = z.infer<typeof grantedCreditSchema>;

/** PUT /campaign/{id}: the campaign; when it was archived, the credit its unsent records gave (null: none). */
export const campaignUpdateReplySchema = campaignSchema.extend({ credit: grantedCreditSchema.nullable().optional() });
export type CampaignUpdateReply = z.infer<typeof campaignUpdateReplySchema>;

/** GET /campaign/{id}/archive-credit: what archiving now would credit, before the person confirms. */
export const archiveCreditPreviewSchema = z.object({
  unsentRecords: z.number().int(),
  /** Zero when nothing is credited: everything was sent, or the campaign was never paid for. */
  creditCents: z.number().int(),
  expiresAt: z.string().nullable(),
  /** Whether the caller paid for it (the credit is theirs) or someone else did (a manager or admin archiving). */
  paidByCaller: z.boolean(),
});
export type ArchiveCreditPreview = z.infer<typeof archiveCreditPreviewSchema>;

/** Whole cents as dollars with cents, as the terms and the receipts write them: 1234 -> '$12.34'. */
export function formatCentsAsDollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(Math.trunc(cents));
  return `${sign}$${Math.floor(whole / 100).toLocaleString('en-US')}.${String(whole % 100).padStart(2, '0')}`;
}

export const creditMessages = {
  /** The submission was not set up and nothing was charged: the credits it applied stay with the person. */
  notSetUpCreditsKept: 'We could not finish setting up the campaign; your credits were not used.',
} as const;
