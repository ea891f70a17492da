import { addDays, campaignMessages, forecastSchedule, isCalendarDate } from './campaign';

/** The zone a campaign's days are counted in (its start and end dates, its daily cap). */
export const CAMPAIGN_TIME_ZONE = 'America/Los_Angeles';

/**
 * The federal allowed hours, recipient local time (47 CFR 64.1200(c)(1)); some states allow fewer. A
 * campaign day still has sending time while it is before this hour in the campaign's zone, the westernmost
 * of the continental zones, where the last window of the day closes.
 */
export const ALLOWED_HOURS = { from: 8, to: 21 } as const;

/**
 * The earliest start date a campaign may have: today in the westernmost US zone a sender may be in
 * (UTC-11), so no one's today is refused wherever they are, and yesterday is refused everywhere.
 */
export const earliestStartDate = (now: Date) => new Date(now.getTime() - 11 * 3600_000).toISOString().slice(0, 10);

/** The Timeline step's and the server's date check: a start date before earliestStartDate is refused. */
export function startDateProblem(startDate: string, now: Date): string | null {
  return isCalendarDate(startDate) && startDate < earliestStartDate(now) ? campaignMessages.startInPast : null;
}

/** The date (YYYY-MM-DD) and hour at `now` in a zone, read with Intl so browser and server agree. */
export function zonedDateHour(now: Date, timeZone = CAMPAIGN_TIME_ZONE): { date: string; hour: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) % 24 };
}

/**
 * The first day texts can go: the start date, or today when the start date has passed; today only while its
 * allowed hours are not over in the campaign's zone (after 9 PM Pacific every continental window has closed).
 */
export function firstSendingDate(startDate: string, now: Date): string {
  const { date: today, hour } = zonedDateHour(now);
  if (startDate > today) return startDate;
  return hour >= ALLOWED_HOURS.to ? addDays(today, 1) : today;
}

/**
 * The Timeline's plan line: at messagesPerDay on the chosen weekdays, from the first day with allowed hours
 * still ahead (firstSendingDate), how many sending days the contacts need, the day the last text goes, and
 * whether that is within the end date. Texts go only between 8 AM and 9 PM in each contact's zone, so a
 * start today after 9 PM Pacific begins tomorrow, and days not chosen are skipped.
 */
export function planSchedule(input: {
  contacts: number;
  messagesPerDay: number;
  daysOfWeek: string;
  startDate: string;
  endDate: string;
  now: Date;
}): ReturnType<typeof forecastSchedule> & { firstDate: string | null } {
  if (!isCalendarDate(input.startDate)) {
    return { ...forecastSchedule(input), firstDate: null };
  }
  const firstDate = firstSendingDate(input.startDate, input.now);
  return { ...forecastSchedule({ ...input, startDate: firstDate }), firstDate };
}
