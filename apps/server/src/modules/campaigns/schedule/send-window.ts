import { addDays, isCalendarDate, weekdayNumbers } from '@roost/domain';
import { DateTime, IANAZone } from 'luxon';
import { stateZoneSets } from './recipient-zone';
import { stateZones } from './zip-zones.data';

/** Allowed local hours [from, to): a text may go at `from`:00 and must have gone before `to`:00. */
export interface SendWindow {
  from: number;
  to: number;
}
export interface StateWindow extends SendWindow {
  /** A different window on Sundays, where the law sets one. */
  sunday?: SendWindow;
  /** The statute the window comes from. */
  source: string;
}

/** The federal quiet hours: no solicitation before 8am or after 9pm recipient local time (47 CFR 64.1200(c)(1)). */
export const DEFAULT_WINDOW: SendWindow = { from: 8, to: 21 };

/**
 * States whose telephone-solicitation laws set a narrower window than the federal one, in the
 * recipient's local time. Data, not code: the send window reads it for any state code.
 */
export const stateWindows: Readonly<Record<string, StateWindow>> = {
  FL: { from: 8, to: 20, source: 'Fla. Stat. 501.059(8)(a), Florida Telephone Solicitation Act' },
  OK: { from: 8, to: 20, source: 'Okla. Stat. tit. 15, 775C.4, Oklahoma Telephone Solicitation Act of 2022' },
  MD: { from: 8, to: 20, source: 'Md. Code, Com. Law 14-4503, Stop the Spam Calls Act of 2023' },
  WA: { from: 8, to: 20, source: 'RCW 80.36.390(2)' },
  CT: { from: 9, to: 20, source: 'Conn. Gen. Stat. 42-288a (as amended by Public Act 23-98)' },
  TX: {
    from: 9,
    to: 21,
    sunday: { from: 12, to: 21 },
    source: 'Tex. Bus. & Com. Code 301.051 (9am-9pm Monday to Saturday, noon-9pm Sunday)',
  },
};

/** The campaign's own zone when it names none. */
export const DEFAULT_CAMPAIGN_TIME_ZONE = 'America/Los_Angeles';

/**
 * The Continental-US zones (Eastern to Pacific, with the tz database's same-offset state zones). The
 * unknown-zone window uses only these if the zones of all 50 states and DC ever had no common hour.
 */
export const continentalZones: ReadonlySet<string> = new Set([
  'America/New_York',
  'America/Detroit',
  'America/Indiana/Indianapolis',
  'America/Chicago',
  'America/Menominee',
  'America/Denver',
  'America/Boise',
  'America/Phoenix',
  'America/Los_Angeles',
]);

export interface SendSchedule {
  /** First sending day, YYYY-MM-DD in the campaign's zone. */
  startDate: string;
  /** Last sending day, YYYY-MM-DD in the campaign's zone (inclusive). */
  endDate: string;
  /** The stored weekday list ('Mon,Wed,Thurs') or JavaScript day numbers (Sunday 0). */
  daysOfWeek: string | readonly number[];
  /** The campaign's IANA zone; default America/Los_Angeles. */
  timeZone?: string;
}

export interface NextSendInput {
  now: Date;
  /** The recipient's IANA zone, or null when unknown (an invalid name counts as unknown). */
  zone: string | null;
  /** The recipient's state (two letters), for the stricter state windows. */
  state?: string | null;
  schedule: SendSchedule;
}

const normalizeState = (state: string | null | undefined) => state?.trim().toUpperCase() || null;

/** The window of a state (or the federal one) on a weekday (luxon numbering, Sunday 7). */
export function windowFor(state: string | null | undefined, weekday: number): SendWindow {
  const code = normalizeState(state);
  const rule = code ? stateWindows[code] : undefined;
  if (!rule) return DEFAULT_WINDOW;
  return weekday === 7 && rule.sunday ? rule.sunday : rule;
}

/** The furthest we look past the first sending day: the weekly pattern and both DST changes repeat within it. */
const MAX_DAYS_SEARCHED = 400;

