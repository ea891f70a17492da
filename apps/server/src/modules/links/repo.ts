import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/types';
import { linkClicks, shortLinks } from './tables';

export type ShortLinkRow = typeof shortLinks.$inferSelect;

export async function insertLinks(tx: Tx, rows: readonly (typeof shortLinks.$inferInsert)[]): Promise<void> {
  if (rows.length === 0) return;
  await tx
    .insert(shortLinks)
    .values([...rows])
    .onConflictDoNothing();
}

export async function findLink(db: Db, id: string): Promise<ShortLinkRow | undefined> {
  const [row] = await db.select().from(shortLinks).where(eq(shortLinks.id, id)).limit(1);
  return row;
}

export async function linksOfContacts(db: Db, typeId: string, contactIds: readonly string[]) {
  if (contactIds.length === 0) return [];
  return db
    .select({ id: shortLinks.id, contactId: shortLinks.contactId })
    .from(shortLinks)
    .where(and(eq(shortLinks.typeId, typeId), inArray(shortLinks.contactId, [...contactIds])));
}

export async function insertClick(db: Db | Tx, click: typeof linkClicks.$inferInsert): Promise<void> {
  await db.insert(linkClicks).values(click);
}

/** Marks the link's first human click; true only for the call that set it. */
export async function markFirstClick(db: Db | Tx, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(shortLinks)
    .set({ firstClickedAt: at })
    .where(and(eq(shortLinks.id, id), isNull(shortLinks.firstClickedAt)))
    .returning({ id: shortLinks.id });
  return rows.length > 0;
}
