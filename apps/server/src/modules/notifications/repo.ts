import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { outboxMails } from './tables';

export async function insertOutboxMail(db: Db, mail: typeof outboxMails.$inferInsert): Promise<string> {
  const [row] = await db.insert(outboxMails).values(mail).returning({ id: outboxMails.id });
  if (!row) throw new Error('outbox insert returned nothing');
  return row.id;
}

export function listOutboxMails(db: Db, limit: number) {
  return db.select().from(outboxMails).orderBy(desc(outboxMails.createdAt)).limit(limit);
}

/**
 * What one demo visitor may read: mail to the public demo accounts, and mail their own requests
 * caused, except mail that opens an existing account (a reset code they asked for someone else).
 */
export function listVisitorOutboxMails(db: Db, limit: number, visitorId: string | undefined, publicMailboxes: string[]) {
  const own = visitorId
    ? and(eq(outboxMails.visitorId, visitorId), eq(outboxMails.opensAccount, false))
    : undefined;
  const toDemoAccounts = publicMailboxes.length > 0 ? inArray(outboxMails.to, publicMailboxes) : undefined;
  const visible = own && toDemoAccounts ? or(own, toDemoAccounts) : (own ?? toDemoAccounts);
  if (!visible) return Promise.resolve([]);
  return db.select().from(outboxMails).where(visible).orderBy(desc(outboxMails.createdAt)).limit(limit);
}
