import { getExpectedTwilioSignature } from 'twilio/lib/webhooks/webhooks.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignMaker, contactStatuses, leads, servicesOf } from '../../../test/campaign-helpers';
import { countersAndRecount } from '../../../test/campaign-recount';
import { get, identityEnv } from '../../../test/identity-helpers';
import { readFixture, useRecordingServer, type Answer } from '../../../test/recording-server';
import { countRows, createTestApp, queryRows, useTestDatabase, type TestApp } from '../../../test/test-database';
import { dispatchDepsOf, dispatchTick } from './testing';

/**
 * Twilio's webhooks with SMS_PROVIDER=twilio, behind a TLS-terminating proxy: the server is called over
 * http with X-Forwarded-Proto/Host naming another address, Twilio signed the public https URL. Status
 * callbacks and incoming texts arrive as a Messaging Service sends them; texts go out through recorded
 * Twilio HTTP.
 */
const ACCOUNT = 'AC0123456789abcdef0123456789abcdef';
const TOKEN = 'roost_webhook_test_auth_token';
const SERVICE = 'MG0123456789abcdef0123456789abcdef';
const POOL_NUMBER = '+19165550999';
const PUBLIC_URL = 'https://roost.example';
const STATUS = '/api/notifications/twilio/status';
const INBOUND = '/api/notifications/twilio/inbound';

let created = 0;
/** Twilio's Messages API, recorded: each text taken by the Messaging Service gets its own sid. */
const twilioApi: Answer = (request) => {
  if (request.method !== 'POST' || request.path !== `/2010-04-01/Accounts/${ACCOUNT}/Messages.json`) {
    return { status: 404, raw: '{"code":20404,"message":"The requested resource was not found","status":404}' };
  }
  const form = new URLSearchParams(request.body);
  const message = JSON.parse(readFixture('twilio/message-accepted.json')) as Record<string, unknown>;
  const sid = `SM${(created += 1).toString(16).padStart(32, '0')}`;
  return {
    status: 201,
    raw: JSON.stringify({ ...message, sid, to: form.get('To'), body: form.get('Body') }),
    contentType: 'application/json',
  };
};
const twilio = useRecordingServer(twilioApi);

const shared = useTestDatabase();
/** The Twilio server, PUBLIC_URL https://roost.example. */
let t: TestApp;
/**
 * The same database behind the default settings (sandbox carrier, PUBLIC_URL localhost): where the loan
 * officer signs in and pays, since the test helpers' browser origin is localhost.
 */
let site: TestApp;
let maker: Awaited<ReturnType<typeof campaignMaker>>;
const clock = { now: new Date('2099-03-02T17:00:00Z') };

type Params = Record<string, string>;

/** Posts a form as Twilio does, through the proxy: over http, with forwarded headers naming the inside address. */
function twilioPost(path: string, params: Params, signature: string | undefined) {
  return t.app.inject({
    method: 'POST',
    url: path,
    headers: {
      host: 'roost-app.internal:3000',
      'x-forwarded-proto': 'http',
      'x-forwarded-host': 'roost-app.internal:3000',
      'content-type': 'application/x-www-form-urlencoded',
      ...(signature === undefined ? {} : { 'x-twilio-signature': signature }),
    },
    payload: new URLSearchParams(params).toString(),
  });
}
/** Signed with Twilio's own helper over the public URL Twilio called. */
const signedPost = (path: string, params: Params) =>
  twilioPost(path, params, getExpectedTwilioSignature(TOKEN, `${PUBLIC_URL}${path}`, params));

/** A status callback of a Messaging Service text. */
function statusCallback(messageSid: string, status: string, errorCode?: number): Params {
  return {
    SmsSid: messageSid,
    SmsStatus: status,
    MessageStatus: status,
    To: '+19165550601',
    MessagingServiceSid: SERVICE,
    MessageSid: messageSid,
    AccountSid: ACCOUNT,
    From: POOL_NUMBER,
    ApiVersion: '2010-04-01',
    ...(errorCode === undefined ? {} : { ErrorCode: String(errorCode) }),
    ...(status === 'delivered' || status === 'undelivered' ? { RawDlrDoneDate: '9903021700' } : {}),
  };
}