type Span = readonly [start: number, end: number];
/** A zone the recipient may be in, with the state whose window applies there (null: the federal one). */
export interface ZoneRule {
  zone: string;
  state?: string | null;
}
type Rule = ZoneRule;

const validZones = new Map<string, boolean>();
function isZone(zone: string): boolean {
  let valid = validZones.get(zone);
  if (valid === undefined) {
    valid = IANAZone.isValidZone(zone);
    validZones.set(zone, valid);
  }
  return valid;
}

/**
 * The zones (each with its state's window) a recipient must be inside at once. A known zone is one
 * rule. An unknown zone is every zone the recipient's state has, or, with no state either, every zone
 * of the 50 states and DC with each state's own window: the window inside 8:00-21:00 everywhere (and
 * inside Florida's 8:00-20:00 in Florida's zones...), computed per day from these rules.
 */
export function recipientRules(
  zone: string | null,
  state?: string | null,
): { rules: ZoneRule[]; fallback: ZoneRule[] | null } {
  state = normalizeState(state);
  // A known zone is one rule; a state alone is each of its zones (a territory: its one zone).
  if (zone && isZone(zone)) return { rules: [{ zone, state }], fallback: null };
  if (state) {
    const territoryZone = stateZones[state];
    const zones = stateZoneSets.get(state) ?? (territoryZone ? [territoryZone] : null);
    if (zones) return { rules: zones.map((each) => ({ zone: each, state })), fallback: null };
  }
  everyStateRules ??= everyStateZone();
  return everyStateRules;
}

