/** When the contact's allowed hours open, as the reply box and the queued replies say it. */
export interface Opening {
  /** ISO instant. */
  opensAt: string;
  /** The contact's IANA zone; absent when it is not known (then the time is the reader's). */
  timeZone?: string | null | undefined;
}

/** '8:00 AM' in the contact's zone (or the reader's when theirs is not known). */
export function openingTime({ opensAt, timeZone }: Opening): string {
  const format = new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  });
  // Newer ICU puts a narrow no-break space before AM/PM; a plain one reads (and copies) the same everywhere.
  return format.format(new Date(opensAt)).replace(/\u202f/g, ' ');
}

/** 'their time' or, when the contact's zone is not known, 'your time'. */
export const whoseTime = ({ timeZone }: Opening) => (timeZone ? 'their time' : 'your time');

/** 'Tue, Mar 3' in the contact's zone (or the reader's). */
export function openingDay({ opensAt, timeZone }: Opening): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(opensAt));
}

/** How long until then: '9 h 12 min', '45 min', 'less than a minute' (minutes rounded up). */
export function waitUntil(opensAt: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.ceil((Date.parse(opensAt) - now) / 60_000));
  if (minutes === 0) return 'less than a minute';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
