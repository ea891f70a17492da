import { randomUUID } from 'node:crypto';
import { paymentMessages, type Billing } from '@roost/domain';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { post, signedInAs } from '../../../test/identity-helpers';
import { readFixture, startRecordingServer, type Answer, type RecordingServer } from '../../../test/recording-server';
import { countRows, createTestApp, useTestDatabase, type TestApp } from '../../../test/test-database';
import type { PaymentView } from '.';

/**
 * The whole Stripe path through the app: PAYMENT_PROCESSOR=stripe against a local server answering with
 * recorded Stripe JSON, and webhooks signed as Stripe signs them.
 */

const WEBHOOK_SECRET = 'whsec_roost_app_test_secret';
const fileDatabase = useTestDatabase();
let t: TestApp;
let stripeApi: RecordingServer;
const succeeded: string[] = [];

type IntentState = 'created' | 'succeeded' | 'failed' | 'refunded';
/** Each test's intents, by id, and where each stands at "Stripe". */
const intents = new Map<string, { state: IntentState; metadata: Record<string, string>; key: string }>();

const fixtureOf: Record<IntentState, string> = {
  created: 'stripe/payment-intent-created.json',
  succeeded: 'stripe/payment-intent-succeeded.json',
  failed: 'stripe/payment-intent-failed.json',
  refunded: 'stripe/payment-intent-refunded.json',
};

/** The recorded intent, as the intent of this id in its state. */
function intentJson(id: string): Record<string, unknown> {
  const intent = intents.get(id)!;
  const json = JSON.parse(readFixture(fixtureOf[intent.state])) as Record<string, unknown>;
  return { ...json, id, client_secret: `${id}_secret_recorded`, metadata: intent.metadata };
}

