import type { Db } from './types';

/**
 * A query prepared once per database, for the reads every request of a busy page makes: drizzle builds
 * its SQL once instead of on each request, and on PostgreSQL it runs as a named prepared statement
 * (parsed and planned once per pooled connection). Keyed by the database, so each test database or
 * process gets its own.
 */
export function preparedPerDatabase<T>(prepare: (db: Db) => T): (db: Db) => T {
  const prepared = new WeakMap<Db, T>();
  return (db) => {
    let query = prepared.get(db);
    if (query === undefined) {
      query = prepare(db);
      prepared.set(db, query);
    }
    return query;
  };
}
