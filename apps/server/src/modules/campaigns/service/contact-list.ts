import {
  contactTabs,
  type CampaignContact,
  type CampaignContactsPage,
  type ContactStatus,
  type ContactTab,
} from '@roost/domain';
import type { Db } from '../../../platform/db/types';
import { invalidInput } from '../../../errors';
import { contactPage, findContact, listedContact, type ListedContactRow } from '../repo';
import type { Caller } from './deps';
import { checkCampaignVisible } from './reach';
import { callerKey, replyCache } from '../../../platform/cache/table-change-cache';
import { CAMPAIGN_READ_TABLES } from './cached-reads';

export function toContact(row: ListedContactRow): CampaignContact {
  return {
    id: row.id,
    campaignId: row.campaignId,
    firstName: row.firstName,
    lastName: row.lastName,
    phoneNumber: row.phoneNumber,
    email: row.email,
    address: row.address,
    city: row.city,
    state: row.state,
    zip: row.zip,
    status: row.status as ContactStatus,
    refId: row.refId,
    starred: row.starredAt !== null,
    skipReason: row.skipReason,
  };
}

type ContactsQuery = { limit: number; status: ContactTab; id?: string; campaignId?: string };

const cachedPages = replyCache<CampaignContactsPage>(CAMPAIGN_READ_TABLES, 500);

/**
 * GET /campaign/{id}/contacts: the contacts of a campaign the caller may open, sorted by first name, one tab
 * at a time, 50 a page; the reply's lastKey (the page's last contact) asks for the next page.
 */
export function campaignContacts(
  db: Db,
  caller: Caller,
  campaignId: string,
  query: ContactsQuery,
): Promise<CampaignContactsPage> {
  const read = () => readContactsPage(db, caller, campaignId, query);
  const key = JSON.stringify([callerKey(caller), campaignId, query]);
  return cachedPages(db)?.get(key, read) ?? read();
}

async function readContactsPage(
  db: Db,
  caller: Caller,
  campaignId: string,
  query: ContactsQuery,
): Promise<CampaignContactsPage> {
  await checkCampaignVisible(db, caller, campaignId);
  let after: { firstName: string; id: string } | undefined;
  if (query.id) {
    const last =
      query.campaignId === undefined || query.campaignId === campaignId
        ? await findContact(db, campaignId, query.id)
        : undefined;
    if (!last)
      throw invalidInput('The page key is not a contact of this campaign', { id: 'Not a contact of this campaign' });
    after = { firstName: last.firstName ?? '', id: last.id };
  }
  const filter = contactTabs[query.status];
  const rows = await contactPage(db, {
    campaignId,
    status: filter.status,
    starred: filter.starred,
    limit: query.limit,
    after,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    results: page.map(toContact),
    lastKey: rows.length > query.limit && last ? { id: last.id, campaignId } : null,
  };
}

/** A contact as the contacts list shows it (the inbox's conversation shows its property); the caller checks reach. */
export async function contactRecord(db: Db, contactId: string): Promise<CampaignContact | undefined> {
  const row = await listedContact(db, contactId);
  return row && toContact(row);
}
