import { campaignWeekdays, storedWeekdayNames, weekdayNumbers } from '@roost/domain';

const startDateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A campaign date (YYYY-MM-DD or an ISO time) as 'Dec 01, 2026' (spec 9: MMM DD, YYYY). */
export function formatCampaignDate(date: string | null | undefined): string {
  if (!date) return 'Not set';
  const [year = 1970, month = 1, day = 1] = date.slice(0, 10).split('-').map(Number);
  return startDateFormat.format(new Date(Date.UTC(year, month - 1, day)));
}

/** Cents as dollars with cents: '$12.35'. */
export function formatCents(cents: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
}

export const formatCount = (value: number) => value.toLocaleString('en-US');

/** A template's rate (dollars per record) as the cards show it: '$0.05 per record'. */
export function formatRate(rate: number): string {
  return `${new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 4 }).format(rate)} per record`;
}

/** 'Mon, Wed, Thu' from a stored list ('Mon,Wed,Thurs'). */
export function weekdayLabels(daysOfWeek: string | null | undefined): string {
  const labels = weekdayNumbers(daysOfWeek).map((day) => {
    const stored = storedWeekdayNames[day];
    return campaignWeekdays.find((weekday) => weekday.stored === stored)?.label ?? stored;
  });
  return labels.length > 0 ? labels.join(', ') : 'None';
}

/** What an empty cell shows. */
export const EMPTY_CELL = '—';

/** A stored US number (+19165550101) as '(916) 555-0101'; anything else as stored, '—' when missing. */
export function formatPhone(phone: string | null | undefined): string {
  if (!phone) return EMPTY_CELL;
  const parts = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(phone);
  return parts ? `(${parts[1]}) ${parts[2]}-${parts[3]}` : phone;
}

const messageDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const messageTime = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st. */
function ordinal(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th'}`;
}

/** When a message was sent, where the reader is: 'Dec 1st 2026, 3:04 PM' (spec 9: messages 'MMM Do YYYY'). */
export function formatMessageDate(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const parts = Object.fromEntries(messageDay.formatToParts(at).map((part) => [part.type, part.value]));
  // Newer ICU puts a narrow no-break space before AM/PM; a plain one reads (and copies) the same everywhere.
  return `${parts.month} ${ordinal(at.getDate())} ${parts.year}, ${messageTime.format(at).replace(/\u202f/g, ' ')}`;
}
