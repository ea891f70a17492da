/**
 * What the sender needs to know about a number before a campaign text, in the product's words:
 * - whether the number changed hands since the person consented (the FCC Reassigned Numbers Database, 47 CFR
 *   64.1200(m): a text to a number the RND reports not disconnected since the consent date is in its safe harbour);
 * - what kind of line it is (a landline cannot take a text).
 */
export type ReassignedAnswer = 'reassigned' | 'not-reassigned' | 'no-data';
export type LineType = 'mobile' | 'landline' | 'voip' | 'toll-free' | 'other' | 'unknown';

export interface ReassignedQuery {
  /** E.164 */
  phone: string;
  /** The day the person consented (YYYY-MM-DD). */
  consentDate: string;
}

export interface ReassignedNumbers {
  readonly name: string;
  /**
   * One answer per query, by phone: `reassigned` (permanently disconnected on or after the consent date),
   * `not-reassigned`, or `no-data` (the RND has no record that says, e.g. a date before its data starts or a
   * number outside the US). A number the reply leaves out is missing from the map (ask again later).
   * Throws NumberLookupUnavailable when the service cannot answer.
   */
  check(queries: readonly ReassignedQuery[]): Promise<Map<string, ReassignedAnswer>>;
}

export interface LineTypes {
  readonly name: string;
  /**
   * The line type of each number, by phone; `unknown` when the service does not know. A number it could not
   * look up (the service failing for it) is missing from the map. Throws NumberLookupUnavailable only when it
   * could answer for none.
   */
  lookup(phones: readonly string[]): Promise<Map<string, LineType>>;
}

/** The service did not answer (refused, timed out, 429, 5xx, bad key, a reply of another shape). */
export class NumberLookupUnavailable extends Error {
  override name = 'NumberLookupUnavailable';
  constructor(
    readonly provider: string,
    readonly reason: string,
  ) {
    super(`${provider} unavailable: ${reason}`);
  }
}

/** Runs `work` over `items`, at most `limit` at a time. */
export async function inParallel<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
