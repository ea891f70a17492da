import type { Carrier, DeliveryStatus, OutboundText, SendOutcome, SentText } from './carrier';
import { isDeliveryStatus } from './carrier';

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** A Messaging Service (its number pool sends) or, without one, a single from-number. */
  messagingServiceSid?: string | undefined;
  fromNumber?: string | undefined;
  /** Where Twilio reports each text's statuses, unless the text names its own. */
  statusCallbackUrl?: string | undefined;
  /** https://api.twilio.com; tests point it at recorded HTTP. */
  apiBaseUrl?: string | undefined;
  timeoutMs?: number | undefined;
}

interface TwilioMessage {
  sid: string;
  status: string;
  to: string;
  body: string;
  date_created: string | null;
}

interface TwilioError {
  code?: number;
  message?: string;
}

/** How many of a number's newest messages a reconcile looks through. */
const RECONCILE_PAGE = 50;

/**
 * Twilio Programmable Messaging over its REST API (POST .../Messages.json, form-encoded, basic auth).
 * Twilio's message create takes no idempotency key, so a time-out or a 5xx is "unknown" and is settled by
 * `find` (the recipient's newest messages, matched on body and time) before anything is sent again.
 */
export function twilioCarrier(settings: TwilioSettings): Carrier {
  if (!settings.messagingServiceSid && !settings.fromNumber) {
    throw new Error('Twilio needs TWILIO_MESSAGING_SERVICE_SID or TWILIO_FROM_NUMBER');
  }
  const base = `${settings.apiBaseUrl ?? 'https://api.twilio.com'}/2010-04-01/Accounts/${settings.accountSid}`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  const timeoutMs = settings.timeoutMs ?? 10_000;

  const request = (path: string, init: RequestInit = {}) =>
    fetch(`${base}${path}`, {
      ...init,
      headers: { authorization, accept: 'application/json', ...init.headers },
      signal: AbortSignal.timeout(timeoutMs),
    });

  return {
    name: 'twilio',
    async send(text: OutboundText): Promise<SendOutcome> {
      const form = new URLSearchParams({ To: text.to, Body: text.body });
      if (settings.messagingServiceSid) form.set('MessagingServiceSid', settings.messagingServiceSid);
      else form.set('From', settings.fromNumber!);
      const statusCallback = text.statusCallbackUrl ?? settings.statusCallbackUrl;
      if (statusCallback) form.set('StatusCallback', statusCallback);
      let response: Response;
      try {
        response = await request('/Messages.json', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form,
        });
      } catch (error) {
        // Refused before anything was written: nothing reached Twilio. Anything else (a time-out, a reset
        // mid-request) may have created the message.
        const cause = (error as { cause?: { code?: string } }).cause;
        if (cause?.code === 'ECONNREFUSED' || cause?.code === 'ENOTFOUND') {
          return { kind: 'refused', code: undefined, reason: `Twilio unreachable (${cause.code})`, retryable: true };
        }
        return { kind: 'unknown', reason: error instanceof Error ? error.name : 'request failed' };
      }
      if (response.status >= 500) return { kind: 'unknown', reason: `Twilio answered ${response.status}` };
      const body = (await response.json().catch(() => undefined)) as (TwilioMessage & TwilioError) | undefined;
      if (response.ok && body?.sid) {
        return { kind: 'accepted', messageId: body.sid, status: twilioDeliveryStatus(body.status) };
      }
      return {
        kind: 'refused',
        code: body?.code,
        reason: body?.message ?? `Twilio answered ${response.status}`,
        // 429 (too many requests) and 401/403 (credentials) created nothing; only the rate limit passes.
        retryable: response.status === 429,
      };
    },

    async find(text): Promise<SentText | undefined> {
      const query = new URLSearchParams({ To: text.to, PageSize: String(RECONCILE_PAGE) });
      const response = await request(`/Messages.json?${query}`);
      if (!response.ok) throw new Error(`Twilio answered ${response.status} to a message lookup`);
      const { messages } = (await response.json()) as { messages: TwilioMessage[] };
      const match = messages.find(
        (message) =>
          message.body === text.body &&
          message.date_created !== null &&
          // Twilio's dates are whole seconds (RFC 2822): compare to the second.
          Date.parse(message.date_created) >= Math.floor(text.since.getTime() / 1000) * 1000,
      );
      return match ? { messageId: match.sid, status: twilioDeliveryStatus(match.status) } : undefined;
    },
  };
}

/** Twilio's statuses beyond ours (scheduled, read, canceled...) fold into the nearest of ours. */
export function twilioDeliveryStatus(status: string): DeliveryStatus {
  if (isDeliveryStatus(status)) return status;
  if (status === 'read' || status === 'receiving' || status === 'received') return 'delivered';
  if (status === 'canceled') return 'failed';
  return 'queued';
}
