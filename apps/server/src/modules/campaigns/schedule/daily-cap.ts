import { DateTime, IANAZone } from 'luxon';
import { DEFAULT_CAMPAIGN_TIME_ZONE } from './send-window';

export interface CampaignDay {
  /** The campaign's current day, YYYY-MM-DD in its zone. */
  day: string;
  /** Midnight starting that day (count the texts sent since then). */
  dayStart: Date;
  /** Midnight starting the next day: when the daily allowance is whole again. */
  nextDayStart: Date;
}

/** The campaign's day containing `now`, in the campaign's zone (a DST day lasts 23 or 25 hours). */
export function campaignDay(now: Date, timeZone: string = DEFAULT_CAMPAIGN_TIME_ZONE): CampaignDay {
  if (!IANAZone.isValidZone(timeZone)) throw new RangeError(`Unknown campaign time zone: ${timeZone}`);
  const local = DateTime.fromJSDate(now, { zone: timeZone });
  if (!local.isValid) throw new RangeError('now is not a valid date');
  const start = local.startOf('day');
  return { day: start.toISODate()!, dayStart: start.toJSDate(), nextDayStart: start.plus({ days: 1 }).toJSDate() };
}

/**
 * How many texts may go now under the daily cap: messagesPerDay minus those already sent on the
 * campaign's current day (never below 0), and when the next day starts.
 */
export function dailyAllowance(input: {
  now: Date;
  messagesPerDay: number;
  sentToday: number;
  timeZone?: string;
}): CampaignDay & { remaining: number } {
  const cap = Number.isFinite(input.messagesPerDay) ? Math.max(0, Math.trunc(input.messagesPerDay)) : 0;
  const sent = Number.isFinite(input.sentToday) ? Math.max(0, Math.trunc(input.sentToday)) : 0;
  return {
    ...campaignDay(input.now, input.timeZone || DEFAULT_CAMPAIGN_TIME_ZONE),
    remaining: Math.max(0, cap - sent),
  };
}
