import type { Db } from '../../../platform/db/types';
import {
  NumberLookupUnavailable,
  type LineType,
  type LineTypes,
  type ReassignedAnswer,
  type ReassignedNumbers,
} from '../providers/number-lookups';
import { freshChecks, storeChecks, type NumberCheckRow } from '../repo';

/** The configured lookups; a check switched off is absent. */
export interface NumberLookups {
  reassigned?: ReassignedNumbers | undefined;
  lineTypes?: LineTypes | undefined;
  /** Told when a service did not answer (its name and reason only: never a number). */
  warn?: ((message: string, details: Record<string, unknown>) => void) | undefined;
}

/** How long an answer is kept: a line type rarely changes; the RND is refreshed monthly, asked again daily. */
export const LINE_TYPE_TTL_MS = 30 * 86_400_000;
export const REASSIGNED_TTL_MS = 86_400_000;

/**
 * What to do with a text to a number: send it, skip it for good with the reason, or wait (a service did not
 * answer: the text is neither sent unchecked nor lost).
 */
export type NumberVerdict =
  | { kind: 'send'; lineType?: LineType; reassigned?: ReassignedAnswer }
  | { kind: 'skip'; reason: 'reassigned' | 'landline' }
  | { kind: 'postpone'; reason: 'line-type-unavailable' | 'reassigned-unavailable' };

export interface NumberQuery {
  /** E.164 */
  phone: string;
  /** When the person consented to texts from us. */
  consentDate: Date;
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Checks numbers before they are texted: a landline is skipped (`landline`); a number the RND reports
 * permanently disconnected since the consent date is skipped (`reassigned`); `not-reassigned` and `no-data` are
 * sent (no data is no evidence of a reassignment; only `not-reassigned` earns the safe harbour). Answers come
 * from the cache while fresh; only the numbers without one are looked up, once per batch, and the answers kept.
 */
export async function checkNumbers(
  db: Db,
  lookups: NumberLookups,
  queries: readonly NumberQuery[],
  now: Date,
): Promise<Map<string, NumberVerdict>> {
  const verdicts = new Map<string, NumberVerdict>();
  if (queries.length === 0) return verdicts;
  const phones = [...new Set(queries.map((query) => query.phone))];

  const lineTypes = lookups.lineTypes ? await knownLineTypes(db, lookups, lookups.lineTypes, phones, now) : undefined;
  const toAsk: NumberQuery[] = [];
  for (const query of queries) {
    const lineType = lineTypes?.get(query.phone);
    if (lineTypes && lineType === undefined) {
      verdicts.set(query.phone, { kind: 'postpone', reason: 'line-type-unavailable' });
    } else if (lineType === 'landline') {
      verdicts.set(query.phone, { kind: 'skip', reason: 'landline' });
    } else {
      toAsk.push(query);
    }
  }

  const reassigned = lookups.reassigned
    ? await knownReassignments(db, lookups, lookups.reassigned, toAsk, now)
    : undefined;
  for (const query of toAsk) {
    const answer = reassigned?.get(query.phone);
    const lineType = lineTypes?.get(query.phone);
    if (reassigned && answer === undefined) {
      verdicts.set(query.phone, { kind: 'postpone', reason: 'reassigned-unavailable' });
    } else if (answer === 'reassigned') {
      verdicts.set(query.phone, { kind: 'skip', reason: 'reassigned' });
    } else {
      verdicts.set(query.phone, {
        kind: 'send',
        ...(lineType ? { lineType } : {}),
        ...(answer ? { reassigned: answer } : {}),
      });
    }
  }
  return verdicts;
}

async function knownLineTypes(
  db: Db,
  lookups: NumberLookups,
  provider: LineTypes,
  phones: readonly string[],
  now: Date,
): Promise<Map<string, LineType>> {
  const known = new Map<string, LineType>();
  for (const row of await freshChecks(db, 'line-type', provider.name, phones, now))
    known.set(row.phone, row.answer as LineType);
  const missing = phones.filter((phone) => !known.has(phone));
  if (missing.length === 0) return known;
  const answered = await ask(lookups, () => provider.lookup(missing));
  const rows: NumberCheckRow[] = [];
  for (const [phone, answer] of answered) {
    known.set(phone, answer);
    rows.push(checkRow('line-type', phone, '', answer, provider.name, now, LINE_TYPE_TTL_MS));
  }
  await storeChecks(db, rows);
  return known;
}

async function knownReassignments(
  db: Db,
  lookups: NumberLookups,
  provider: ReassignedNumbers,
  queries: readonly NumberQuery[],
  now: Date,
): Promise<Map<string, ReassignedAnswer>> {
  const known = new Map<string, ReassignedAnswer>();
  if (queries.length === 0) return known;
  const since = new Map(queries.map((query) => [query.phone, dayOf(query.consentDate)]));
  const cached = await freshChecks(db, 'reassigned', provider.name, [...since.keys()], now);
  for (const row of cached) {
    if (since.get(row.phone) === row.since) known.set(row.phone, row.answer as ReassignedAnswer);
  }
  const missing = [...since]
    .filter(([phone]) => !known.has(phone))
    .map(([phone, consentDate]) => ({ phone, consentDate }));
  if (missing.length === 0) return known;
  const answered = await ask(lookups, () => provider.check(missing));
  const rows: NumberCheckRow[] = [];
  for (const [phone, answer] of answered) {
    known.set(phone, answer);
    rows.push(checkRow('reassigned', phone, since.get(phone) ?? '', answer, provider.name, now, REASSIGNED_TTL_MS));
  }
  await storeChecks(db, rows);
  return known;
}

/** A service that did not answer answers nothing (the numbers wait); anything else is a bug and is thrown. */
async function ask<T>(lookups: NumberLookups, call: () => Promise<Map<string, T>>): Promise<Map<string, T>> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof NumberLookupUnavailable)) throw error;
    lookups.warn?.('number lookup unavailable', { provider: error.provider, reason: error.reason });
    return new Map();
  }
}

function checkRow(
  kind: NumberCheckRow['kind'],
  phone: string,
  since: string,
  answer: string,
  source: string,
  now: Date,
  ttlMs: number,
): NumberCheckRow {
  return { kind, phone, since, answer, source, checkedAt: now, expiresAt: new Date(now.getTime() + ttlMs) };
}
