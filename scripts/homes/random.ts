/**
 * Seeded pseudo-random numbers for the dataset generator. Math.random is never used, so the same
 * seed always yields the same homes on every machine.
 */

/** 32-bit FNV-1a hash: turns a text seed (e.g. "homes:95661") into a numeric seed. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a tiny, well-distributed 32-bit generator; returns floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

export type Weighted<T> = readonly (readonly [T, number])[];

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** A float in [min, max). */
  between(min: number, max: number): number;
  /** An integer in [min, max], both ends included. */
  integer(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  weighted<T>(entries: Weighted<T>): T;
  /** A normally distributed float (Box-Muller). */
  normal(mean: number, standardDeviation: number): number;
}

export function createRandom(seed: number | string): Random {
  const next = mulberry32(typeof seed === 'string' ? hashSeed(seed) : seed);
  const random: Random = {
    next,
    between: (min, max) => min + (max - min) * next(),
    integer: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    weighted: (entries) => {
      let total = 0;
      for (const [, weight] of entries) total += weight;
      let target = next() * total;
      for (const [value, weight] of entries) {
        target -= weight;
        if (target < 0) return value;
      }
      const last = entries[entries.length - 1];
      if (last === undefined) throw new Error('weighted pick from an empty list');
      return last[0];
    },
    normal: (mean, standardDeviation) => {
      // 1 - next() is in (0, 1], so the logarithm stays finite.
      const radius = Math.sqrt(-2 * Math.log(1 - next()));
      return mean + standardDeviation * radius * Math.cos(2 * Math.PI * next());
    },
  };
  return random;
}
