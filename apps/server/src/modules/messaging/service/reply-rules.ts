import type { Db } from '../../../platform/db/types';
import { campaignSending as campaigns } from '../../campaigns';
import { suppressedPhones, suppressionScopeFor } from '../../contacts';
import { allowedHours, outsideAllowedHours, type AllowedHours } from './allowed-hours';

/** The conversation a text goes to: its campaign's owner and team (the opt-out list's scope), contact and number. */
export interface ReplyTarget {
  ownerId: string;
  teamId: string | null;
  contactId: string;
  phone: string;
}

/** The target of a conversation's texts. */
export const replyTarget = (
  group: { contactId: string; toPhoneNumber: string },
  campaign: { ownerId: string; teamId: string | null },
): ReplyTarget => ({
  ownerId: campaign.ownerId,
  teamId: campaign.teamId,
  contactId: group.contactId,
  phone: group.toPhoneNumber,
});

/** True when the number opted out anywhere in the campaign's organization. */
export async function optedOut(db: Db, target: ReplyTarget): Promise<boolean> {
  const scope = await suppressionScopeFor(db, target.ownerId, target.teamId ?? undefined);
  return (await suppressedPhones(db, scope, [target.phone])).size > 0;
}

/** The recipient's allowed hours at `now` (their ZIP from the campaign's file, else their area code). */
export async function replyHours(db: Db, target: ReplyTarget, now: Date): Promise<AllowedHours> {
  const contact = (await campaigns.contactsByIds(db, [target.contactId])).get(target.contactId);
  return allowedHours({ phone: target.phone, zip: contact?.zip ?? null }, now);
}

/** 409 OUTSIDE_ALLOWED_HOURS, saying when they open, unless a text may go to the recipient now. */
export async function assertInsideHours(db: Db, target: ReplyTarget, now: Date): Promise<void> {
  const hours = await replyHours(db, target, now);
  if (!hours.open) throw outsideAllowedHours(hours.opensAt, hours.timeZone);
}
