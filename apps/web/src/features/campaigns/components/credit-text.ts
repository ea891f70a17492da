import { CREDIT_VALIDITY_MONTHS } from '@roost/domain';
import { formatCents, formatCount } from './campaign-format';

/** A credit's expiry as the terms write dates: 'November 29, 2027'. */
export function formatCreditDate(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' }).format(new Date(iso));
}

/** Whose account the credit goes to: the caller's, or (a manager or admin archiving) the person who paid. */
const account = (paidByCaller: boolean) => (paidByCaller ? 'your account' : 'the account that paid for it');

/** The archive confirmation's line on the money, before the person confirms. */
export const archiveCreditNotice = (unsentRecords: number, creditCents: number, paidByCaller: boolean) =>
  `${formatCount(unsentRecords)} unsent ${unsentRecords === 1 ? 'text' : 'texts'}: ${formatCents(creditCents)} will be ` +
  `credited to ${account(paidByCaller)}, usable for ${CREDIT_VALIDITY_MONTHS} months.`;

/** What the person reads once the campaign is archived with a credit. */
export const archivedWithCredit = (amountCents: number, expiresAt: string, paidByCaller: boolean) =>
  `The campaign is archived. ${formatCents(amountCents)} was credited to ${account(paidByCaller)}, usable until ` +
  `${formatCreditDate(expiresAt)}.`;

/** The Billing step's line on the person's credit. */
export const creditAvailable = (availableCents: number, expiresAt: string) =>
  `Credit available ${formatCents(availableCents)} (expires ${formatCreditDate(expiresAt)})`;
