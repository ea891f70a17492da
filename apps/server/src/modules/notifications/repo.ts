import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/types';
import { outboxMails } from './tables';

/** Keeps a mail; one with the idempotency key of a mail already kept is not kept twice (the first's id). */
export async function insertOutboxMail(db: Db, mail: typeof outboxMails.$inferInsert): Promise<string> {
  const [row] = await db.insert(outboxMails).values(mail).onConflictDoNothing().returning({ id: outboxMails.id });
  if (row) return row.id;
  const [earlier] = mail.idempotencyKey
    ? await db
        .select({ id: outboxMails.id })
        .from(outboxMails)
        .where(eq(outboxMails.idempotencyKey, mail.idempotencyKey))
    : [];
  if (!earlier) throw new Error('outbox insert returned nothing');
  return earlier.id;
}

export function listOutboxMails(db: Db, limit: number) {
  return db.select().from(outboxMails).orderBy(desc(outboxMails.createdAt)).limit(limit);
}

/**
 * What one demo visitor may read: mail to the public demo accounts, and mail their own requests
 * caused, except mail that opens an existing account (a reset code they asked for someone else) unless
 * the visitor signed that address up themselves, and the mail the worker sent (alerts) to an address the
 * visitor signed up.
 */
export function listVisitorOutboxMails(
  db: Db,
  limit: number,
  visitorId: string | undefined,
  publicMailboxes: string[],
) {
  const toDemoAccounts = publicMailboxes.length > 0 ? inArray(outboxMails.to, publicMailboxes) : sql`false`;
  const signedUpHere = sql`exists (select 1 from ${outboxMails} as signed_up where signed_up.to = ${outboxMails.to}
    and signed_up.visitor_id = ${visitorId ?? null} and signed_up.kind = 'sign-up-code')`;
  const own = visitorId
    ? or(
        and(
          eq(outboxMails.visitorId, visitorId),
          or(sql`${outboxMails.kind} is distinct from 'opens-account'`, signedUpHere),
        ),
        // Mail no visitor's request caused (a homeowner's alert, sent by the worker) to an address signed up here.
        and(sql`${outboxMails.visitorId} is null`, sql`${outboxMails.kind} is null`, signedUpHere),
      )
    : sql`false`;
  return db.select().from(outboxMails).where(or(toDemoAccounts, own)).orderBy(desc(outboxMails.createdAt)).limit(limit);
}
