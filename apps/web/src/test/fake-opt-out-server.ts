import {
  authMessages,
  consentEvidenceQuerySchema,
  type ConsentEvent,
  optOutChangeSchema,
  optOutTexts,
  type OptOut,
  type SuppressionAction,
  type SuppressionEvent,
} from '@roost/domain';
import type { z } from 'zod';
import type { Handler } from './render-app';

type Reply = { status: number; body: unknown };
const reply = (status: number, body: unknown): Reply => ({ status, body });

/** A 400 like the server's: the first failing field's message, and every failing field. */
function invalid(error: z.ZodError): Reply {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join('.') || 'body'] ??= issue.message;
  return reply(400, { code: 'INVALID_INPUT', errorMessage: Object.values(fields)[0] ?? 'Invalid request', fields });
}

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
 * An organization's opt-out calls as the server answers them, in memory: the list pages by a cursor that is
 * the index of the next row and searches the digits; each number's history is its events, newest first.
 * Organizations in `forbidden` answer 403, as for an admin of another organization.
 */
export function fakeOptOutServer(
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

  function change(kind: 'undo' | 'add', body: unknown): Reply {
    const parsed = optOutChangeSchema.safeParse(body);
    if (!parsed.success) return invalid(parsed.error);
    const { phone, reason } = parsed.data;
    const listed = optOuts.some((optOut) => optOut.phone === phone);
    if (kind === 'undo') {
      if (!listed) return reply(404, { code: 'NOT_FOUND', errorMessage: optOutTexts.notOptedOut });
      optOuts = optOuts.filter((optOut) => optOut.phone !== phone);
      return reply(200, { phone, event: record(phone, 'opt-in', reason) });
    }
    if (listed) return reply(409, { code: 'ALREADY_OPTED_OUT', errorMessage: optOutTexts.alreadyOptedOut });
    const event = record(phone, 'opt-out', reason);
    optOuts = [{ phone, source: 'admin', reason, createdDate: event.createdDate }, ...optOuts];
    return reply(201, { phone, event });
  }

  const handle: Handler = (url, init) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    const prefix = '/api/site/campaign/contacts/opt-outs/';
    if (!pathname.startsWith(prefix)) return undefined;
    const [id = '', rest] = pathname.slice(prefix.length).split('/').map(decodeURIComponent);
    if (forbidden.has(id)) return reply(403, { code: 'FORBIDDEN', errorMessage: authMessages.notAllowed });
    if (id !== organizationId) return reply(404, { code: 'NOT_FOUND', errorMessage: optOutTexts.organizationNotFound });
    const method = init?.method ?? 'GET';
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (method === 'POST') return change(rest === 'undo' ? 'undo' : 'add', body);
    if (rest === 'consent') {
      const parsed = consentEvidenceQuerySchema.safeParse({ phone: searchParams.get('phone') ?? undefined });
      if (!parsed.success) return invalid(parsed.error);
      const phone = parsed.data.phone;
      const consentEvents = options.consent?.[phone] ?? [];
      const changes = consentEvents.filter((event) => event.effect !== 'note');
      const lastRevoke = changes.findLastIndex((event) => event.effect === 'revoke');
      const holding = changes.slice(lastRevoke + 1);
      return reply(200, {
        phone,
        organizationId,
        organizationName,
        consented: holding.length > 0,
        consentSince: holding[0]?.occurredAt ?? null,
        generatedAt: '2026-04-02T16:00:00.000Z',
        events: consentEvents,
      });
    }
    if (rest === 'history') {
      const phone = searchParams.get('phone') ?? '';
      return reply(200, {
        phone,
        optedOut: optOuts.some((optOut) => optOut.phone === phone),
        events: events.get(phone) ?? [],
      });
    }
    const digits = searchParams.get('search') ?? '';
    const matching = optOuts.filter((optOut) => optOut.phone.includes(digits));
    const limit = Number(searchParams.get('limit') ?? 25);
    const start = Number(searchParams.get('cursor') ?? 0);
    const page = matching.slice(start, start + limit);
    const more = start + limit < matching.length;
    return reply(200, {
      organizationName,
      optOuts: page,
      hasMore: more,
      nextCursor: more ? String(start + limit) : null,
    });
  };

  return { handle, optOuts: () => optOuts };
}
