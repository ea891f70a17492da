import { addDays } from '@roost/domain';
import { DateTime } from 'luxon';
import { DEFAULT_CAMPAIGN_TIME_ZONE, nextSendTime, recipientLocation } from '../../campaigns';
import { AppError } from '../../../errors';

/** Where a text is going: the number, and the ZIP when the contact's file gave one. */
export interface Recipient {
  phone: string;
  zip?: string | null;
}

/** Open now, or closed until `opensAt`; with the recipient's zone (undefined when not known). */
export type AllowedHours =
  { open: true; timeZone: string | undefined } | { open: false; opensAt: Date; timeZone: string | undefined };

/** Every day may do: a hand reply or an alert has no campaign calendar, only the recipient's hours. */
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6] as const;
/** Far enough to reach the next opening from any moment (a Sunday-noon state window is at most 2 days off). */
const DAYS_AHEAD = 7;

/**
 * Whether a text may go to this recipient at `now`: 8am-9pm in their zone (ZIP first, then the area code),
 * or their state's stricter window; when the zone is unknown, the window inside every zone's. The same rule
 * and code as the campaigns' own texts (nextSendTime), without a campaign's dates and weekdays.
 */
export function allowedHours(recipient: Recipient, now: Date): AllowedHours {
  const location = recipientLocation({ zip: recipient.zip ?? null, phone: recipient.phone });
  const zone = location?.zone ?? DEFAULT_CAMPAIGN_TIME_ZONE;
  const today = DateTime.fromJSDate(now, { zone }).toISODate()!;
  const opensAt = nextSendTime({
    now,
    zone: location?.zone ?? null,
    state: location?.state ?? null,
    // The day before too: the calendar runs in one zone, the windows in the recipient's.
    schedule: {
      startDate: addDays(today, -1),
      endDate: addDays(today, DAYS_AHEAD),
      daysOfWeek: EVERY_DAY,
      timeZone: zone,
    },
  });
  // nextSendTime always finds an opening within a week of every-day sending; a null would be a bug in it.
  if (!opensAt) throw new Error('no allowed hour in the coming week');
  if (opensAt.getTime() === now.getTime()) return { open: true, timeZone: location?.zone };
  return { open: false, opensAt, timeZone: location?.zone };
}

/** "8:00 AM their time (Pacific)" style wording for the refusal's message. */
function openingText(opensAt: Date, timeZone: string | undefined): string {
  if (!timeZone) return `${DateTime.fromJSDate(opensAt, { zone: 'UTC' }).toFormat("LLL d, HH:mm 'UTC'")}`;
  const local = DateTime.fromJSDate(opensAt, { zone: timeZone });
  return `${local.toFormat('h:mm a')} their time (${local.toFormat('ZZZZ')}, ${local.toFormat('ccc LLL d')})`;
}

/** The 409 a text outside the recipient's hours gets: when it can go, as text and as fields. */
export function outsideAllowedHours(opensAt: Date, timeZone: string | undefined): AppError {
  return new AppError(
    'OUTSIDE_ALLOWED_HOURS',
    `Outside their allowed hours: it can go at ${openingText(opensAt, timeZone)}`,
    undefined,
    { opensAt: opensAt.toISOString(), ...(timeZone ? { timeZone } : {}) },
  );
}
