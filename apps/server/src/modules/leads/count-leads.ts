import { count } from 'drizzle-orm';
import type { Db } from '../../platform/db/types';
import { leads } from './tables';

/** How many leads the site has received (the admin dashboard). */
export async function countLeads(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(leads);
  return row?.total ?? 0;
}
