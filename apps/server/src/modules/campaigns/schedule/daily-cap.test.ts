import { describe, expect, it } from 'vitest';
import { campaignDay, dailyAllowance } from './daily-cap';

describe('dailyAllowance', () => {
  it('counts what is left of the day in the campaign zone and when the next day starts', () => {
    // 06:30Z on 8 July is still 7 July in Los Angeles (the default zone).
    expect(dailyAllowance({ now: new Date('2025-07-08T06:30:00Z'), messagesPerDay: 500, sentToday: 120 })).toEqual({
      day: '2025-07-07',
      dayStart: new Date('2025-07-07T07:00:00Z'),
      nextDayStart: new Date('2025-07-08T07:00:00Z'),
      remaining: 380,
    });
    const newYork = dailyAllowance({
      now: new Date('2025-07-08T06:30:00Z'),
      messagesPerDay: 500,
      sentToday: 0,
      timeZone: 'America/New_York',
    });
    expect(newYork).toMatchObject({ day: '2025-07-08', remaining: 500 });
    expect(newYork.nextDayStart).toEqual(new Date('2025-07-09T04:00:00Z'));
  });

  it('never goes below zero and ignores nonsense counts', () => {
    const now = new Date('2025-07-08T18:00:00Z');
    expect(dailyAllowance({ now, messagesPerDay: 100, sentToday: 130 }).remaining).toBe(0);
    expect(dailyAllowance({ now, messagesPerDay: 100, sentToday: -5 }).remaining).toBe(100);
    expect(dailyAllowance({ now, messagesPerDay: Number.NaN, sentToday: 0 }).remaining).toBe(0);
  });

  it('a DST day is 23 or 25 hours long', () => {
    const march = campaignDay(new Date('2025-03-09T20:00:00Z'), 'America/New_York');
    expect(march.nextDayStart.getTime() - march.dayStart.getTime()).toBe(23 * 3_600_000);
    const november = campaignDay(new Date('2025-11-02T20:00:00Z'), 'America/Los_Angeles');
    expect(november.day).toBe('2025-11-02');
    expect(november.nextDayStart.getTime() - november.dayStart.getTime()).toBe(25 * 3_600_000);
    expect(() => campaignDay(new Date(), 'Nowhere/Else')).toThrow(RangeError);
  });
});
