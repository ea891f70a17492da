/**
 * Answers cached in this process, at most `capacity` of them (the least recently used goes first) and each
 * for at most `maxAgeMs`; concurrent misses of one key share one read. `forget()` drops everything, and a read
 * that began before it cannot store what it found. For data that changes only at known moments (a sync, a new
 * day): the caller forgets at those moments, and the age bounds what another process's change can leave stale.
 * Every hit returns the same value, so it is frozen, deeply, once read: a caller cannot change what the next one
 * gets, and a reply sent as it is can have its JSON made once (reply-serializer.ts).
 */
export class BoundedCache<T> {
  private readonly known = new Map<string, { value: T; readAt: number }>();
  private readonly reading = new Map<string, Promise<T>>();
  private generation = 0;

  constructor(private readonly options: { capacity: number; maxAgeMs: number }) {}

  async get(key: string, read: () => Promise<T>): Promise<T> {
    const hit = this.known.get(key);
    if (hit && Date.now() - hit.readAt < this.options.maxAgeMs) {
      // Most recently used last: the first key is the one to drop.
      this.known.delete(key);
      this.known.set(key, hit);
      return hit.value;
    }
    const pending = this.reading.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const reading = read().then(
      (value) => {
        deepFreeze(value);
        if (this.generation === generation) {
          this.reading.delete(key);
          this.store(key, value);
        }
        return value;
      },
      (error: unknown) => {
        if (this.generation === generation) this.reading.delete(key);
        throw error;
      },
    );
    // A read that cleared the cache itself (by a write of its own) is not shared.
    if (this.generation === generation) this.reading.set(key, reading);
    return reading;
  }

  forget(): void {
    this.generation += 1;
    this.known.clear();
    this.reading.clear();
  }

  private store(key: string, value: T) {
    this.known.delete(key);
    this.known.set(key, { value, readAt: Date.now() });
    if (this.known.size > this.options.capacity) this.known.delete(this.known.keys().next().value!);
  }
}

/** Freezes `value` and everything it holds; returns it. */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const item of Object.values(value)) deepFreeze(item);
  return value;
}
