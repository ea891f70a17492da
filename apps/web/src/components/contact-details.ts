import type { UserRecord } from '@roost/domain';

/** A person's contact details for a lead or a listing request: name, e-mail and optional phone. */
export type ContactDetails = { name: string; email: string; phone?: string };

/** A signed-in person's details, sent in place of the dialog (no phone when they gave none). */
export function contactDetailsOf(user: Pick<UserRecord, 'name' | 'email' | 'phone'>): ContactDetails {
  return { name: user.name, email: user.email, ...(user.phone ? { phone: user.phone } : {}) };
}
