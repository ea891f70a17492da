import { describe, expect, it } from 'vitest';
import { allowedHours } from './allowed-hours';

/** The window a hand reply or an alert text must go in: the recipient's, from their ZIP or area code. */
describe('allowed hours of a recipient', () => {
  it('closes at 9 PM in California and opens at 8 AM there', () => {
    expect(allowedHours({ phone: '+19165550100', zip: '95661' }, new Date('2099-03-03T05:05:00Z'))).toEqual({
      open: false,
      opensAt: new Date('2099-03-03T16:00:00Z'),
      timeZone: 'America/Los_Angeles',
    });
    expect(allowedHours({ phone: '+19165550100' }, new Date('2099-03-03T18:00:00Z'))).toMatchObject({ open: true });
  });

  it("keeps a state's stricter window: Florida closes at 8 PM, Texas opens at noon on Sundays", () => {
    // 8:30 PM Eastern (EST) on a Monday, a Miami number.
    const florida = allowedHours({ phone: '+13055550100' }, new Date('2099-03-03T01:30:00Z'));
    expect(florida).toMatchObject({ open: false, timeZone: 'America/New_York' });
    // 10 AM Central (CST) on Sunday 2099-03-01, a Dallas number: not before noon.
    expect(allowedHours({ phone: '+12145550100' }, new Date('2099-03-01T16:00:00Z'))).toEqual({
      open: false,
      opensAt: new Date('2099-03-01T18:00:00Z'),
      timeZone: 'America/Chicago',
    });
  });

  it('uses the window inside every US zone when nothing tells where the recipient is', () => {
    // 9:30 AM Eastern: still before 8 AM in Hawaii, so not yet; no zone to name.
    const unknown = allowedHours({ phone: '+442071234567' }, new Date('2099-03-02T14:30:00Z'));
    expect(unknown).toMatchObject({ open: false, timeZone: undefined });
  });
});
