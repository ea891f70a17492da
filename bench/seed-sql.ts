// Where the benches write their seed rows: a pg client on PostgreSQL, or PGlite's own data folder opened in the
// bench's process while the server is stopped (PGlite is one process's database), behind one `query`.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import type { Driver } from './databases';

export interface SeedSql {
  query<Row>(text: string, values?: unknown[]): Promise<{ rows: Row[] }>;
}

/** Runs `work` on the database the server was given (env: DATABASE_URL on PostgreSQL, DATA_DIR on PGlite). */
export async function withSeedSql<T>(
  driver: Driver,
  env: Record<string, string>,
  work: (sql: SeedSql) => Promise<T>,
): Promise<T> {
  if (driver === 'postgres') {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    try {
      return await work({
        query: async <Row>(text: string, values?: unknown[]) => ({
          rows: (await client.query(text, values)).rows as Row[],
        }),
      });
    } finally {
      await client.end();
    }
  }
  const client = await PGlite.create({ dataDir: env.DATA_DIR!, extensions: { pg_trgm } });
  try {
    return await work({
      query: async <Row>(text: string, values?: unknown[]) => ({ rows: (await client.query<Row>(text, values)).rows }),
    });
  } finally {
    await client.close();
  }
}
