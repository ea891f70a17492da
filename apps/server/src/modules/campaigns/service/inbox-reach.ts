import type { Db, Tx } from '../../../platform/db/types';
import { contactNamesOf, reachedCampaignNames } from '../repo';
import type { Caller } from './deps';

/**
 * The campaigns whose conversations are in a person's inbox: those they own, manage through their team or
 * collaborate on (an admin's inbox is theirs too: seeing every campaign is for the admin pages, not the inbox).
 */
export const inboxCampaigns = (db: Db, caller: Caller) => reachedCampaignNames(db, caller.id);

/** Contacts' names for the inbox, by contact id. */
export const contactNames = (db: Db | Tx, contactIds: readonly string[]) => contactNamesOf(db, contactIds);
