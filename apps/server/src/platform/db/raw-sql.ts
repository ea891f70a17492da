import { sql, type SQL } from 'drizzle-orm';

/**
 * Turns positional-parameter SQL ($1, $2, ...) into a drizzle SQL object, so SQL written for pg
 * (pg-boss's commands) can run on any drizzle handle, including a transaction.
 */
export function positionalSql(text: string, values: readonly unknown[] = []): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  parts.forEach((part, index) => {
    if (index % 2 === 0) {
      if (part) chunks.push(sql.raw(part));
    } else {
      chunks.push(sql`${values[Number(part) - 1] ?? null}`);
    }
  });
  return sql.join(chunks);
}
