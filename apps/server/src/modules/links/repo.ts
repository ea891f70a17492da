import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../platform/db/types';
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

/** A batch of clicks in one statement (one JSON parameter, not four per click). */
export async function insertClicks(tx: Tx, clicks: readonly (typeof linkClicks.$inferInsert)[]): Promise<void> {
  if (clicks.length === 0) return;
  await tx.execute(sql`
    insert into ${linkClicks} (id, link_id, human, created_date)
    select r.id, r.link_id, r.human, r.created_date
    from jsonb_to_recordset(${JSON.stringify(
      clicks.map((click) => ({
        id: click.id,
        link_id: click.linkId,
        human: click.human,
        created_date: click.createdDate,
      })),
    )}::jsonb) as r(id text, link_id text, human boolean, created_date timestamptz)`);
}

/** Marks each link's first human click (link id -> when); the links it set, with their contacts. */
export async function markFirstClicks(tx: Tx, firsts: ReadonlyMap<string, Date>) {
  if (firsts.size === 0) return [];
  return queryRows<{ id: string; contactId: string }>(
    tx,
    sql`update ${shortLinks} set first_clicked_at = r.at
        from jsonb_to_recordset(${JSON.stringify([...firsts].map(([id, at]) => ({ id, at })))}::jsonb)
          as r(id text, at timestamptz)
        where ${shortLinks.id} = r.id and ${shortLinks.firstClickedAt} is null
        returning ${shortLinks.id} as id, ${shortLinks.contactId} as "contactId"`,
  );
}
