import type { UsersPage } from '@roost/domain';
import { decodeCursor, pageFrom } from '../../../platform/db/keyset-page';
import type { Db } from '../../../platform/db/types';
import { toUserRecord } from '../user-record';
import { countAllUsers, listUsersPage } from '../user-list-repo';

/**
 * What a search looks for in the stored text. Phones are stored as E.164 (+19165550123), so a term that
 * is only a phone number's characters ("(916) 555-01") is matched by its digits.
 */
export function userSearchTerm(search: string | undefined): string | undefined {
  if (!search) return undefined;
  const digits = search.replace(/\D/g, '');
  if (/^[\d\s().+-]+$/.test(search) && digits.length >= 3) return digits;
  return search.toLowerCase();
}

/** The admin's user list: newest first, a page after the cursor, optionally searched. */
export async function listUsers(
  db: Db,
  query: { limit: number; cursor?: string | undefined; search?: string | undefined },
): Promise<UsersPage> {
  const rows = await listUsersPage(db, {
    limit: query.limit + 1,
    after: decodeCursor(query.cursor),
    search: userSearchTerm(query.search),
  });
  const page = pageFrom(
    rows.map((row) => ({ ...row, id: row.user.id })),
    query.limit,
  );
  return { users: page.rows.map((row) => toUserRecord(row.user)), hasMore: page.hasMore, nextCursor: page.nextCursor };
}

/** How many accounts there are, whatever their status (the admin dashboard). */
export const countUsers = (db: Db): Promise<number> => countAllUsers(db);
