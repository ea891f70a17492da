import type { Db } from '../../../platform/db/types';
import { findLink } from '../repo';
import { leadsToHomeReport, LINK_ID, withRef } from './links';

export type OpenedLink = {
  id: string;
  type: string;
  typeId: string;
  contactId: string;
  redirect: string;
  /** Where the redirect answer sends the person: the redirect with ref={id}. */
  location: string;
  /** It leads to the contact's own page, which only the person it was sent to should see. */
  ownPage: boolean;
};

/** Links kept in memory (about 200 bytes each); a link never changes where it goes. */
const CACHED_LINKS = 10_000;

/**
 * Finds the link a short address names: from memory when it was opened lately, else one indexed lookup. A
 * mistyped id is not looked up at all.
 */
export function linkFinder(db: Db, capacity = CACHED_LINKS) {
  const cache = new Map<string, OpenedLink>();
  return async (id: string): Promise<OpenedLink | undefined> => {
    if (!LINK_ID.test(id)) return undefined;
    const cached = cache.get(id);
    if (cached) return cached;
    const row = await findLink(db, id);
    if (!row) return undefined;
    const link = {
      id: row.id,
      type: row.type,
      typeId: row.typeId,
      contactId: row.contactId,
      redirect: row.redirect,
      location: withRef(row.redirect, row.id),
      ownPage: leadsToHomeReport(row),
    };
    cache.set(id, link);
    if (cache.size > capacity) cache.delete(cache.keys().next().value!);
    return link;
  };
}
