import { afterEach, describe, expect, it, vi } from 'vitest';
import { BoundedMemory } from './bounded-cache';

describe('a bounded memory of answers', () => {
  afterEach(() => vi.useRealTimers());

  it('reads a key once, shares a read in flight, and reads again after its age', async () => {
    vi.useFakeTimers();
    const memory = new BoundedMemory<number>({ capacity: 10, maxAgeMs: 1_000 });
    let reads = 0;
    const read = async () => ++reads;
    expect(await Promise.all([memory.get('a', read), memory.get('a', read)])).toEqual([1, 1]);
    expect(await memory.get('a', read)).toBe(1);
    vi.advanceTimersByTime(1_000);
    expect(await memory.get('a', read)).toBe(2);
  });

  it('drops the least recently used key past its capacity', async () => {
    const memory = new BoundedMemory<string>({ capacity: 2, maxAgeMs: 60_000 });
    const reads: string[] = [];
    const read = (key: string) => async () => {
      reads.push(key);
      return key;
    };
    await memory.get('a', read('a'));
    await memory.get('b', read('b'));
    await memory.get('a', read('a'));
    await memory.get('c', read('c'));
    await memory.get('a', read('a'));
    await memory.get('b', read('b'));
    expect(reads).toEqual(['a', 'b', 'c', 'b']);
  });

  it('keeps nothing a read found when it was forgotten meanwhile, nor a failed read', async () => {
    const memory = new BoundedMemory<string>({ capacity: 10, maxAgeMs: 60_000 });
    let finish!: (value: string) => void;
    const before = memory.get('k', () => new Promise<string>((resolve) => (finish = resolve)));
    memory.forget();
    finish('before the change');
    expect(await before).toBe('before the change');
    expect(await memory.get('k', async () => 'after the change')).toBe('after the change');

    await expect(memory.get('x', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await memory.get('x', async () => 'up again')).toBe('up again');
  });

  it('freezes what it remembers, deeply, so no caller can change what the next one gets', async () => {
    const memory = new BoundedMemory<{ options: { price: number }[] }>({ capacity: 10, maxAgeMs: 60_000 });
    const value = await memory.get('k', async () => ({ options: [{ price: 1 }] }));
    expect(Object.isFrozen(value) && Object.isFrozen(value.options) && Object.isFrozen(value.options[0])).toBe(true);
    expect(() => {
      value.options[0]!.price = 2;
    }).toThrow(TypeError);
    expect(await memory.get('k', async () => ({ options: [] }))).toBe(value);
  });
});
