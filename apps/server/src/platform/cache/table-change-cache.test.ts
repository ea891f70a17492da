import { describe, expect, it } from 'vitest';
import { ChangeFeed } from '../db/change-feed';
import { TableChangeCache } from './table-change-cache';

/** A read cached until one of its tables changes, and never while the feed is not live. */
describe('cached until a change', () => {
  const counting = () => {
    let reads = 0;
    return { read: async () => ({ reads: ++reads }), count: () => reads };
  };

  it('answers from memory until one of its tables changes', async () => {
    const feed = new ChangeFeed();
    feed.setLive(true);
    const memory = new TableChangeCache<{ reads: number }>(feed, ['campaigns', 'users'], {
      capacity: 10,
      maxAgeMs: 60_000,
    });
    const source = counting();
    expect(await memory.get('a', source.read)).toEqual({ reads: 1 });
    expect(await memory.get('a', source.read)).toEqual({ reads: 1 });
    feed.changed(['homes']);
    expect(await memory.get('a', source.read)).toEqual({ reads: 1 });
    feed.changed(['users']);
    expect(await memory.get('a', source.read)).toEqual({ reads: 2 });
  });

  it('does not keep what a read found when a change came while it read', async () => {
    const feed = new ChangeFeed();
    feed.setLive(true);
    const memory = new TableChangeCache<{ reads: number }>(feed, ['campaigns'], {
      capacity: 10,
      maxAgeMs: 60_000,
    });
    const source = counting();
    await memory.get('a', async () => {
      feed.changed(['campaigns']);
      return source.read();
    });
    expect(await memory.get('a', source.read)).toEqual({ reads: 2 });
  });

  it('reads every time while the feed is not live, and forgets when it goes down', async () => {
    const feed = new ChangeFeed();
    const memory = new TableChangeCache<{ reads: number }>(feed, ['campaigns'], {
      capacity: 10,
      maxAgeMs: 60_000,
    });
    const source = counting();
    await memory.get('a', source.read);
    await memory.get('a', source.read);
    expect(source.count()).toBe(2);
    feed.setLive(true);
    await memory.get('a', source.read);
    await memory.get('a', source.read);
    expect(source.count()).toBe(3);
    feed.setLive(false);
    await memory.get('a', source.read);
    feed.setLive(true);
    expect(await memory.get('a', source.read)).toEqual({ reads: 5 });
  });
});