let everyStateRules: { rules: Rule[]; fallback: Rule[] } | null = null;
function everyStateZone(): { rules: Rule[]; fallback: Rule[] } {
  const seen = new Set<string>();
  const rules: Rule[] = [];
  for (const [eachState, zones] of stateZoneSets) {
    for (const each of zones) {
      const key = `${each} ${JSON.stringify(stateWindows[eachState] ?? DEFAULT_WINDOW)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      rules.push({ zone: each, state: stateWindows[eachState] ? eachState : null });
    }
  }
  return { rules, fallback: rules.filter((rule) => continentalZones.has(rule.zone)) };
}

/** The rule's allowed spans that touch [from, to), in the rule's zone's wall-clock time. */
function ruleSpans(rule: Rule, from: number, to: number): Span[] {
  const spans: Span[] = [];
  let day = DateTime.fromMillis(from, { zone: rule.zone }).startOf('day').minus({ days: 1 });
  const last = DateTime.fromMillis(to, { zone: rule.zone }).startOf('day');
  const at = (date: DateTime, hours: number) => {
    const hour = Math.floor(hours);
    const minute = Math.round((hours - hour) * 60);
    // 8:00 and 21:00 exist on every day; luxon moves a wall time skipped by a DST change forward.
    return DateTime.fromObject(
      { year: date.year, month: date.month, day: date.day, hour, minute },
      { zone: rule.zone },
    ).toMillis();
  };
  for (; day <= last; day = day.plus({ days: 1 })) {
    const window = windowFor(rule.state, day.weekday);
    const start = at(day, window.from);
    const end = at(day, window.to);
    if (end > from && start < to) spans.push([Math.max(start, from), Math.min(end, to)]);
  }
  return spans;
}

function intersect(a: readonly Span[], b: readonly Span[]): Span[] {
  const out: Span[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const [aStart, aEnd] = a[i]!;
    const [bStart, bEnd] = b[j]!;
    const start = Math.max(aStart, bStart);
    const end = Math.min(aEnd, bEnd);
    if (start < end) out.push([start, end]);
    if (aEnd < bEnd) i += 1;
    else j += 1;
  }
  return out;
}

function allowedSpans(rules: readonly Rule[], from: number, to: number): Span[] {
  let spans: Span[] = [[from, to]];
  for (const rule of rules) {
    spans = intersect(spans, ruleSpans(rule, from, to));
    if (spans.length === 0) break;
  }
  return spans;
}

function sharedSpans(rules: readonly Rule[], fallback: readonly Rule[] | null, from: number, to: number): Span[] {
  const spans = allowedSpans(rules, from, to);
  // No hour of this period is inside every zone's window: use the Continental-US zones only.
  return spans.length === 0 && fallback ? allowedSpans(fallback, from, to) : spans;
}

/**
 * The allowed spans of a whole campaign day depend only on the rules and the day, and a sending run
 * asks for the same few again and again (the unknown-zone rules cost ~6 ms a day to intersect).
 */
const spanCache = new Map<string, Span[]>();
const SPAN_CACHE_SIZE = 2000;
function cachedSpans(rules: readonly Rule[], fallback: readonly Rule[] | null, from: number, to: number): Span[] {
  const key = `${rules.map((rule) => `${rule.zone}:${rule.state ?? ''}`).join(',')}|${from}|${to}`;
  let spans = spanCache.get(key);
  if (!spans) {
    spans = sharedSpans(rules, fallback, from, to);
    if (spanCache.size >= SPAN_CACHE_SIZE) spanCache.clear();
    spanCache.set(key, spans);
  }
  return spans;
}

/**
 * The parts of [from, to) inside every rule's window (each in its own zone's wall-clock time); when
 * there are none, the parts inside every fallback rule's window.
 */
export function sharedWindow(
  rules: readonly ZoneRule[],
  from: Date,
  to: Date,
  fallback: readonly ZoneRule[] | null = null,
): { start: Date; end: Date }[] {
  return sharedSpans(rules, fallback, from.getTime(), to.getTime()).map(([start, end]) => ({
    start: new Date(start),
    end: new Date(end),
  }));
}

/** Midnight starting a YYYY-MM-DD day in a zone, as epoch milliseconds. */
const dayStartMillis = (date: string, zone: string) => DateTime.fromISO(date, { zone }).startOf('day').toMillis();

/**
 * The earliest instant >= now when a text may go to this recipient: on one of the campaign's
 * weekdays, between its start and end dates (read in the campaign's zone), and inside the
 * recipient's allowed hours in the recipient's zone (8:00-21:00, or the state's stricter window; when
 * the zone is unknown, the window inside every possible zone's). Quiet hours postpone; the end date
 * stops: null when no such time exists before the end date ends, or when no weekday is chosen.
 * Windows are wall-clock times, so the instant moves with the March and November DST changes.
 */
export function nextSendTime(input: NextSendInput): Date | null {
  const { now, schedule } = input;
  const campaignZone = schedule.timeZone || DEFAULT_CAMPAIGN_TIME_ZONE;
  if (!isZone(campaignZone)) throw new RangeError(`Unknown campaign time zone: ${campaignZone}`);
  if (!isCalendarDate(schedule.startDate) || !isCalendarDate(schedule.endDate)) {
    throw new RangeError('Campaign start and end dates must be YYYY-MM-DD');
  }
  const nowMillis = now.getTime();
  if (Number.isNaN(nowMillis)) throw new RangeError('now is not a valid date');
  const weekdays = new Set(
    typeof schedule.daysOfWeek === 'string' ? weekdayNumbers(schedule.daysOfWeek) : schedule.daysOfWeek,
  );
  if (weekdays.size === 0) return null;

  const state = normalizeState(input.state);
  const { rules, fallback } = recipientRules(input.zone, state);
  const today = DateTime.fromMillis(nowMillis, { zone: campaignZone }).toISODate()!;
  let date = today > schedule.startDate ? today : schedule.startDate;
  for (let searched = 0; date <= schedule.endDate && searched < MAX_DAYS_SEARCHED; searched += 1) {
    const next = addDays(date, 1);
    if (weekdays.has(new Date(`${date}T00:00:00Z`).getUTCDay())) {
      const dayStart = dayStartMillis(date, campaignZone);
      const dayEnd = dayStartMillis(next, campaignZone);
      const spans = cachedSpans(rules, fallback, dayStart, dayEnd);
      for (const [start, end] of spans) {
        const at = Math.max(start, nowMillis);
        if (at < end) return new Date(at);
      }
    }
    date = next;
  }
  return null;
}

/** True when a text may go to this recipient at `now` (the check to repeat right before each send). */
export function canSendAt(input: NextSendInput): boolean {
  return nextSendTime(input)?.getTime() === input.now.getTime();
}
