import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../../platform/db/types';
import { shortLinks } from '../tables';
import { campaignLinkExpired } from './link-expiry';
import { leadsToHomeReport, LINK_ID } from './links';

/** The campaign contact a link's own page is about. */
export interface HomeReportLink {
  linkId: string;
  campaignId: string;
  contactId: string;
}

/**
 * The contact whose own page a link opens, or undefined: an id that is no link, a link of a campaign with its own
 * page (or made before own pages), or one that expired (link-expiry.ts). The id is the capability: nothing else is
 * asked of the reader.
 */
export async function homeReportLink(db: Db | Tx, linkId: string, now: Date): Promise<HomeReportLink | undefined> {
  if (!LINK_ID.test(linkId)) return undefined;
  const [link] = await db
    .select({
      id: shortLinks.id,
      type: shortLinks.type,
      redirect: shortLinks.redirect,
      typeId: shortLinks.typeId,
      contactId: shortLinks.contactId,
    })
    .from(shortLinks)
    .where(eq(shortLinks.id, linkId))
    .limit(1);
  if (link?.type !== 'campaign' || !leadsToHomeReport(link)) return undefined;
  if (await campaignLinkExpired(db, link.typeId, now)) return undefined;
  return { linkId: link.id, campaignId: link.typeId, contactId: link.contactId };
}

/** Marks the first time a person read a link's own page; later reads leave it as it was. */
export async function markHomeReportViewed(db: Db | Tx, linkId: string, at: Date): Promise<void> {
  await db
    .update(shortLinks)
    .set({ firstViewedAt: at })
    .where(and(eq(shortLinks.id, linkId), isNull(shortLinks.firstViewedAt)));
}

/** How many of a campaign's contacts read their own page: the funnel's "page viewed". */
export async function homeReportsViewed(db: Db | Tx, campaignId: string): Promise<number> {
  const [row] = await db
    .select({ viewed: count() })
    .from(shortLinks)
    .where(and(eq(shortLinks.typeId, campaignId), isNotNull(shortLinks.firstViewedAt)));
  return Number(row?.viewed ?? 0);
}
