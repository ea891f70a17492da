import { BoundedMemory } from './bounded-cache';
import { changeFeedOf, type ChangeFeed } from '../db/change-feed';
import type { Db } from '../db/types';

/**
 * Reads remembered until a table they come from changes, in any process (db/change-feed.ts): forgotten when one of
 * `tables` changes, and while the feed is not live every read goes to the database and nothing is kept. The tables
 * must be among those migration 0018 watches (change-feed.test.ts checks the ones declared here). The age cap only
 * bounds how long an unused answer holds memory.
 */
export class RememberedUntilChange<T> {
  private readonly memory: BoundedMemory<T>;

  constructor(
    private readonly feed: ChangeFeed,
    tables: readonly string[],
    options: { capacity: number; maxAgeMs: number },
  ) {
    this.memory = new BoundedMemory(options);
    feed.onChange((changed) => {
      if (changed === 'all' || tables.some((table) => changed.has(table))) this.memory.forget();
    });
  }

  get(key: string, read: () => Promise<T>): Promise<T> {
    return this.feed.live ? this.memory.get(key, read) : read();
  }
}

/**
 * One memory per database for each `make`, built on first use (tests open several databases in one process); none
 * for a handle without a feed (a transaction's), whose reads then go to the database.
 */
export function perDatabase<T>(make: (feed: ChangeFeed) => RememberedUntilChange<T>) {
  const made = new WeakMap<Db, RememberedUntilChange<T>>();
  return (db: Db): RememberedUntilChange<T> | undefined => {
    let memory = made.get(db);
    if (!memory) {
      const feed = changeFeedOf(db);
      if (!feed) return undefined;
      memory = make(feed);
      made.set(db, memory);
    }
    return memory;
  };
}

const MINUTE_MS = 60_000;

/** Replies cached per database until their tables change: at most `capacity` of them, a few KB to 30 KB each. */
export function rememberedReplies<T>(tables: readonly string[], capacity: number) {
  return perDatabase((feed) => new RememberedUntilChange<T>(feed, tables, { capacity, maxAgeMs: 10 * MINUTE_MS }));
}

/** The part of a cached reply's key that is the caller: who they are and the roles their access comes from. */
export const callerKey = (caller: { id: string; roles: readonly string[] }) => `${caller.id}|${caller.roles.join(',')}`;
