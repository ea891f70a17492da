import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { useRecordingServer, type Answer } from '../../../../test/recording-server';
import { carrierErrorAction, movesForward } from './carrier';
import { twilioCarrier, type TwilioSettings } from './twilio-carrier';

const ACCOUNT = 'AC0123456789abcdef0123456789abcdef';
const TOKEN = 'roost_recorded_auth_token';
const SERVICE = 'MG0123456789abcdef0123456789abcdef';
const MESSAGES = `/2010-04-01/Accounts/${ACCOUNT}/Messages.json`;
const BODY =
  'Hi Ana, rates dropped this week. See your numbers: https://roost.example/l/Xk3vQ9aZ Reply STOP to opt out';

/** Twilio's answers, recorded: a message accepted by a Messaging Service, and the recipient's messages. */
const recorded: Answer = (request) => {
  if (request.method === 'POST' && request.path === MESSAGES)
    return { status: 201, fixture: 'twilio/message-accepted.json' };
  if (request.method === 'GET' && request.path === MESSAGES)
    return { status: 200, fixture: 'twilio/messages-to-recipient.json' };
  return { status: 404, raw: '{"code":20404,"message":"The requested resource was not found","status":404}' };
};

const recording = useRecordingServer(recorded);
const carrier = (settings: Partial<TwilioSettings> = {}) =>
  twilioCarrier({
    accountSid: ACCOUNT,
    authToken: TOKEN,
    messagingServiceSid: SERVICE,
    apiBaseUrl: recording().baseUrl,
    ...settings,
  });

describe('Twilio carrier against recorded Twilio HTTP', () => {
  it('sends through the Messaging Service with basic auth and the status callback, and keeps the message sid', async () => {
    const outcome = await carrier().send({
      to: '+19165550123',
      body: BODY,
      statusCallbackUrl: 'https://roost.example/api/notifications/twilio/status',
    });
    expect(outcome).toEqual({ kind: 'accepted', messageId: 'SM5f1c0e2b9a8d4c7e6f5a4b3c2d1e0f9a', status: 'accepted' });
    const [request] = recording().requests;
    expect(request!.headers.authorization).toBe(`Basic ${Buffer.from(`${ACCOUNT}:${TOKEN}`).toString('base64')}`);
    expect(request!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    const form = new URLSearchParams(request!.body);
    expect(Object.fromEntries(form)).toEqual({
      To: '+19165550123',
      Body: BODY,
      MessagingServiceSid: SERVICE,
      StatusCallback: 'https://roost.example/api/notifications/twilio/status',
    });
  });

  it('sends from a single number when there is no Messaging Service', async () => {
    await carrier({ messagingServiceSid: undefined, fromNumber: '+19165550999' }).send({
      to: '+19165550123',
      body: 'Hi',
    });
    const form = new URLSearchParams(recording().requests[0]!.body);
    expect(form.get('From')).toBe('+19165550999');
    expect(form.has('MessagingServiceSid')).toBe(false);
  });

  it('refuses to start without a Messaging Service or a from-number', () => {
    expect(() => carrier({ messagingServiceSid: undefined })).toThrow(
      /TWILIO_MESSAGING_SERVICE_SID or TWILIO_FROM_NUMBER/,
    );
  });

  it('reports an invalid number as refused, not retryable, and its code asks to mark the number bad', async () => {
    recording().answerWith(() => ({ status: 400, fixture: 'twilio/error-21211-invalid-to.json' }));
    const outcome = await carrier().send({ to: '+1916555', body: 'Hi' });
    expect(outcome).toEqual({
      kind: 'refused',
      code: 21211,
      reason: "Invalid 'To' Phone Number: +1916555",
      retryable: false,
    });
    expect(carrierErrorAction(21211)).toBe('bad-number');
  });

  it('reports the rate limit (429) as refused and retryable: nothing was created', async () => {
    recording().answerWith(() => ({ status: 429, fixture: 'twilio/error-20429-too-many-requests.json' }));
    expect(await carrier().send({ to: '+19165550123', body: 'Hi' })).toMatchObject({
      kind: 'refused',
      code: 20429,
      retryable: true,
    });
  });

  it('reports a server error and a time-out as unknown: the text may have gone, so it is looked up, not resent', async () => {
    recording().answerWith(() => ({ status: 503, raw: 'Service Unavailable' }));
    expect(await carrier().send({ to: '+19165550123', body: 'Hi' })).toEqual({
      kind: 'unknown',
      reason: 'Twilio answered 503',
    });
    recording().answerWith(() => 'hang');
    expect(await carrier({ timeoutMs: 200 }).send({ to: '+19165550123', body: 'Hi' })).toMatchObject({
      kind: 'unknown',
    });
  });

  it('reports a refused connection as refused and retryable: nothing reached Twilio', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const outcome = await carrier({ apiBaseUrl: `http://127.0.0.1:${closedPort}` }).send({
      to: '+19165550123',
      body: 'Hi',
    });
    expect(outcome).toMatchObject({ kind: 'refused', retryable: true });
  });

  it('finds a text sent at or after a time among the recipient newest messages, and not an older one with the same body', async () => {
    const found = await carrier().find({ to: '+19165550123', body: BODY, since: new Date('2026-11-24T17:00:01.400Z') });
    expect(found).toEqual({ messageId: 'SM5f1c0e2b9a8d4c7e6f5a4b3c2d1e0f9a', status: 'delivered' });
    const query = recording().requests[0]!.query;
    expect(query.get('To')).toBe('+19165550123');

    expect(
      await carrier().find({ to: '+19165550123', body: BODY, since: new Date('2026-11-24T17:05:00Z') }),
    ).toBeUndefined();
    expect(
      await carrier().find({ to: '+19165550123', body: 'Another text', since: new Date('2026-11-01T00:00:00Z') }),
    ).toBeUndefined();
  });
});

describe('delivery statuses and carrier errors', () => {
  it('moves statuses forward only: a late "sent" never replaces "delivered", and final statuses stay', () => {
    expect(movesForward('accepted', 'sending')).toBe(true);
    expect(movesForward('sent', 'delivered')).toBe(true);
    expect(movesForward('queued', 'failed')).toBe(true);
    expect(movesForward('delivered', 'sent')).toBe(false);
    expect(movesForward('delivered', 'undelivered')).toBe(false);
    expect(movesForward('sent', 'sent')).toBe(false);
  });

  it('maps error codes to actions', () => {
    expect(carrierErrorAction(21610)).toBe('opt-out');
    for (const code of [30003, 30005, 30006]) expect(carrierErrorAction(code)).toBe('bad-number');
    expect(carrierErrorAction(30007)).toBe('carrier-filtered');
    expect(carrierErrorAction(30008)).toBe('none');
    expect(carrierErrorAction(undefined)).toBe('none');
  });
});
