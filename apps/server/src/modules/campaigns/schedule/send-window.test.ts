import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canSendAt, nextSendTime, recipientRules, sharedWindow, stateWindows, windowFor } from './send-window';
import type { NextSendInput, SendSchedule } from './send-window';

const everyDay = 'Sun,Mon,Tue,Wed,Thurs,Fri,Sat';
const july: SendSchedule = { startDate: '2025-07-01', endDate: '2025-07-31', daysOfWeek: 'Mon,Tue,Wed,Thurs,Fri,Sat' };
const january: SendSchedule = { ...july, startDate: '2025-01-01', endDate: '2025-01-31' };
const at = (iso: string) => new Date(iso);
const next = (input: Partial<NextSendInput> & { now: Date }) =>
  nextSendTime({ zone: null, schedule: july, ...input })?.toISOString() ?? null;

/** Wall-clock parts of an instant in a zone, read with Intl (independent of luxon). */
function wallClock(instant: Date, zone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    weekday: 'short',
  }).formatToParts(instant);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return {
    date: `${get('year')}-${get('month')}-${get('day')}`,
    hours:
      Number(get('hour')) +
      Number(get('minute')) / 60 +
      (instant.getUTCSeconds() + instant.getUTCMilliseconds() / 1000) / 3600,
    weekday: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(get('weekday')),
  };
}
const usZones = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'America/Adak',
];

describe('nextSendTime across time zones (8:00-21:00 local)', () => {
  it.each([
    ['America/New_York', '2025-07-08T12:00:00.000Z', '2025-01-14T13:00:00.000Z'],
    ['America/Chicago', '2025-07-08T13:00:00.000Z', '2025-01-14T14:00:00.000Z'],
    ['America/Denver', '2025-07-08T14:00:00.000Z', '2025-01-14T15:00:00.000Z'],
    ['America/Phoenix', '2025-07-08T15:00:00.000Z', '2025-01-14T15:00:00.000Z'], // no DST
    ['America/Los_Angeles', '2025-07-08T15:00:00.000Z', '2025-01-14T16:00:00.000Z'],
    ['America/Anchorage', '2025-07-08T16:00:00.000Z', '2025-01-14T17:00:00.000Z'],
    ['Pacific/Honolulu', '2025-07-08T18:00:00.000Z', '2025-01-14T18:00:00.000Z'],
    ['America/Puerto_Rico', '2025-07-08T12:00:00.000Z', '2025-01-14T12:00:00.000Z'], // no DST
  ])('%s: at night the text waits for 8:00 local (summer %s, winter %s)', (zone, summer, winter) => {
    expect(next({ now: at('2025-07-08T10:00:00Z'), zone })).toBe(summer);
    expect(next({ now: at('2025-01-14T10:00:00Z'), zone, schedule: january })).toBe(winter);
  });

  it('sends now inside the window, and at 21:00 waits for the next morning', () => {
    const zone = 'America/New_York';
    expect(next({ now: at('2025-07-08T16:30:00Z'), zone })).toBe('2025-07-08T16:30:00.000Z');
    expect(next({ now: at('2025-07-09T00:59:59.999Z'), zone })).toBe('2025-07-09T00:59:59.999Z'); // 20:59:59.999
    expect(next({ now: at('2025-07-09T01:00:00Z'), zone })).toBe('2025-07-09T12:00:00.000Z'); // 21:00
    expect(canSendAt({ now: at('2025-07-08T16:30:00Z'), zone, schedule: july })).toBe(true);
    expect(canSendAt({ now: at('2025-07-09T01:00:00Z'), zone, schedule: july })).toBe(false);
  });

  it('treats an invalid recipient zone as unknown, and refuses an invalid campaign zone or date', () => {
    expect(next({ now: at('2025-07-08T10:00:00Z'), zone: 'Mars/Olympus' })).toBe(
      next({ now: at('2025-07-08T10:00:00Z'), zone: null }),
    );
    expect(() => next({ now: at('2025-07-08T10:00:00Z'), schedule: { ...july, timeZone: 'Nowhere' } })).toThrow(
      RangeError,
    );
    expect(() => next({ now: at('2025-07-08T10:00:00Z'), schedule: { ...july, endDate: '2025-7-31' } })).toThrow(
      RangeError,
    );
  });
});

