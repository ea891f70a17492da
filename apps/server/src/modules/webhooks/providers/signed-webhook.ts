import { createHmac } from 'node:crypto';

/**
 * Signed calls to a partner's automation webhook: a JSON body posted (leads), or query fields sent with
 * GET (listing requests). Every attempt of one delivery carries the same X-Roost-Delivery id, so a
 * receiver can drop the repeat that at-least-once delivery allows. The receiver checks X-Roost-Signature:
 * "t=<unix seconds>,v1=<hex HMAC-SHA256 of `${t}.${signed}`>" with the shared secret, where signed is the
 * JSON body or the query string.
 */
export interface WebhookResult {
  ok: boolean;
  statusCode: number | null;
  error: string | null;
}

export function signWebhookBody(secret: string, timestamp: number, body: string): string {
  const digest = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${digest}`;
}

/** POSTs a JSON body, given as its exact text so that every retry sends the same bytes. */
export async function postSignedWebhook(options: {
  url: string;
  secret: string;
  event: string;
  /** Stable across retries: the X-Roost-Delivery header. */
  deliveryId: string;
  body: string;
  timeoutMs?: number;
  now?: () => number;
}): Promise<WebhookResult> {
  return sendSigned(new URL(options.url), { method: 'POST', signed: options.body, ...options });
}

/**
 * GET with query fields (the automation provider's style): the signature covers `${t}.${query}`, where
 * query is the sent URL's query string without its '?'.
 */
export async function getSignedWebhook(options: {
  url: string;
  secret: string;
  event: string;
  deliveryId: string;
  /** In the order they are sent and signed. */
  query: readonly (readonly [string, string])[];
  timeoutMs?: number;
  now?: () => number;
}): Promise<WebhookResult> {
  const url = new URL(options.url);
  for (const [name, value] of options.query) url.searchParams.set(name, value);
  return sendSigned(url, { method: 'GET', signed: url.search.slice(1), ...options });
}

async function sendSigned(
  url: URL,
  options: {
    method: 'GET' | 'POST';
    body?: string;
    signed: string;
    secret: string;
    event: string;
    deliveryId: string;
    timeoutMs?: number;
    now?: () => number;
  },
): Promise<WebhookResult> {
  const timestamp = Math.floor((options.now ?? Date.now)() / 1000);
  try {
    const response = await fetch(url, {
      method: options.method,
      headers: {
        ...(options.body !== undefined && { 'content-type': 'application/json' }),
        'user-agent': 'Roost-Webhooks/1.2',
        'x-roost-event': options.event,
        'x-roost-delivery': options.deliveryId,
        'x-roost-signature': signWebhookBody(options.secret, timestamp, options.signed),
      },
      ...(options.body !== undefined && { body: options.body }),
      redirect: 'error',
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    // Drain the body so the connection is released.
    await response.arrayBuffer().catch(() => undefined);
    return response.ok
      ? { ok: true, statusCode: response.status, error: null }
      : { ok: false, statusCode: response.status, error: `HTTP ${response.status}` };
  } catch (error) {
    const reason =
      error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    return { ok: false, statusCode: null, error: reason.slice(0, 500) };
  }
}
