import { vi } from 'vitest';

/** The day the tool-page tests live on, so dates on the page are fixed. */
export const TEST_NOW = '2026-03-02T12:00:00';

/**
 * Fake timers that Testing Library recognises. It only detects Jest's, and otherwise waits on a
 * setTimeout that never fires; with this `findBy*` and user-event advance the clock.
 * Pair with `userEvent.setup({ delay: null })`; undo with vi.useRealTimers() and vi.unstubAllGlobals().
 */
export function useFakeClock(now: string = TEST_NOW) {
  vi.useFakeTimers({ now: new Date(now) });
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
}
