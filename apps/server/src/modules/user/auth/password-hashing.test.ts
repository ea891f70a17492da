import { describe, expect, it } from 'vitest';
import { passwordHashing, takingTurns } from './password-hashing';

describe('password hashing', () => {
  it('hashes as better-auth does: the right password verifies, another does not', async () => {
    const hash = await passwordHashing.hash('Hearth7Keys');
    expect(hash).not.toContain('Hearth7Keys');
    expect(await passwordHashing.verify({ hash, password: 'Hearth7Keys' })).toBe(true);
    expect(await passwordHashing.verify({ hash, password: 'hearth7keys' })).toBe(false);
  });

  it('runs at most the given number at once, the rest in arrival order, and every one finishes', async () => {
    const inTurn = takingTurns(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const releases: (() => void)[] = [];
    const jobs = [1, 2, 3, 4, 5].map((n) =>
      inTurn(async () => {
        started.push(n);
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running -= 1;
        return n;
      }),
    );
    for (let round = 0; round < 5; round++) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      releases.shift()?.();
    }
    expect(await Promise.all(jobs)).toEqual([1, 2, 3, 4, 5]);
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
  });
});
