/** UTC calendar helpers for the generator (no time zones: sale and loan dates are plain days). */

const dayMs = 86_400_000;

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Closings happen on weekdays: Saturday moves back to Friday, Sunday to Monday (Friday on 31 December). */
export function businessDay(date: Date): Date {
  const weekday = date.getUTCDay();
  if (weekday === 6) return new Date(date.getTime() - dayMs);
  if (weekday !== 0) return date;
  const monday = new Date(date.getTime() + dayMs);
  return monday.getUTCFullYear() === date.getUTCFullYear() ? monday : new Date(date.getTime() - 2 * dayMs);
}

export function daysInYear(year: number): number {
  return (Date.UTC(year + 1, 0, 1) - Date.UTC(year, 0, 1)) / dayMs;
}

export function dayOfYear(year: number, index: number): Date {
  return new Date(Date.UTC(year, 0, 1) + index * dayMs);
}
