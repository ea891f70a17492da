import { createHmac, randomUUID } from 'node:crypto';

/**
 * Posts a lead to a partner's automation webhook as signed JSON. The receiver checks
 * X-Roost-Signature: "t=<unix seconds>,v1=<hex HMAC-SHA256 of `${t}.${body}`>" with the shared secret.
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

export async function postSignedWebhook(options: {
  url: string;
  secret: string;
  event: string;
  payload: unknown;
  timeoutMs?: number;
  now?: () => number;
}): Promise<WebhookResult> {
  const body = JSON.stringify(options.payload);
  const timestamp = Math.floor((options.now ?? Date.now)() / 1000);
  try {
    const response = await fetch(options.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Roost-Webhooks/1.2',
        'x-roost-event': options.event,
        'x-roost-delivery': randomUUID(),
        'x-roost-signature': signWebhookBody(options.secret, timestamp, body),
      },
      body,
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