describe('daylight saving changes (a text due at 8:00 local on the day of the change)', () => {
  const schedule = { startDate: '2025-03-01', endDate: '2025-11-30', daysOfWeek: everyDay };
  it.each([
    // 9 March 2025: 8:00 EDT is 12:00Z (it was 13:00Z the day before).
    ['America/New_York', '2025-03-09T06:00:00Z', '2025-03-09T12:00:00.000Z'],
    ['America/New_York', '2025-03-08T13:00:00Z', '2025-03-08T13:00:00.000Z'],
    ['America/Chicago', '2025-03-09T07:00:00Z', '2025-03-09T13:00:00.000Z'],
    ['America/Los_Angeles', '2025-03-09T09:00:00Z', '2025-03-09T15:00:00.000Z'],
    ['America/Phoenix', '2025-03-09T09:00:00Z', '2025-03-09T15:00:00.000Z'], // unchanged
    // 2 November 2025: 8:00 EST is 13:00Z (it was 12:00Z the day before).
    ['America/New_York', '2025-11-02T04:00:00Z', '2025-11-02T13:00:00.000Z'],
    ['America/New_York', '2025-11-01T04:00:00Z', '2025-11-01T12:00:00.000Z'],
    ['America/Denver', '2025-11-02T06:00:00Z', '2025-11-02T15:00:00.000Z'],
    ['America/Anchorage', '2025-11-02T08:00:00Z', '2025-11-02T17:00:00.000Z'],
  ])('%s from %s: %s', (zone, now, expected) => {
    expect(next({ now: at(now), zone, schedule })).toBe(expected);
  });

  it('a text postponed at 21:00 on the eve of the change goes at 8:00 in the new offset', () => {
    // Saturday 8 March 2025, 21:30 EST -> Sunday 9 March 8:00 EDT.
    expect(next({ now: at('2025-03-09T02:30:00Z'), zone: 'America/New_York', schedule })).toBe(
      '2025-03-09T12:00:00.000Z',
    );
    // Saturday 1 November 2025, 21:30 EDT -> Sunday 2 November 8:00 EST.
    expect(next({ now: at('2025-11-02T01:30:00Z'), zone: 'America/New_York', schedule })).toBe(
      '2025-11-02T13:00:00.000Z',
    );
  });
});

describe('state windows', () => {
  it('Florida stops at 20:00 local, in either of its zones', () => {
    const now = at('2025-07-09T00:30:00Z'); // 20:30 EDT
    expect(next({ now, zone: 'America/New_York' })).toBe('2025-07-09T00:30:00.000Z');
    expect(next({ now, zone: 'America/New_York', state: 'FL' })).toBe('2025-07-09T12:00:00.000Z');
    expect(next({ now, zone: 'America/New_York', state: ' fl ' })).toBe('2025-07-09T12:00:00.000Z');
    // Pensacola: 19:30 CDT is fine, 20:00 CDT is not.
    expect(next({ now, zone: 'America/Chicago', state: 'FL' })).toBe('2025-07-09T00:30:00.000Z');
    expect(next({ now: at('2025-07-09T01:00:00Z'), zone: 'America/Chicago', state: 'FL' })).toBe(
      '2025-07-09T13:00:00.000Z',
    );
  });

  it('Texas waits for 9:00, and for noon on Sundays', () => {
    const schedule = { ...july, daysOfWeek: everyDay };
    expect(next({ now: at('2025-07-07T13:00:00Z'), zone: 'America/Chicago', state: 'TX', schedule })).toBe(
      '2025-07-07T14:00:00.000Z',
    );
    expect(next({ now: at('2025-07-13T13:00:00Z'), zone: 'America/Chicago', state: 'TX', schedule })).toBe(
      '2025-07-13T17:00:00.000Z',
    );
    expect(windowFor('TX', 7)).toEqual({ from: 12, to: 21 });
    expect(windowFor('CA', 3)).toEqual({ from: 8, to: 21 });
  });

  it('every state window lies inside the federal 8:00-21:00 and cites its source', () => {
    for (const [state, rule] of Object.entries(stateWindows)) {
      for (const window of [rule, rule.sunday ?? rule]) {
        expect(window.from, state).toBeGreaterThanOrEqual(8);
        expect(window.to, state).toBeLessThanOrEqual(21);
        expect(window.from).toBeLessThan(window.to);
      }
      expect(rule.source.length).toBeGreaterThan(5);
    }
    expect(stateWindows.FL).toMatchObject({ from: 8, to: 20 });
  });
});

