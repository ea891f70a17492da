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
