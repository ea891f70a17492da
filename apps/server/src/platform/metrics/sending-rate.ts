/**
 * Counts events in one-second slots over the last minute, so the sending rate a scrape reports is the last 60 s
 * averaged: a gauge of "texts per second now" without keeping a timestamp per text.
 */
export class SlidingMinute {
  private readonly slots = new Float64Array(60);
  private readonly slotSecond = new Float64Array(60).fill(-1);

  constructor(private readonly nowMs: () => number = Date.now) {}

  add(count = 1): void {
    const second = Math.floor(this.nowMs() / 1000);
    const slot = second % 60;
    if (this.slotSecond[slot] !== second) {
      this.slotSecond[slot] = second;
      this.slots[slot] = 0;
    }
    this.slots[slot]! += count;
  }

  /** Events per second over the 60 s before now. */
  perSecond(): number {
    const second = Math.floor(this.nowMs() / 1000);
    let total = 0;
    for (let slot = 0; slot < 60; slot++) {
      if (second - this.slotSecond[slot]! < 60) total += this.slots[slot]!;
    }
    return total / 60;
  }
}
