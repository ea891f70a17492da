import { replyCache } from '../../../platform/cache/table-change-cache';
import type { Db } from '../../../platform/db/types';
import { findCardById, findEmailsByIds, findNamesByIds, findUserByEmail } from '../repo';

/**
 * The e-mails of these accounts: names the actor of an audit entry that could record only an id (a
 * payment processor's event, a campaign set up by the worker).
 */
export function accountEmails(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  return findEmailsByIds(db, [...new Set(ids)]);
}

/** The id of the account with this e-mail, if any: finds an actor's entries recorded by id only. */
export async function accountIdOfEmail(db: Db, email: string): Promise<string | undefined> {
  return (await findUserByEmail(db, email.trim().toLowerCase()))?.id;
}

/** The names of these accounts: who a lead went to, who wrote a note. */
export function accountNames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  return findNamesByIds(db, [...new Set(ids)]);
}

type AccountCard = { name: string; image: string | null; phone: string | null };

/** Read on each view of a contact's own page: kept until an account changes, for up to this many accounts. */
const cards = replyCache<AccountCard | undefined>(['users'], 2_000);

/**
 * What an account shows of itself to the people it works for (a loan officer on a contact's own page): name, picture
 * and phone; undefined for no such account.
 */
export function accountCard(db: Db, id: string): Promise<AccountCard | undefined> {
  const read = () => findCardById(db, id);
  return cards(db)?.get(id, read) ?? read();
}
