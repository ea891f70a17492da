import {
  authMessages,
  consentEvidenceQuerySchema,
  optOutChangeSchema,
  optOutTexts,
  type ConsentEvent,
  type OptOut,
  type SuppressionAction,
  type SuppressionEvent,
} from '@roost/domain';
import { bodyOf, failure, Failure, invalidInput, route } from './reply';

/** `count` numbers opted out by reply, +19165550201.., the highest (newest) first, a day apart. */
export function testOptOuts(count: number): OptOut[] {
  return Array.from({ length: count }, (_unused, index) => {
    const number = count - index;
    return {
      phone: `+1916555${String(200 + number).padStart(4, '0')}`,
      source: 'reply',
      reason: 'STOP',
      createdDate: new Date(Date.UTC(2026, 2, 1, 16) + number * 86_400_000).toISOString(),
    };
  });
}

/**
 * An organization's opt-out calls in memory: the list pages by a cursor that is the index of the next row and
 * searches the digits; each number's history is its events, newest first. Organizations in `forbidden` answer 403,
 * as for an admin of another organization.
 */
export function optOutsApi(
  options: {
    organizationId?: string;
    organizationName?: string;
    optOuts?: OptOut[];
    events?: Record<string, SuppressionEvent[]>;
    /** Each number's consent events, oldest first (the evidence page). */
    consent?: Record<string, ConsentEvent[]>;
    forbidden?: string[];
    /** The signed-in admin's id, recorded as actorId on their changes. */
    actorId?: string;
  } = {},
) {
  const organizationId = options.organizationId ?? 'org1';
  const organizationName = options.organizationName ?? 'Sierra Home Loans';
  let optOuts = [...(options.optOuts ?? [])];
  const events = new Map(Object.entries(options.events ?? {}).map(([phone, list]) => [phone, [...list]]));
  const forbidden = new Set(options.forbidden ?? []);
  let sequence = 0;
  const listed = (phone: string) => optOuts.some((optOut) => optOut.phone === phone);

  /** The refusal of an organization the admin may not see, or that does not exist; undefined for theirs. */
  const refusal = (id: string) => {
    if (forbidden.has(id)) return failure('FORBIDDEN', authMessages.notAllowed);
    if (id !== organizationId) return failure('ORGANIZATION_NOT_FOUND', optOutTexts.organizationNotFound);
    return undefined;
  };

  function record(phone: string, action: SuppressionAction, reason: string): SuppressionEvent {
    const event: SuppressionEvent = {
      id: `event-${++sequence}`,
      action,
      source: 'admin',
      reason,
      actorId: options.actorId ?? 'u1',
      createdDate: new Date(Date.UTC(2026, 3, 1) + sequence * 60_000).toISOString(),
    };
    events.set(phone, [event, ...(events.get(phone) ?? [])]);
    return event;
  }

  const handlers = [
    route('GET /api/site/campaign/contacts/opt-outs/:organizationId', ({ params, url }) => {
      const refused = refusal(params.organizationId);
      if (refused) return refused;
      const digits = url.searchParams.get('search') ?? '';
      const matching = optOuts.filter((optOut) => optOut.phone.includes(digits));
      const limit = Number(url.searchParams.get('limit') ?? 25);
      const start = Number(url.searchParams.get('cursor') ?? 0);
      const more = start + limit < matching.length;
      return {
        organizationName,
        optOuts: matching.slice(start, start + limit),
        hasMore: more,
        nextCursor: more ? String(start + limit) : null,
      };
    }),
    route('POST /api/site/campaign/contacts/opt-outs/:organizationId', async ({ params, request }) => {
      const refused = refusal(params.organizationId);
      if (refused) return refused;
      const input = await bodyOf(request, optOutChangeSchema);
      if (input instanceof Failure) return input;
      if (listed(input.phone)) return failure('ALREADY_OPTED_OUT', optOutTexts.alreadyOptedOut);
      const event = record(input.phone, 'opt-out', input.reason);
      optOuts = [
        { phone: input.phone, source: 'admin', reason: input.reason, createdDate: event.createdDate },
        ...optOuts,
      ];
      return { phone: input.phone, event };
    }),
    route('POST /api/site/campaign/contacts/opt-outs/:organizationId/undo', async ({ params, request }) => {
      const refused = refusal(params.organizationId);
      if (refused) return refused;
      const input = await bodyOf(request, optOutChangeSchema);
      if (input instanceof Failure) return input;
      if (!listed(input.phone)) return failure('NOT_OPTED_OUT', optOutTexts.notOptedOut);
      optOuts = optOuts.filter((optOut) => optOut.phone !== input.phone);
      return { phone: input.phone, event: record(input.phone, 'opt-in', input.reason) };
    }),
    route('GET /api/site/campaign/contacts/opt-outs/:organizationId/history', ({ params, url }) => {
      const refused = refusal(params.organizationId);
      if (refused) return refused;
      const phone = url.searchParams.get('phone') ?? '';
      return { phone, optedOut: listed(phone), events: events.get(phone) ?? [] };
    }),
    route('GET /api/site/campaign/contacts/opt-outs/:organizationId/consent', ({ params, url }) => {
      const refused = refusal(params.organizationId);
      if (refused) return refused;
      const query = consentEvidenceQuerySchema.safeParse({ phone: url.searchParams.get('phone') ?? undefined });
      if (!query.success) return invalidInput(query.error);
      const { phone } = query.data;
      const consentEvents = options.consent?.[phone] ?? [];
      const changes = consentEvents.filter((event) => event.effect !== 'note');
      const holding = changes.slice(changes.findLastIndex((event) => event.effect === 'revoke') + 1);
      return {
        phone,
        organizationId,
        organizationName,
        consented: holding.length > 0,
        consentSince: holding[0]?.occurredAt ?? null,
        generatedAt: '2026-04-02T16:00:00.000Z',
        events: consentEvents,
      };
    }),
  ];

  return { handlers, optOuts: () => optOuts };
}
