import os from 'node:os';
import { hashPassword, verifyPassword } from 'better-auth/crypto';

/** Runs at most `limit` pieces of work at once; the rest wait their turn in arrival order. */
export function takingTurns(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (running < limit) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next)
        next(); // the turn passes straight on: running stays the same
      else running -= 1;
    }
  };
}

/**
 * better-auth's own scrypt (N 16384, r 16: 32 MB of memory for each hash), at most one per core at a time. libuv's
 * four threads would otherwise hold four at once on a 2-core machine, 128 MB for no more throughput: under the
 * bench's sign-in load that pushed the server past its memory goal of 300 MB (bench/README.md).
 */
const inTurn = takingTurns(Math.max(1, os.availableParallelism()));

export const passwordHashing = {
  hash: (password: string) => inTurn(() => hashPassword(password)),
  verify: (data: { hash: string; password: string }) => inTurn(() => verifyPassword(data)),
};
