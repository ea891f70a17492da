import { z } from 'zod';
import {
  NumberLookupUnavailable,
  type ReassignedAnswer,
  type ReassignedNumbers,
  type ReassignedQuery,
} from './number-lookups';

export interface RndSettings {
  /** The query endpoint of the RND account's API. */
  apiUrl: string;
  /** The account's API token. */
  token: string;
  /** Numbers per query. */
  batchSize: number;
  timeoutMs: number;
  /** Today, for the date limit (the RND takes no date after yesterday). */
  now?: () => Date;
}

/** The reply, only the fields used: one result per queried TN, "Y" (disconnected since the date), "N" or "no data". */
const rndReply = z.object({
  results: z.array(
    z.object({
      TN: z.string(),
      result: z.string(),
    }),
  ),
});

const DAY_MS = 86_400_000;

/** A NANP number as the RND takes it: ten digits, no +1. Other numbers are outside the RND. */
const tenDigits = (phone: string) => (/^\+1\d{10}$/.test(phone) ? phone.slice(2) : undefined);

function answerOf(result: string): ReassignedAnswer | undefined {
  const value = result.trim().toLowerCase();
  if (value === 'y' || value === 'yes') return 'reassigned';
  if (value === 'n' || value === 'no') return 'not-reassigned';
  if (value === 'no data' || value === 'no_data' || value === 'nodata') return 'no-data';
  return undefined;
}

/**
 * The FCC Reassigned Numbers Database (reassigned.us) over its query API: POST a JSON list of `{ TN, date }`
 * (ten-digit number, consent date YYYY-MM-DD) with the account's token as a bearer token; the reply answers each
 * TN "Y" (permanently disconnected since that date), "N" or "no data". Queries go `batchSize` numbers at a
 * time; a number outside the US is `no-data` without a query (the RND holds US numbers only).
 */
export function rndReassignedNumbers(settings: RndSettings): ReassignedNumbers {
  const now = settings.now ?? (() => new Date());

  async function query(batch: readonly { tn: string; date: string }[]): Promise<Map<string, ReassignedAnswer>> {
    let response: Response;
    try {
      response = await fetch(settings.apiUrl, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${settings.token}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({ queries: batch.map(({ tn, date }) => ({ TN: tn, date })) }),
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
    } catch (error) {
      throw new NumberLookupUnavailable('rnd', error instanceof Error ? error.name : 'request failed');
    }
    if (!response.ok) throw new NumberLookupUnavailable('rnd', `answered ${response.status}`);
    const parsed = rndReply.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw new NumberLookupUnavailable('rnd', 'a reply that is not the query result');
    const answers = new Map<string, ReassignedAnswer>();
    for (const { TN, result } of parsed.data.results) {
      const answer = answerOf(result);
      if (answer) answers.set(TN.replace(/\D/g, '').slice(-10), answer);
    }
    return answers;
  }

  return {
    name: 'rnd',
    async check(queries: readonly ReassignedQuery[]) {
      const answers = new Map<string, ReassignedAnswer>();
      // The RND refuses today and later dates; asking from yesterday only widens the window looked at.
      const latest = new Date(now().getTime() - DAY_MS).toISOString().slice(0, 10);
      const asked: { tn: string; date: string; phone: string }[] = [];
      for (const { phone, consentDate } of queries) {
        const tn = tenDigits(phone);
        if (tn === undefined) answers.set(phone, 'no-data');
        else asked.push({ tn, phone, date: consentDate < latest ? consentDate : latest });
      }
      for (let start = 0; start < asked.length; start += settings.batchSize) {
        const batch = asked.slice(start, start + settings.batchSize);
        const replied = await query(batch);
        for (const { tn, phone } of batch) {
          const answer = replied.get(tn);
          if (answer) answers.set(phone, answer);
        }
      }
      return answers;
    },
  };
}
