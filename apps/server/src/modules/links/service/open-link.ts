import { randomUUID } from 'node:crypto';
import type { Db } from '../../../db/types';
import { countClick, markContactClicked } from '../../campaigns';
import { findLink, insertClick, markFirstClick, type ShortLinkRow } from '../repo';
import { LINK_ID } from './links';

/**
 * A short link opened: answered from one indexed lookup; the click is written after the answer (off the
 * hot path). A person's first click makes the contact ClickThrough and counts once in the campaign's
 * clicks; bots and link previews are kept, but apart, and count nowhere.
 */
export function findOpenedLink(db: Db, id: string): Promise<ShortLinkRow | undefined> {
  return LINK_ID.test(id) ? findLink(db, id) : Promise.resolve(undefined);
}

export async function recordClick(db: Db, link: ShortLinkRow, human: boolean, at: Date): Promise<void> {
  await insertClick(db, { id: randomUUID(), linkId: link.id, human, createdDate: at });
  if (!human) return;
  await db.transaction(async (tx) => {
    if (!(await markFirstClick(tx, link.id, at))) return;
    await markContactClicked(tx, link.contactId);
    await countClick(tx, link.typeId);
  });
}
