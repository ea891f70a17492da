import { z } from 'zod';
import { inParallel, NumberLookupUnavailable, type LineType, type LineTypes } from './number-lookups';

export interface TwilioLookupSettings {
  accountSid: string;
  authToken: string;
  /** https://lookups.twilio.com; tests point it at recorded HTTP. */
  baseUrl: string;
  timeoutMs: number;
}

/** Lookups in flight at once. */
const CONCURRENCY = 8;

/** The reply, only the fields used. */
const lookupReply = z.object({
  phone_number: z.string(),
  line_type_intelligence: z
    .object({
      type: z.string().nullable().optional(),
      error_code: z.number().nullable().optional(),
    })
    .nullable()
    .optional(),
});

/** Twilio's line types in ours: the VoIP kinds together, the rare kinds as `other`. */
export function lineTypeOf(type: string | null | undefined): LineType {
  switch (type) {
    case 'mobile':
      return 'mobile';
    case 'landline':
      return 'landline';
    case 'fixedVoip':
    case 'nonFixedVoip':
      return 'voip';
    case 'tollFree':
      return 'toll-free';
    case 'personal':
    case 'premium':
    case 'sharedCost':
    case 'uan':
    case 'voicemail':
    case 'pager':
      return 'other';
    default:
      return 'unknown';
  }
}

/**
 * Twilio Lookup v2 with Line Type Intelligence: GET /v2/PhoneNumbers/{E.164}?Fields=line_type_intelligence with
 * basic auth (account SID and auth token), one number a request, a few at a time. A 404 (a number Twilio cannot
 * parse) or a `line_type_intelligence` with an error code is `unknown`; a refused connection, a timeout, 401, 429,
 * 5xx or a reply of another shape leaves that number unanswered.
 */
export function twilioLineTypes(settings: TwilioLookupSettings): LineTypes {
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;

  async function lookupOne(phone: string): Promise<LineType> {
    let response: Response;
    try {
      response = await fetch(
        `${settings.baseUrl}/v2/PhoneNumbers/${encodeURIComponent(phone)}?Fields=line_type_intelligence`,
        { headers: { authorization, accept: 'application/json' }, signal: AbortSignal.timeout(settings.timeoutMs) },
      );
    } catch (error) {
      throw new NumberLookupUnavailable('twilio-lookup', error instanceof Error ? error.name : 'request failed');
    }
    if (response.status === 404) return 'unknown';
    if (!response.ok) throw new NumberLookupUnavailable('twilio-lookup', `answered ${response.status}`);
    const parsed = lookupReply.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw new NumberLookupUnavailable('twilio-lookup', 'a reply that is not a phone number');
    const intelligence = parsed.data.line_type_intelligence;
    return intelligence?.error_code ? 'unknown' : lineTypeOf(intelligence?.type);
  }

  return {
    name: 'twilio',
    async lookup(phones) {
      const answers = new Map<string, LineType>();
      let failure: NumberLookupUnavailable | undefined;
      await inParallel(phones, CONCURRENCY, async (phone) => {
        try {
          answers.set(phone, await lookupOne(phone));
        } catch (error) {
          if (!(error instanceof NumberLookupUnavailable)) throw error;
          failure = error;
        }
      });
      if (failure && answers.size === 0 && phones.length > 0) throw failure;
      return answers;
    },
  };
}