/** An incoming text to the Messaging Service's pool number. */
function incoming(from: string, body: string, messageSid: string, extra: Params = {}): Params {
  return {
    ToCountry: 'US',
    ToState: 'CA',
    SmsMessageSid: messageSid,
    NumMedia: '0',
    SmsSid: messageSid,
    SmsStatus: 'received',
    Body: body,
    To: POOL_NUMBER,
    MessagingServiceSid: SERVICE,
    NumSegments: '1',
    MessageSid: messageSid,
    AccountSid: ACCOUNT,
    From: from,
    ApiVersion: '2010-04-01',
    ...extra,
  };
}

const ledgerRow = async (phone: string) =>
  (
    await queryRows<{ message_id: string; delivery_status: string; error_code: number | null; campaign_id: string }>(
      t.runtime.database,
      'select message_id, delivery_status, error_code, campaign_id from campaign_sends where phone = $1',
      [phone],
    )
  )[0]!;
const counters = async (campaignId: string) =>
  (await get(site, `/api/site/campaign/${campaignId}`, maker.officer.cookie)).json<{
    totalDelivered: number;
    totalFailed: number;
    totalOptOuts: number;
  }>();

let campaignId: string;
const phones = ['+19165550601', '+19165550602', '+19165550603', '+19165550604', '+19165550605'];

beforeAll(async () => {
  site = await createTestApp(identityEnv, { database: shared.database, seed: true });
  t = await createTestApp(
    {
      ...identityEnv,
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: ACCOUNT,
      TWILIO_AUTH_TOKEN: TOKEN,
      TWILIO_MESSAGING_SERVICE_SID: SERVICE,
      TWILIO_API_BASE_URL: twilio().baseUrl,
      PUBLIC_URL,
      // Even with the proxy trusted (its forwarded headers believed for addresses), the signature URL is PUBLIC_URL's.
      TRUST_PROXY: 'loopback',
      // The five texts go in one tick: a Messaging Service of five numbers, two texts a second each (one bucket of 5).
      SMS_SENDER_POOL_SIZE: '5',
      SMS_SENDER_RATE_PER_SECOND: '2',
    },
    { database: shared.database },
  );
  maker = await campaignMaker(site);
  campaignId = await maker.paidCampaign(leads(phones.map((phone, n) => `Pat${n},Twilio,${phone},95661`)));
  expect(await dispatchTick(dispatchDepsOf(servicesOf(t), () => clock.now))).toMatchObject({ sent: 5 });
});
afterAll(async () => {
  await t.close();
  await site.close();
});

describe('Twilio sending', () => {
  it('asks Twilio for status callbacks at the public URL for every text', async () => {
    await maker.paidCampaign(leads(['Sam,Callback,(916) 555-0611,95661']));
    // A second later: the sender's rate gave its texts of this moment to the first campaign.
    const later = new Date(clock.now.getTime() + 1_000);
    await dispatchTick(dispatchDepsOf(servicesOf(t), () => later));
    const form = new URLSearchParams(twilio().requests.at(-1)!.body);
    expect(Object.fromEntries(form)).toMatchObject({
      To: '+19165550611',
      MessagingServiceSid: SERVICE,
      StatusCallback: `${PUBLIC_URL}${STATUS}`,
    });
  });
});

describe('X-Twilio-Signature', () => {
  it('accepts a callback signed over the public URL, though the request came over http with another forwarded host', async () => {
    const { message_id: sid } = await ledgerRow(phones[0]!);
    const response = await signedPost(STATUS, statusCallback(sid, 'sent'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ received: true });
    expect((await ledgerRow(phones[0]!)).delivery_status).toBe('sent');
  });

  it('refuses (403) a signature made over the forwarded host, a forged one and a missing one, and changes nothing', async () => {
    const { message_id: sid } = await ledgerRow(phones[1]!);
    const params = statusCallback(sid, 'delivered');
    const overForwardedHost = getExpectedTwilioSignature(TOKEN, `http://roost-app.internal:3000${STATUS}`, params);
    const forged = getExpectedTwilioSignature('someone-elses-token', `${PUBLIC_URL}${STATUS}`, params);
    const changed = getExpectedTwilioSignature(TOKEN, `${PUBLIC_URL}${STATUS}`, statusCallback(sid, 'sent'));
    for (const signature of [overForwardedHost, forged, changed, '', undefined]) {
      const response = await twilioPost(STATUS, params, signature);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        code: 'TWILIO_SIGNATURE_NOT_VALID',
        errorMessage: 'Twilio signature not valid',
      });
    }
    // No form at all: refused before anything reads it.
    const empty = await t.app.inject({ method: 'POST', url: STATUS });
    expect(empty.statusCode).toBe(403);
    expect((await ledgerRow(phones[1]!)).delivery_status).toBe('accepted');
    expect(await counters(campaignId)).toMatchObject({ totalDelivered: 0 });
  });
});

