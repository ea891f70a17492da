import { describe, expect, it } from 'vitest';
import { ratesToday } from './current-rates';

// "Today" for rates is the lender's day in California, whatever the server's time zone.
describe('the lender’s day', () => {
  it('turns at midnight in California, not at UTC midnight, also when asked within the same minute', () => {
    expect(ratesToday(new Date('2026-11-25T00:30:00Z'))).toBe('2026-11-24');
    expect(ratesToday(new Date('2026-11-25T07:59:00Z'))).toBe('2026-11-24');
    expect(ratesToday(new Date('2026-11-25T07:59:59.999Z'))).toBe('2026-11-24');
    expect(ratesToday(new Date('2026-11-25T08:00:00Z'))).toBe('2026-11-25');
    expect(ratesToday(new Date('2026-11-25T08:00:59Z'))).toBe('2026-11-25');
    // Summer time: midnight is 07:00 UTC.
    expect(ratesToday(new Date('2026-07-04T06:59:59Z'))).toBe('2026-07-03');
    expect(ratesToday(new Date('2026-07-04T07:00:00Z'))).toBe('2026-07-04');
  });
});