const answer: Answer = (request) => {
  if (request.method === 'POST' && request.path === '/v1/payment_intents') {
    const key = String(request.headers['idempotency-key']);
    // Like Stripe, one intent per Idempotency-Key.
    const existing = [...intents].find(([, intent]) => intent.key === key)?.[0];
    const id = existing ?? `pi_3QxRoost${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    if (!existing) {
      const form = new URLSearchParams(request.body);
      const metadata = Object.fromEntries(
        [...form].filter(([name]) => name.startsWith('metadata[')).map(([name, value]) => [name.slice(9, -1), value]),
      );
      intents.set(id, { state: 'created', metadata, key });
    }
    return { status: 200, raw: JSON.stringify(intentJson(id)), contentType: 'application/json' };
  }
  const intentId = /^\/v1\/payment_intents\/([^/]+)$/.exec(request.path)?.[1];
  if (request.method === 'GET' && intentId && intents.has(intentId)) {
    return { status: 200, raw: JSON.stringify(intentJson(intentId)), contentType: 'application/json' };
  }
  return {
    status: 404,
    raw: JSON.stringify({ error: { type: 'invalid_request_error', code: 'resource_missing' } }),
    contentType: 'application/json',
  };
};

const billing: Billing = {
  name: 'Pat Payer',
  address: '1 Main Street',
  city: 'Roseville',
  state: 'CA',
  zipCode: '95661',
};

beforeAll(async () => {
  stripeApi = await startRecordingServer(answer);
  t = await createTestApp(
    {
      PAYMENT_PROCESSOR: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_51RoostAppTest',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_51RoostAppTest',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE_URL: stripeApi.baseUrl,
    },
    { database: fileDatabase.database },
  );
  t.runtime.payments.onSucceeded('order', async (payment) => {
    succeeded.push(payment.id);
  });
});
afterAll(async () => {
  await t?.close();
  await stripeApi?.close();
});
beforeEach(() => {
  succeeded.length = 0;
  stripeApi.requests.length = 0;
});

async function aPayment(): Promise<PaymentView> {
  const payer = await signedInAs(t);
  return t.runtime.payments.request({
    userId: payer.id,
    type: 'order',
    typeId: randomUUID(),
    amountCents: 2500,
    description: 'Campaign Spring Refinance (500 records)',
    idempotencyKey: randomUUID(),
    billing,
    email: payer.email,
  });
}

function eventFor(type: string, object: Record<string, unknown>, id = `evt_${randomUUID().replaceAll('-', '')}`) {
  return JSON.stringify(
    {
      id,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    },
    null,
    2,
  ); // Stripe sends its events pretty-printed
}

const sendWebhook = (payload: string, signature: string | null = sign(payload)) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payment/webhook/stripe',
    headers: { 'content-type': 'application/json; charset=utf-8', ...(signature && { 'stripe-signature': signature }) },
    payload,
  });

function sign(payload: string, secret = WEBHOOK_SECRET, timestamp?: number) {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}

const retrievals = () => stripeApi.requests.filter((request) => request.method === 'GET').length;

describe('payments with Stripe (recorded HTTP)', () => {
  it('creates one PaymentIntent per idempotency key and tells the browser the publishable key', async () => {
    const payment = await aPayment();
    expect(payment).toMatchObject({ processor: 'stripe', status: 'requires_payment', card: null });
    expect(payment.clientSecret).toBe(`${payment.intentId}_secret_recorded`);
    const [create] = stripeApi.requests;
    expect(create).toMatchObject({ method: 'POST', path: '/v1/payment_intents' });
    expect(new URLSearchParams(create!.body).get('metadata[paymentId]')).toBe(payment.id);

    const config = await t.app.inject({ method: 'GET', url: '/api/payment/config' });
    expect(config.json()).toEqual({ processor: 'stripe', publishableKey: 'pk_test_51RoostAppTest' });
  });

  it('refuses webhooks without a valid signature (400) and changes nothing', async () => {
    const payment = await aPayment();
    intents.get(payment.intentId)!.state = 'succeeded';
    const payload = eventFor('payment_intent.succeeded', intentJson(payment.intentId));
    const old = Math.floor(Date.now() / 1000) - 301;
    for (const signature of [
      null,
      't=1,v1=00',
      sign(payload, 'whsec_someone_else'),
      sign(payload, WEBHOOK_SECRET, old),
    ]) {
      const reply = await sendWebhook(payload, signature);
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual({ code: 'STRIPE_SIGNATURE_NOT_VALID', errorMessage: 'Webhook signature not valid' });
    }
    const tampered = await sendWebhook(payload.replace('"amount": 2500', '"amount": 1'), sign(payload));
    expect(tampered.statusCode).toBe(400);

    expect(retrievals()).toBe(0);
    expect(await countRows(t.database, 'payment_events')).toBe(0);
    expect((await t.runtime.payments.get(payment.id))?.status).toBe('requires_payment');
    expect(succeeded).toEqual([]);
  });

  it('marks the payment paid on payment_intent.succeeded, once, however often Stripe sends the event', async () => {
    const payment = await aPayment();
    intents.get(payment.intentId)!.state = 'succeeded';
    const payload = eventFor('payment_intent.succeeded', intentJson(payment.intentId));

    const first = await sendWebhook(payload);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true });
    expect(await t.runtime.payments.get(payment.id)).toMatchObject({
      status: 'succeeded',
      card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 },
    });
    expect(succeeded).toEqual([payment.id]);

    const before = retrievals();
    const repeat = await sendWebhook(payload);
    expect(repeat.statusCode).toBe(200);
    expect(retrievals()).toBe(before);
    expect(succeeded).toEqual([payment.id]);
    expect(await countRows(t.database, 'payment_events', 'id = $1', [JSON.parse(payload).id])).toBe(1);
  });

  it('calls the listeners exactly once when the webhook and refreshes race', async () => {
    const payment = await aPayment();
    intents.get(payment.intentId)!.state = 'succeeded';
    const payload = eventFor('payment_intent.succeeded', intentJson(payment.intentId));
    const [reply] = await Promise.all([
      sendWebhook(payload),
      t.runtime.payments.refresh(payment.id),
      t.runtime.payments.refresh(payment.id),
      sendWebhook(payload),
    ]);
    expect(reply.statusCode).toBe(200);
    expect((await t.runtime.payments.refresh(payment.id)).status).toBe('succeeded');
    expect(succeeded).toEqual([payment.id]);
  });

  it('keeps a failed attempt unpaid, with the reason the processor gave', async () => {
    const payment = await aPayment();
    intents.get(payment.intentId)!.state = 'failed';
    const reply = await sendWebhook(eventFor('payment_intent.payment_failed', intentJson(payment.intentId)));
    expect(reply.statusCode).toBe(200);
    expect(await t.runtime.payments.refresh(payment.id)).toMatchObject({
      status: 'requires_payment',
      card: null,
      lastError: { code: 'insufficient_funds', message: paymentMessages.insufficientFunds },
    });
    expect(succeeded).toEqual([]);
  });

  it('marks a refunded charge refunded on charge.refunded', async () => {
    const payment = await aPayment();
    intents.get(payment.intentId)!.state = 'succeeded';
    await sendWebhook(eventFor('payment_intent.succeeded', intentJson(payment.intentId)));
    intents.get(payment.intentId)!.state = 'refunded';
    const charge = { ...(intentJson(payment.intentId).latest_charge as object), payment_intent: payment.intentId };
    const reply = await sendWebhook(eventFor('charge.refunded', charge));
    expect(reply.statusCode).toBe(200);
    expect((await t.runtime.payments.get(payment.id))?.status).toBe('refunded');
  });

  it('acknowledges events about intents it does not know, and has no sandbox confirm', async () => {
    const reply = await sendWebhook(
      eventFor('payment_intent.succeeded', { id: 'pi_elsewhere', object: 'payment_intent' }),
    );
    expect(reply.statusCode).toBe(200);
    const payer = await signedInAs(t);
    const confirm = await post(
      t,
      '/api/payment/sandbox/confirm',
      {
        intentId: 'pi_x',
        clientSecret: 'pi_x_secret_y',
        card: { number: '4242424242424242', month: '12', year: '2034', csv: '123' },
      },
      payer.cookie,
    );
    expect(confirm.statusCode).toBe(404);
  });
});