describe('unknown zone', () => {
  it('waits for the window inside every US zone: 8:00 in Honolulu to 20:00 in Florida (Eastern)', () => {
    expect(next({ now: at('2025-07-08T10:00:00Z') })).toBe('2025-07-08T18:00:00.000Z'); // 14:00 EDT
    expect(next({ now: at('2025-07-08T23:59:00Z') })).toBe('2025-07-08T23:59:00.000Z'); // 19:59 EDT
    expect(next({ now: at('2025-07-09T00:00:00Z') })).toBe('2025-07-09T18:00:00.000Z'); // 20:00 EDT
    expect(next({ now: at('2025-01-14T10:00:00Z'), schedule: january })).toBe('2025-01-14T18:00:00.000Z'); // 13:00 EST
    expect(next({ now: at('2025-01-15T00:59:00Z'), schedule: january })).toBe('2025-01-15T00:59:00.000Z'); // 19:59 EST
  });

  it('with the state known, uses only that state zones and window', () => {
    // Florida, zone unknown: 8:00 in Central (9:00 Eastern) to 20:00 Eastern.
    expect(next({ now: at('2025-07-08T10:00:00Z'), state: 'FL' })).toBe('2025-07-08T13:00:00.000Z');
    expect(next({ now: at('2025-07-08T10:00:00Z'), state: 'NY' })).toBe('2025-07-08T12:00:00.000Z');
    expect(next({ now: at('2025-07-08T10:00:00Z'), state: 'PR' })).toBe('2025-07-08T12:00:00.000Z');
  });

  it('is inside 8:00-21:00 in every US zone on every day of a year (no fallback needed)', () => {
    const schedule = { startDate: '2025-01-01', endDate: '2025-12-31', daysOfWeek: everyDay };
    for (let day = 0; day < 365; day += 1) {
      const now = new Date(Date.UTC(2025, 0, 1 + day, 5));
      const sent = nextSendTime({ now, zone: null, schedule });
      expect(sent).not.toBeNull();
      for (const zone of usZones) {
        const { hours } = wallClock(sent!, zone);
        expect(hours, `${sent!.toISOString()} in ${zone}`).toBeGreaterThanOrEqual(8);
        expect(hours).toBeLessThan(21);
      }
    }
    expect(recipientRules(null).fallback?.length).toBeGreaterThan(0);
  });

  it('falls back to the Continental-US zones when the zones share no hour', () => {
    const from = at('2025-07-08T07:00:00Z');
    const to = at('2025-07-09T07:00:00Z');
    // New York 12:00-01:00Z, Honolulu 18:00-07:00Z and Kolkata 02:30-15:30Z never overlap all three.
    const impossible = [{ zone: 'America/New_York' }, { zone: 'Pacific/Honolulu' }, { zone: 'Asia/Kolkata' }];
    expect(sharedWindow(impossible, from, to)).toEqual([]);
    const continental = [{ zone: 'America/New_York' }, { zone: 'America/Los_Angeles' }];
    expect(sharedWindow(impossible, from, to, continental)).toEqual([
      { start: at('2025-07-08T15:00:00Z'), end: at('2025-07-09T01:00:00Z') },
    ]);
  });
});

