const pad = (value: number) => String(value).padStart(2, '0');

/** A moment as the branch list shows it, MM-DD-YYYY HH:MM (24-hour), in the reader's time zone. */
export function formatDateTime(isoMoment: string): string {
  const moment = new Date(isoMoment);
  if (Number.isNaN(moment.getTime())) return '';
  const date = `${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}-${moment.getFullYear()}`;
  return `${date} ${pad(moment.getHours())}:${pad(moment.getMinutes())}`;
}