describe('status callbacks', () => {
  it('moves a status forward only: a late "sent" never replaces "delivered", and a repeated "delivered" counts once', async () => {
    const { message_id: sid } = await ledgerRow(phones[2]!);
    for (const status of ['sending', 'sent', 'delivered', 'sent', 'delivered', 'undelivered']) {
      expect((await signedPost(STATUS, statusCallback(sid, status))).statusCode).toBe(200);
    }
    expect(await ledgerRow(phones[2]!)).toMatchObject({ delivery_status: 'delivered', error_code: null });
    expect(await counters(campaignId)).toMatchObject({ totalDelivered: 1, totalFailed: 0 });
  });

  it('takes "delivered" arriving before "sent" and ignores the "sent" that follows it', async () => {
    const { message_id: sid } = await ledgerRow(phones[1]!);
    expect((await signedPost(STATUS, statusCallback(sid, 'delivered'))).statusCode).toBe(200);
    expect((await signedPost(STATUS, statusCallback(sid, 'sent'))).statusCode).toBe(200);
    expect((await ledgerRow(phones[1]!)).delivery_status).toBe('delivered');
    expect(await counters(campaignId)).toMatchObject({ totalDelivered: 2 });
  });

  it('counts callbacks that arrive at the same moment once', async () => {
    const { message_id: sid, campaign_id: otherCampaign } = await ledgerRow('+19165550611');
    const replies = await Promise.all(
      ['delivered', 'delivered', 'sent', 'delivered'].map((status) => signedPost(STATUS, statusCallback(sid, status))),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200, 200]);
    expect((await ledgerRow('+19165550611')).delivery_status).toBe('delivered');
    const { stored, recount } = await countersAndRecount(t, otherCampaign);
    expect(stored).toMatchObject({ totalDelivered: 1 });
    expect(stored).toEqual(recount);
  });

  it('acknowledges a callback for a message it does not know (200) and changes nothing', async () => {
    const before = await counters(campaignId);
    const response = await signedPost(STATUS, statusCallback('SMffffffffffffffffffffffffffffffff', 'delivered'));
    expect(response.statusCode).toBe(200);
    expect(await counters(campaignId)).toEqual(before);
  });

  it('makes a landline (30006) DoNotCall, counted failed', async () => {
    const { message_id: sid } = await ledgerRow(phones[3]!);
    expect((await signedPost(STATUS, statusCallback(sid, 'undelivered', 30006))).statusCode).toBe(200);
    expect(await ledgerRow(phones[3]!)).toMatchObject({ delivery_status: 'undelivered', error_code: 30006 });
    expect(await contactStatuses(t, phones[3]!)).toEqual(['DoNotCall']);
    expect(await counters(campaignId)).toMatchObject({ totalFailed: 1 });
  });

  it('opts out, in the organization, a number the carrier reports unsubscribed (21610), counted failed and OptOut once', async () => {
    const { message_id: sid } = await ledgerRow(phones[4]!);
    for (let n = 0; n < 2; n++) {
      expect((await signedPost(STATUS, statusCallback(sid, 'failed', 21610))).statusCode).toBe(200);
    }
    expect(await contactStatuses(t, phones[4]!)).toEqual(['OptOut']);
    expect(
      await queryRows(t.runtime.database, 'select source, reason from suppressions where phone = $1', [phones[4]]),
    ).toEqual([{ source: 'carrier', reason: 'Carrier error 21610' }]);
    expect(await counters(campaignId)).toMatchObject({ totalFailed: 2, totalOptOuts: 1 });
  });

  it('answers bad input with a clear 4xx, never a 500', async () => {
    const { message_id: sid } = await ledgerRow(phones[0]!);
    const missing = statusCallback(sid, 'delivered');
    delete missing.MessageSid;
    const response = await signedPost(STATUS, missing);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorMessage: 'MessageSid is required' });

    const longSid = await signedPost(STATUS, statusCallback('SM'.padEnd(5_000, 'a'), 'delivered'));
    expect(longSid.statusCode).toBe(400);
    expect(longSid.json()).toMatchObject({ errorMessage: 'MessageSid must be at most 64 characters' });

    // A field Twilio adds that we do not read, 5,000 characters long: signed, taken, ignored.
    const extra = await signedPost(STATUS, { ...statusCallback(sid, 'sent'), ChannelPrefix: 'x'.repeat(5_000) });
    expect(extra.statusCode).toBe(200);

    const json = await t.app.inject({
      method: 'POST',
      url: STATUS,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(statusCallback(sid, 'delivered')),
    });
    expect(json.statusCode).toBe(415);
    const huge = await signedPost(STATUS, { ...statusCallback(sid, 'delivered'), Junk: 'x'.repeat(70_000) });
    expect(huge.statusCode).toBe(413);
    expect((await ledgerRow(phones[0]!)).delivery_status).toBe('sent');
  });

  it('keeps every counter equal to a recount of the ledger', async () => {
    const { stored, recount } = await countersAndRecount(t, campaignId);
    expect(stored).toEqual(recount);
  });
});