describe('weekdays and dates (read in the campaign zone)', () => {
  const zone = 'America/New_York';
  it('a start in the future waits for its first chosen weekday', () => {
    const schedule = { startDate: '2025-07-10', endDate: '2025-07-31', daysOfWeek: 'Mon,Wed' };
    // Thursday 10 July -> Monday 14 July at 8:00 EDT.
    expect(next({ now: at('2025-07-01T16:00:00Z'), zone, schedule })).toBe('2025-07-14T12:00:00.000Z');
    expect(next({ now: at('2025-07-01T16:00:00Z'), zone, schedule: { ...schedule, daysOfWeek: [1, 3] } })).toBe(
      '2025-07-14T12:00:00.000Z',
    );
  });

  it('skips unchosen weekdays: Saturday evening waits for Monday', () => {
    // Saturday 12 July 2025, 17:00 EDT, campaign Mon-Fri.
    const schedule = { ...july, daysOfWeek: 'Mon,Tue,Wed,Thurs,Fri' };
    expect(next({ now: at('2025-07-12T21:00:00Z'), zone, schedule })).toBe('2025-07-14T12:00:00.000Z');
  });

  it('the campaign day is the campaign zone day, not the recipient day', () => {
    // Monday-only campaign in Los Angeles; Guam recipient. Sunday 23:30 PDT (06:30Z) is already
    // Monday 16:30 in Guam, but the campaign's Monday starts at 00:00 PDT (07:00Z, 17:00 in Guam).
    const schedule = { ...july, daysOfWeek: 'Mon', timeZone: 'America/Los_Angeles' };
    expect(next({ now: at('2025-07-14T06:30:00Z'), zone: 'Pacific/Guam', schedule })).toBe('2025-07-14T07:00:00.000Z');
    // A New York campaign's Monday ends at 04:00Z Tuesday: a Honolulu text after that waits a week,
    // to the next Monday's first minute (04:00Z = Sunday 18:00 in Honolulu, inside its window).
    const newYork = { ...july, daysOfWeek: 'Mon', timeZone: 'America/New_York' };
    expect(next({ now: at('2025-07-15T04:00:00Z'), zone: 'Pacific/Honolulu', schedule: newYork })).toBe(
      '2025-07-21T04:00:00.000Z',
    );
  });

  it('the end date stops: null after it, and null when the last window has passed', () => {
    const schedule = { startDate: '2025-07-01', endDate: '2025-07-08', daysOfWeek: everyDay };
    expect(next({ now: at('2025-07-10T16:00:00Z'), zone, schedule })).toBeNull();
    expect(next({ now: at('2025-07-09T01:00:00Z'), zone, schedule })).toBeNull(); // 21:00 EDT on the last day
    expect(next({ now: at('2025-07-09T00:59:00Z'), zone, schedule })).toBe('2025-07-09T00:59:00.000Z');
    expect(next({ now: at('2025-07-08T16:00:00Z'), zone, schedule: { ...schedule, daysOfWeek: '' } })).toBeNull();
  });
});

describe('property: never before now, always inside the window', () => {
  const zones = [...usZones, 'America/Puerto_Rico', 'Pacific/Guam', null];
  const states = [null, 'FL', 'TX', 'CT', 'CA', 'NY'];
  const campaignZones = ['America/Los_Angeles', 'America/New_York', 'America/Chicago', 'Pacific/Honolulu'];
  const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

  it('holds for random clocks, zones, states and schedules', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2027, 11, 31) }),
        fc.constantFrom(...zones),
        fc.constantFrom(...states),
        fc.constantFrom(...campaignZones),
        fc.integer({ min: -10, max: 10 }),
        fc.integer({ min: 0, max: 30 }),
        fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }),
        (nowMillis, zone, state, timeZone, startOffset, length, days) => {
          const now = new Date(nowMillis);
          const startDate = isoDay(nowMillis + startOffset * 86_400_000);
          const endDate = isoDay(nowMillis + (startOffset + length) * 86_400_000);
          const input = { now, zone, state, schedule: { startDate, endDate, daysOfWeek: days, timeZone } };
          const sent = nextSendTime(input);
          if (!sent) return;
          expect(sent.getTime()).toBeGreaterThanOrEqual(now.getTime());
          const campaign = wallClock(sent, timeZone);
          expect(campaign.date >= startDate && campaign.date <= endDate).toBe(true);
          expect(days).toContain(campaign.weekday);
          for (const rule of zone ? [{ zone, state }] : recipientRules(null, state).rules) {
            const local = wallClock(sent, rule.zone);
            const window = windowFor(rule.state, local.weekday === 0 ? 7 : local.weekday);
            expect(local.hours).toBeGreaterThanOrEqual(window.from);
            expect(local.hours).toBeLessThan(window.to);
          }
          // The earliest: a millisecond before, nothing could go (unless that is before now).
          if (sent.getTime() > now.getTime()) {
            expect(canSendAt({ ...input, now: new Date(sent.getTime() - 1) })).toBe(false);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
