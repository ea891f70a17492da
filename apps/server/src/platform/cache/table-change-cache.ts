import { BoundedCache } from './bounded-cache';
import { changeFeedOf, type ChangeFeed } from '../db/change-feed';
import type { Db } from '../db/types';

/**
 * Reads cached until a table they come from changes, in any process (db/change-feed.ts): forgotten when one of
 * `tables` changes, and while the feed is not live every read goes to the database and nothing is kept. The tables
 * must be among those migration 0018 watches (change-feed.test.ts checks the ones declared here). The age cap only
 * bounds how long an unused answer holds memory.
 */
export class TableChangeCache<T> {
  private readonly entries: BoundedCache<T>;

  constructor(
    private readonly feed: ChangeFeed,
    tables: readonly string[],
    options: { capacity: number; maxAgeMs: number },
  ) {
    this.entries = new BoundedCache(options);
    feed.onChange((changed) => {
      if (changed === 'all' || tables.some((table) => changed.has(table))) this.entries.forget();
    });
  }

  get(key: string, read: () => Promise<T>): Promise<T> {
    return this.feed.live ? this.entries.get(key, read) : read();
  }
}

/**
 * One entries per database for each `make`, built on first use (tests open several databases in one process); none
 * for a handle without a feed (a transaction's), whose reads then go to the database.
 */
export function perDatabase<T>(make: (feed: ChangeFeed) => TableChangeCache<T>) {
  const made = new WeakMap<Db, TableChangeCache<T>>();
  return (db: Db): TableChangeCache<T> | undefined => {
    let entries = made.get(db);
    if (!entries) {
      const feed = changeFeedOf(db);
      if (!feed) return undefined;
      entries = make(feed);
      made.set(db, entries);
    }
    return entries;
  };
}

const MINUTE_MS = 60_000;

/** Replies cached per database until their tables change: at most `capacity` of them, a few KB to 30 KB each. */
export function replyCache<T>(tables: readonly string[], capacity: number) {
  return perDatabase((feed) => new TableChangeCache<T>(feed, tables, { capacity, maxAgeMs: 10 * MINUTE_MS }));
}

/** The part of a cached reply's key that is the caller: who they are and the roles their access comes from. */
export const callerKey = (caller: { id: string; roles: readonly string[] }) => `${caller.id}|${caller.roles.join(',')}`;
