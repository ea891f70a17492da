import { afterEach, describe, expect, it, vi } from 'vitest';
import { BoundedCache } from './bounded-cache';

describe('a bounded cache of answers', () => {
  afterEach(() => vi.useRealTimers());

  it('reads a key once, shares a read in flight, and reads again after its age', async () => {
    vi.useFakeTimers();
    const cache = new BoundedCache<number>({ capacity: 10, maxAgeMs: 1_000 });
    let reads = 0;
    const read = async () => ++reads;
    expect(await Promise.all([cache.get('a', read), cache.get('a', read)])).toEqual([1, 1]);
    expect(await cache.get('a', read)).toBe(1);
    vi.advanceTimersByTime(1_000);
    expect(await cache.get('a', read)).toBe(2);
  });

  it('drops the least recently used key past its capacity', async () => {
    const cache = new BoundedCache<string>({ capacity: 2, maxAgeMs: 60_000 });
    const reads: string[] = [];
    const read = (key: string) => async () => {
      reads.push(key);
      return key;
    };
    await cache.get('a', read('a'));
    await cache.get('b', read('b'));
    await cache.get('a', read('a'));
    await cache.get('c', read('c'));
    await cache.get('a', read('a'));
    await cache.get('b', read('b'));
    expect(reads).toEqual(['a', 'b', 'c', 'b']);
  });

  it('keeps nothing a read found when it was forgotten meanwhile, nor a failed read', async () => {
    const cache = new BoundedCache<string>({ capacity: 10, maxAgeMs: 60_000 });
    let finish!: (value: string) => void;
    const before = cache.get('k', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.forget();
    finish('before the change');
    expect(await before).toBe('before the change');
    expect(await cache.get('k', async () => 'after the change')).toBe('after the change');

    await expect(cache.get('x', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('x', async () => 'up again')).toBe('up again');
  });

  it('freezes what it caches, deeply, so no caller can change what the next one gets', async () => {
    const cache = new BoundedCache<{ options: { price: number }[] }>({ capacity: 10, maxAgeMs: 60_000 });
    const value = await cache.get('k', async () => ({ options: [{ price: 1 }] }));
    expect(Object.isFrozen(value) && Object.isFrozen(value.options) && Object.isFrozen(value.options[0])).toBe(true);
    expect(() => {
      value.options[0]!.price = 2;
    }).toThrow(TypeError);
    expect(await cache.get('k', async () => ({ options: [] }))).toBe(value);
  });
});
