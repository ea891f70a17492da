/** Money and dates as the alert e-mails and texts say them (whole dollars, long US dates). */
const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

export const money = (amount: number) => wholeDollars.format(Math.round(amount));
export const percent = (value: number) => `${Number(value.toFixed(3))}%`;
export const calendarDate = (isoDate: string) => longDate.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
