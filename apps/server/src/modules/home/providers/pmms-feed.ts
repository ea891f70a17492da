import { isIsoDate, MAX_RATE_PERCENT, type PmmsWeek } from '@roost/domain';
import { parseCsv } from '../../../platform/csv';

/** Where the weekly history is read from (PMMS_FEED_URL) and how long a read may take. */
export interface PmmsFeedSettings {
  url: string;
  timeoutMs: number;
}

/** Reads the whole published weekly history; throws `PmmsFeedUnavailableError` when it cannot be trusted. */
export type PmmsFeed = () => Promise<PmmsWeek[]>;

/** Freddie Mac's file is about 200 KB; anything this large is not it. */
const MAX_FEED_BYTES = 10_000_000;

/**
 * The feed failed us (refused, slow, or sent something that is not the rate history). The reason names
 * what went wrong and never the address, which may carry a key.
 */
export class PmmsFeedUnavailableError extends Error {
  override readonly name = 'PmmsFeedUnavailableError';

  constructor(
    readonly reason: string,
    options: { cause?: unknown } = {},
  ) {
    super(`PMMS feed unavailable: ${reason}`);
    if (options.cause !== undefined) this.cause = options.cause;
  }
}

/** The feed over HTTP(S): one GET of the CSV, parsed and checked whole before anything is used. */
export function httpPmmsFeed(settings: PmmsFeedSettings): PmmsFeed {
  return async () => parsePmmsFeed(await fetchText(settings));
}

async function fetchText({ url, timeoutMs }: PmmsFeedSettings): Promise<string> {
  const timeout = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(url, {
      signal: timeout,
      headers: { accept: 'text/csv, text/plain;q=0.9, */*;q=0.1' },
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new PmmsFeedUnavailableError(`HTTP ${response.status}`);
    }
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > MAX_FEED_BYTES) {
      await response.body?.cancel();
      throw new PmmsFeedUnavailableError(`reply of ${declared} bytes is too large`);
    }
    const text = await response.text();
    if (text.length > MAX_FEED_BYTES) throw new PmmsFeedUnavailableError('reply is too large');
    return text;
  } catch (error) {
    if (error instanceof PmmsFeedUnavailableError) throw error;
    throw new PmmsFeedUnavailableError(timeout.aborted ? `no answer within ${timeoutMs} ms` : 'request failed', {
      cause: error,
    });
  }
}

/** The columns of each format we read: Freddie Mac's own file, FRED's graph CSV, and our shipped copy. */
const formats = [
  { name: 'Freddie Mac', date: ['date'], rate30: 'pmms30', rate15: 'pmms15' },
  { name: 'FRED', date: ['observation_date', 'date'], rate30: 'mortgage30us', rate15: 'mortgage15us' },
  { name: 'Roost', date: ['date'], rate30: 'rate30', rate15: 'rate15' },
] as const;

const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** M/D/YYYY (Freddie Mac) or YYYY-MM-DD (FRED) as YYYY-MM-DD; undefined when it is neither or not a real day. */
function isoDateOf(text: string): string | undefined {
  const us = US_DATE.exec(text);
  const iso = us ? `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}` : text;
  return isIsoDate(iso) ? iso : undefined;
}

/** A rate cell: null when the week has none (empty, or FRED's '.'); a number above 0 and at most 25. */
function rateOf(text: string, term: string, line: number): number | null {
  if (text === '' || text === '.') return null;
  const rate = /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
  if (Number.isNaN(rate)) throw new PmmsFeedUnavailableError(`line ${line}: the ${term} rate is not a number`);
  if (rate <= 0 || rate > MAX_RATE_PERCENT) {
    throw new PmmsFeedUnavailableError(`line ${line}: a ${term} rate of ${rate}% is outside 0-${MAX_RATE_PERCENT}%`);
  }
  return rate;
}

/**
 * The weeks of a PMMS history CSV, oldest first. All or nothing: a file with an unknown layout, a bad
 * date, a repeated week, a rate that is not a number or lies outside 0-25% is refused whole, since a
 * feed that is wrong in one place cannot be trusted in the others. A week without a 30-year figure is
 * skipped (the table needs one); a missing 15-year figure is null.
 */
export function parsePmmsFeed(text: string): PmmsWeek[] {
  const [header = [], ...rows] = parseCsv(text.replace(/^\uFEFF/, ''));
  const names = header.map((name) => name.trim().toLowerCase());
  const format = formats.find(
    (candidate) => candidate.date.some((name) => names.includes(name)) && names.includes(candidate.rate30),
  );
  if (!format) throw new PmmsFeedUnavailableError('not a PMMS history: no date and 30-year rate columns');
  const dateColumn = names.findIndex((name) => (format.date as readonly string[]).includes(name));
  const rate30Column = names.indexOf(format.rate30);
  const rate15Column = names.indexOf(format.rate15);

  const weeks = new Map<string, PmmsWeek>();
  rows.forEach((cells, index) => {
    const line = index + 2;
    if (cells.every((cell) => cell.trim() === '')) return;
    const date = isoDateOf((cells[dateColumn] ?? '').trim());
    if (!date) throw new PmmsFeedUnavailableError(`line ${line}: the date is not a date`);
    if (weeks.has(date)) throw new PmmsFeedUnavailableError(`line ${line}: the week of ${date} appears twice`);
    const rate30 = rateOf((cells[rate30Column] ?? '').trim(), '30-year', line);
    const rate15 = rate15Column < 0 ? null : rateOf((cells[rate15Column] ?? '').trim(), '15-year', line);
    if (rate30 !== null) weeks.set(date, { date, rate30, rate15 });
  });
  if (weeks.size === 0) throw new PmmsFeedUnavailableError('the file holds no weeks');
  return [...weeks.values()].sort((a, b) => a.date.localeCompare(b.date));
}
