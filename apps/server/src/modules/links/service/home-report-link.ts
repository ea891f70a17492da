import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../../platform/db/types';
import { shortLinks } from '../tables';
import { BoundedCache } from '../../../platform/cache/bounded-cache';
import { linksExpireAt } from './link-expiry';
import { leadsToHomeReport, LINK_ID } from './links';

/** The campaign contact a link's own page is about. */
export interface HomeReportLink {
  linkId: string;
  campaignId: string;
  contactId: string;
  /** Whether the page had been read when the link was read (the funnel's "page viewed"). */
  viewed: boolean;
}

/**
 * Links as read, per database, in this process. A link's campaign, contact and destination never change once made, so
 * a found link is kept (its expiry and its contact are asked of the campaign each time: homeReportLinkOpens); an id
 * that is no link is not.
 */
const knownLinks = new WeakMap<Db, BoundedCache<HomeReportLink>>();
/** The links whose first reading this process has recorded: a later reading writes nothing. */
const viewsRecorded = new WeakMap<Db, BoundedCache<true>>();
const LINK_CACHE = { capacity: 20_000, maxAgeMs: 60 * 60 * 1000 };
const NO_LINK = Symbol('no link');

function cacheOf<T>(caches: WeakMap<Db, BoundedCache<T>>, db: Db): BoundedCache<T> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new BoundedCache<T>(LINK_CACHE)));
  return cache;
}

/**
 * The contact whose own page a link opens, or undefined: an id that is no link, or a link of a campaign with its own
 * page (or made before own pages). The id is the capability: nothing else is asked of the reader. Whether it has
 * expired depends on its campaign's end date, which the caller reads with the contact (homeReportLinkOpens).
 */
export async function homeReportLink(db: Db, linkId: string): Promise<HomeReportLink | undefined> {
  if (!LINK_ID.test(linkId)) return undefined;
  const read = async () => {
    const [link] = await db
      .select({
        id: shortLinks.id,
        type: shortLinks.type,
        redirect: shortLinks.redirect,
        typeId: shortLinks.typeId,
        contactId: shortLinks.contactId,
        firstViewedAt: shortLinks.firstViewedAt,
      })
      .from(shortLinks)
      .where(eq(shortLinks.id, linkId))
      .limit(1);
    if (link?.type !== 'campaign' || !leadsToHomeReport(link)) throw NO_LINK;
    return { linkId: link.id, campaignId: link.typeId, contactId: link.contactId, viewed: link.firstViewedAt !== null };
  };
  try {
    return await cacheOf(knownLinks, db).get(linkId, read);
  } catch (error) {
    if (error === NO_LINK) return undefined;
    throw error;
  }
}

/** Whether a campaign's link still opens its page at `now`, given the campaign's end date (link-expiry.ts). */
export function homeReportLinkOpens(campaignEndDate: string | null, now: Date): boolean {
  const expiresAt = linksExpireAt(campaignEndDate);
  return expiresAt === undefined || now < expiresAt;
}

/** Marks the first time a person read a link's own page; later reads leave it as it was, and write nothing. */
export async function markHomeReportViewed(db: Db, link: HomeReportLink, at: Date): Promise<void> {
  if (link.viewed) return;
  await cacheOf(viewsRecorded, db).get(link.linkId, async () => {
    await db
      .update(shortLinks)
      .set({ firstViewedAt: at })
      .where(and(eq(shortLinks.id, link.linkId), isNull(shortLinks.firstViewedAt)));
    return true as const;
  });
}

/** How many of a campaign's contacts read their own page: the funnel's "page viewed". */
export async function homeReportsViewed(db: Db | Tx, campaignId: string): Promise<number> {
  const [row] = await db
    .select({ viewed: count() })
    .from(shortLinks)
    .where(and(eq(shortLinks.typeId, campaignId), isNotNull(shortLinks.firstViewedAt)));
  return Number(row?.viewed ?? 0);
}