describe('incoming texts', () => {
  const messages = (phone: string) =>
    queryRows<{ message: string; direction: string }>(
      t.runtime.database,
      `select m.message, m.direction from messages m join message_groups g on g.id = m.group_id
       where g.to_phone_number = $1 order by m.created_date, m.direction`,
      [phone],
    );

  it('keeps a reply with an emoji and a line break once, whatever Twilio retries, and answers with empty TwiML', async () => {
    const params = incoming(phones[0]!, 'Yes 🙂\nafter 5pm', 'SM00000000000000000000000000inbound1');
    for (let n = 0; n < 2; n++) {
      const response = await signedPost(INBOUND, params);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/xml/);
      expect(response.body).toContain('<Response></Response>');
    }
    // Handled just after the answer (the inbox).
    await expect.poll(() => messages(phones[0]!)).toEqual([{ message: 'Yes 🙂\nafter 5pm', direction: 'inbound' }]);
    await expect.poll(() => contactStatuses(t, phones[0]!)).toEqual(['Active']);
  });

  it('keeps a picture with no text as a reply', async () => {
    const params = incoming(phones[1]!, '', 'SM00000000000000000000000000inbound2', {
      NumMedia: '1',
      MediaContentType0: 'image/jpeg',
      MediaUrl0: `https://api.twilio.com/2010-04-01/Accounts/${ACCOUNT}/Messages/SM1/Media/ME1`,
    });
    expect((await signedPost(INBOUND, params)).statusCode).toBe(200);
    await expect
      .poll(() => messages(phones[1]!))
      .toEqual([{ message: '[1 picture or file sent by MMS]', direction: 'inbound' }]);
  });

  it('answers STOP through Twilio with one confirmation and opts the number out', async () => {
    const response = await signedPost(INBOUND, incoming(phones[2]!, 'STOP', 'SM00000000000000000000000000inbound3'));
    expect(response.statusCode).toBe(200);
    await expect.poll(() => twilio().requests.length).toBe(1);
    await expect.poll(() => contactStatuses(t, phones[2]!)).toEqual(['OptOut']);
    const sent = twilio().requests.map((request) => new URLSearchParams(request.body));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.get('To')).toBe(phones[2]);
    expect(sent[0]!.get('Body')).toMatch(/^You are unsubscribed from Roost Home Finance messages\./);
    expect(await contactStatuses(t, phones[2]!)).toEqual(['OptOut']);
  });

  it('refuses an unsigned or forged incoming text (403) and stores nothing', async () => {
    const params = incoming(phones[3]!, 'STOP', 'SM00000000000000000000000000inbound4');
    const forged = getExpectedTwilioSignature(TOKEN, `${PUBLIC_URL}${INBOUND}`, { ...params, Body: 'Hello' });
    expect((await twilioPost(INBOUND, params, undefined)).statusCode).toBe(403);
    expect((await twilioPost(INBOUND, params, forged)).statusCode).toBe(403);
    expect(await countRows(t.runtime.database, 'messages', 'carrier_message_id = $1', [params.MessageSid])).toBe(0);
  });

  it('has no virtual phone: texts go to real phones', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/dev/phone' })).statusCode).toBe(404);
  });
});

describe('with the sandbox carrier', () => {
  it('has no Twilio webhooks (404)', async () => {
    for (const url of [STATUS, INBOUND]) {
      const response = await site.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'MessageSid=SM1&MessageStatus=delivered',
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        code: 'WEBHOOK_NOT_IN_USE',
        errorMessage: 'Twilio is not the text-message carrier here',
      });
    }
  });
});
