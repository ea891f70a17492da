import { getExpectedTwilioSignature } from 'twilio/lib/webhooks/webhooks.js';
import { startRecordingServer, type RecordedRequest } from './recording-server';

export const FAKE_TWILIO = {
  accountSid: 'AC0123456789abcdef0123456789abcdef',
  authToken: 'fake-twilio-auth-token',
  fromNumber: '+19165550000',
} as const;

const messagesPath = `/2010-04-01/Accounts/${FAKE_TWILIO.accountSid}/Messages.json`;

export interface FakeTwilio {
  /** The environment that points a server's Twilio carrier here. */
  env: Record<string, string>;
  /** Every text Twilio took (its ledger), in order: one entry per message created. */
  sent(): { to: string; body: string }[];
  close(): Promise<void>;
}

const isSend = (request: RecordedRequest) => request.method === 'POST' && request.path === messagesPath;

/**
 * Twilio's Messages API as our carrier adapter uses it: a POST creates a message (a new sid each time) and the
 * list by recipient finds them again (the reconcile of a text whose outcome was unknown).
 */
export async function startFakeTwilio(): Promise<FakeTwilio> {
  // Every message created, in order: message n's sid is SM<n>.
  const sends: { to: string; body: string }[] = [];
  const sidOf = (index: number) => `SM${String(index + 1).padStart(32, '0')}`;
  const server = await startRecordingServer((request) => {
    if (request.path !== messagesPath) return { status: 404, raw: '' };
    const dateCreated = new Date().toUTCString();
    if (isSend(request)) {
      const form = new URLSearchParams(request.body);
      sends.push({ to: form.get('To') ?? '', body: form.get('Body') ?? '' });
      const message = { sid: sidOf(sends.length - 1), status: 'queued', ...sends.at(-1), date_created: dateCreated };
      return { status: 201, raw: JSON.stringify(message), contentType: 'application/json' };
    }
    const to = request.query.get('To');
    const messages = sends
      .map((send, index) => ({ sid: sidOf(index), status: 'queued', ...send, date_created: dateCreated }))
      .filter((message) => message.to === to);
    return { status: 200, raw: JSON.stringify({ messages }), contentType: 'application/json' };
  });
  return {
    env: {
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: FAKE_TWILIO.accountSid,
      TWILIO_AUTH_TOKEN: FAKE_TWILIO.authToken,
      TWILIO_FROM_NUMBER: FAKE_TWILIO.fromNumber,
      TWILIO_API_BASE_URL: server.baseUrl,
    },
    sent: () => [...sends],
    close: () => server.close(),
  };
}

/** The X-Twilio-Signature Twilio would send with this form to this URL. */
export const twilioSignature = (url: string, params: Record<string, string>) =>
  getExpectedTwilioSignature(FAKE_TWILIO.authToken, url, params);
