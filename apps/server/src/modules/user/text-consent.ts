import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/types';
import { users } from './tables';

/**
 * A STOP texted from a person's cell number withdraws their consent to text updates (alerts go by
 * e-mail only from then on); how many people it changed, so the confirmation goes once.
 */
export async function withdrawTextConsent(db: Db | Tx, phone: string, at: Date): Promise<number> {
  const changed = await db
    .update(users)
    .set({ textUpdates: false, textUpdatesConsentAt: at })
    .where(and(eq(users.phone, phone), eq(users.textUpdates, true)))
    .returning({ id: users.id });
  return changed.length;
}
