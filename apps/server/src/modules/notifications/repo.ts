import { desc } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { outboxMails } from './tables';

export async function insertOutboxMail(
  db: Db,
  mail: { to: string; from: string; subject: string; text: string; html: string },
): Promise<string> {
  const [row] = await db.insert(outboxMails).values(mail).returning({ id: outboxMails.id });
  if (!row) throw new Error('outbox insert returned nothing');
  return row.id;
}

export function listOutboxMails(db: Db, limit: number) {
  return db.select().from(outboxMails).orderBy(desc(outboxMails.createdAt)).limit(limit);
}
