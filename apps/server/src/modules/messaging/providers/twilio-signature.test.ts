import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { twilioSignatureValid } from './twilio-signature';

const TOKEN = 'roost_recorded_auth_token';
const PUBLIC_URL = 'https://roost.example/api/notifications/twilio/inbound';

/** An inbound text as a Messaging Service posts it (its pool number in To, the service sid in the payload). */
const inbound: Record<string, string> = {
  ToCountry: 'US',
  ToState: 'CA',
  SmsMessageSid: 'SM9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b',
  NumMedia: '0',
  ToCity: 'SACRAMENTO',
  FromZip: '95661',
  SmsSid: 'SM9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b',
  FromState: 'CA',
  SmsStatus: 'received',
  FromCity: 'ROSEVILLE',
  Body: 'Yes, call me 🙂',
  FromCountry: 'US',
  To: '+19165550999',
  MessagingServiceSid: 'MG0123456789abcdef0123456789abcdef',
  ToZip: '95814',
  NumSegments: '1',
  MessageSid: 'SM9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b',
  AccountSid: 'AC0123456789abcdef0123456789abcdef',
  From: '+19165550123',
  ApiVersion: '2010-04-01',
};

/** Twilio's algorithm, written out here independently of the validator under test. */
function sign(url: string, params: Record<string, string>, token = TOKEN): string {
  const data = Object.keys(params)
    .sort()
    .reduce((text, key) => text + key + params[key], url);
  return createHmac('sha1', token).update(Buffer.from(data, 'utf8')).digest('base64');
}

describe('X-Twilio-Signature', () => {
  it('accepts a Messaging Service payload signed for the public URL, whatever host the proxy forwarded to', () => {
    expect(
      twilioSignatureValid({
        authToken: TOKEN,
        signature: sign(PUBLIC_URL, inbound),
        publicUrl: PUBLIC_URL,
        params: inbound,
      }),
    ).toBe(true);
  });

  it('refuses a signature made for another URL (the internal address behind the proxy)', () => {
    const internal = 'http://127.0.0.1:3000/api/notifications/twilio/inbound';
    expect(
      twilioSignatureValid({
        authToken: TOKEN,
        signature: sign(internal, inbound),
        publicUrl: PUBLIC_URL,
        params: inbound,
      }),
    ).toBe(false);
  });

  it('refuses a changed body, another token, and a missing or empty header', () => {
    const signature = sign(PUBLIC_URL, inbound);
    const changed = { ...inbound, Body: 'STOP' };
    expect(twilioSignatureValid({ authToken: TOKEN, signature, publicUrl: PUBLIC_URL, params: changed })).toBe(false);
    expect(
      twilioSignatureValid({ authToken: 'another-token', signature, publicUrl: PUBLIC_URL, params: inbound }),
    ).toBe(false);
    expect(
      twilioSignatureValid({ authToken: TOKEN, signature: undefined, publicUrl: PUBLIC_URL, params: inbound }),
    ).toBe(false);
    expect(twilioSignatureValid({ authToken: TOKEN, signature: '', publicUrl: PUBLIC_URL, params: inbound })).toBe(
      false,
    );
  });
});
