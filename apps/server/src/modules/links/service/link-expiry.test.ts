import { describe, expect, it } from 'vitest';
import { linksExpireAt } from './link-expiry';

describe('linksExpireAt', () => {
  it('keeps links 90 full days after the end date has ended in Hawaii, the last US zone', () => {
    const expiresAt = linksExpireAt('2099-03-31')!;
    // The end date ends in Hawaii at 2099-04-01 10:00 UTC; 90 days later is 2099-06-30 10:00 UTC.
    expect(expiresAt.getTime()).toBeGreaterThanOrEqual(Date.parse('2099-06-30T10:00:00Z'));
    expect(expiresAt.toISOString()).toBe('2099-07-01T00:00:00.000Z');
  });

  it('keeps the links of a campaign without an end date', () => {
    expect(linksExpireAt(null)).toBeUndefined();
  });
});
