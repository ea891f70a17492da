import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../platform/db/types';
import { campaignLinkExpired } from './link-expiry';
import { LINK_ID } from './links';
import { linkClicks, shortLinks } from '../tables';

/**
 * The campaign contact a short link was made for, or undefined for an id that is no campaign link or one that expired
 * (link-expiry.ts).
 */
export async function campaignContactOfLink(
  db: Db | Tx,
  linkId: string,
  now: Date,
): Promise<{ campaignId: string; contactId: string } | undefined> {
  if (!LINK_ID.test(linkId)) return undefined;
  const [link] = await db
    .select({ type: shortLinks.type, campaignId: shortLinks.typeId, contactId: shortLinks.contactId })
    .from(shortLinks)
    .where(eq(shortLinks.id, linkId))
    .limit(1);
  if (link?.type !== 'campaign' || (await campaignLinkExpired(db, link.campaignId, now))) return undefined;
  return { campaignId: link.campaignId, contactId: link.contactId };
}

/** How many times people (not bots or link previews) opened a contact's link of a campaign. */
export async function humanClicksOfContact(db: Db | Tx, campaignId: string, contactId: string): Promise<number> {
  const [row] = await db
    .select({ clicks: sql<number>`count(${linkClicks.id})::int` })
    .from(shortLinks)
    .innerJoin(linkClicks, and(eq(linkClicks.linkId, shortLinks.id), eq(linkClicks.human, true)))
    .where(and(eq(shortLinks.typeId, campaignId), eq(shortLinks.contactId, contactId)));
  return Number(row?.clicks ?? 0);
}

/** How many of a campaign's contacts opened their link at least once (people, not bots): the funnel's "clicked". */
export async function contactsWhoClicked(db: Db | Tx, campaignId: string): Promise<number> {
  const [row] = await db
    .select({ clicked: sql<number>`count(*)::int` })
    .from(shortLinks)
    .where(and(eq(shortLinks.typeId, campaignId), isNotNull(shortLinks.firstClickedAt)));
  return Number(row?.clicked ?? 0);
}
