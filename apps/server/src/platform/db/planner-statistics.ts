import { sql } from 'drizzle-orm';
import type { Database } from './types';

/**
 * PostgreSQL's autovacuum keeps the planner's statistics current and reclaims dead rows; PGlite runs no
 * background workers, so this stands in for it. Without statistics the planner never learns how many
 * rows a table holds or how often a search term matches: with them it walks the newest rows for a term
 * most rows hold and the trigram index for a rare one (admin searches on 100,000 rows: a few ms either
 * way, against 0.2 s to 1 s when it guesses wrong). On PostgreSQL this does nothing.
 */
export async function refreshPlannerStatistics(database: Database): Promise<void> {
  if (database.driver !== 'pglite') return;
  await database.db.execute(sql`vacuum (analyze)`);
}
