/**
 * A per-sender sliding window: at most `limit` texts from one sender number in any
 * `windowMs`, shared by every campaign that sends from it, so the sender never outruns the carrier's rate
 * for the number (a 10DLC number's throughput, a Messaging Service's queue). Per process: several sending
 * processes share the rate by each taking their part of it (see docs/deviations.md).
 */
export class SenderWindow {
  /** What was taken, oldest first: [when, how many]. */
  private readonly taken: [number, number][] = [];

  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {
    if (!(limit >= 1) || !(windowMs >= 1)) throw new RangeError('A sender window needs a limit and a length');
  }

  /** A window allowing `perSecond` texts a second on average, measured over `seconds`. */
  static perSecond(perSecond: number, seconds = 10): SenderWindow {
    return new SenderWindow(Math.max(1, Math.floor(perSecond * seconds)), seconds * 1000);
  }

  /** How many texts may go at `now` without passing the limit. */
  available(now: Date): number {
    const since = now.getTime() - this.windowMs;
    while (this.taken.length > 0 && this.taken[0]![0] <= since) this.taken.shift();
    return Math.max(0, this.limit - this.taken.reduce((sum, [, count]) => sum + count, 0));
  }

  /** Records `count` texts handed to the carrier at `now`. */
  take(now: Date, count: number): void {
    if (count > 0) this.taken.push([now.getTime(), count]);
  }
}
