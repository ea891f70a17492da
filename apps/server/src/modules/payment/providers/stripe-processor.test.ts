import { paymentMessages } from '@roost/domain';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { readFixture, useRecordingServer, type Answer } from '../../../../test/recording-server';
import { IntentNotFoundError, ProcessorUnavailableError, WebhookSignatureError } from './payment-processor';
import { stripeProcessor } from './stripe-processor';

const SECRET_KEY = 'sk_test_51RoostRecordedKey';
const WEBHOOK_SECRET = 'whsec_roost_recorded_secret';
const INTENT_ID = 'pi_3QxRoostTest0001';

/** Stripe's answers, recorded: the intent as created, paid, failed and refunded, and the refund. */
const recorded: Answer = (request) => {
  if (request.method === 'POST' && request.path === '/v1/payment_intents') {
    return { status: 200, fixture: 'stripe/payment-intent-created.json' };
  }
  if (request.method === 'GET' && request.path === `/v1/payment_intents/${INTENT_ID}`) {
    return { status: 200, fixture: 'stripe/payment-intent-succeeded.json' };
  }
  if (request.method === 'POST' && request.path === '/v1/refunds')
    return { status: 200, fixture: 'stripe/refund.json' };
  return {
    status: 404,
    contentType: 'application/json',
    raw: JSON.stringify({
      error: {
        code: 'resource_missing',
        doc_url: 'https://stripe.com/docs/error-codes/resource-missing',
        message: `No such payment_intent: '${request.path.split('/').pop()}'`,
        param: 'intent',
        type: 'invalid_request_error',
      },
    }),
  };
};

const recording = useRecordingServer(recorded);
const processor = () =>
  stripeProcessor({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiBaseUrl: recording().baseUrl });

describe('Stripe adapter against recorded Stripe HTTP', () => {
  it('creates a PaymentIntent in cents with automatic payment methods, metadata and the Idempotency-Key', async () => {
    const intent = await processor().createIntent({
      amountCents: 2500,
      currency: 'usd',
      idempotencyKey: 'campaign-submit-0123456789abcdef',
      description: 'Campaign Spring Refinance (500 records)',
      metadata: { paymentId: 'pay-1', type: 'campaign', typeId: 'camp-1' },
      receiptEmail: 'pat.payer@example.com',
    });
    expect(intent).toEqual({
      id: INTENT_ID,
      status: 'requires_payment_method',
      amountCents: 2500,
      clientSecret: 'pi_3QxRoostTest0001_secret_Vb8kq2XyTz0aLm4Rr9Qw1Ee7u',
      card: null,
      lastError: null,
      amountRefundedCents: 0,
    });
    const [request] = recording().requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/payment_intents' });
    expect(request!.headers['idempotency-key']).toBe('campaign-submit-0123456789abcdef');
    expect(request!.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(request!.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request!.body))).toEqual({
      amount: '2500',
      currency: 'usd',
      'automatic_payment_methods[enabled]': 'true',
      description: 'Campaign Spring Refinance (500 records)',
      'metadata[paymentId]': 'pay-1',
      'metadata[type]': 'campaign',
      'metadata[typeId]': 'camp-1',
      receipt_email: 'pat.payer@example.com',
    });
  });

  it("retrieves the intent with its payment method and charge expanded: the card's brand, last 4 and expiry", async () => {
    const intent = await processor().retrieveIntent(INTENT_ID);
    expect(intent).toMatchObject({
      id: INTENT_ID,
      status: 'succeeded',
      amountCents: 2500,
      card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 },
      lastError: null,
      amountRefundedCents: 0,
    });
    const [request] = recording().requests;
    expect(request).toMatchObject({ method: 'GET', path: `/v1/payment_intents/${INTENT_ID}` });
    expect(request!.query.getAll('expand[0]').concat(request!.query.getAll('expand[1]'))).toEqual([
      'payment_method',
      'latest_charge',
    ]);
    expect(request!.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
  });

  it('reads a declined attempt as the decline code with our message, and a refunded charge as refunded', async () => {
    recording().answerWith(() => ({ status: 200, fixture: 'stripe/payment-intent-failed.json' }));
    expect(await processor().retrieveIntent(INTENT_ID)).toMatchObject({
      status: 'requires_payment_method',
      card: null,
      lastError: { code: 'insufficient_funds', message: paymentMessages.insufficientFunds },
    });
    recording().answerWith(() => ({ status: 200, fixture: 'stripe/payment-intent-refunded.json' }));
    expect(await processor().retrieveIntent(INTENT_ID)).toMatchObject({
      status: 'succeeded',
      amountRefundedCents: 2500,
    });
  });

  it('refunds the intent with an idempotency key and the reason as metadata', async () => {
    expect(await processor().refund(INTENT_ID, 'refund-campaign-submit-0123', 'campaign setup failed')).toEqual({
      status: 'succeeded',
    });
    const [request] = recording().requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/refunds' });
    expect(request!.headers['idempotency-key']).toBe('refund-campaign-submit-0123');
    expect(Object.fromEntries(new URLSearchParams(request!.body))).toEqual({
      payment_intent: INTENT_ID,
      'metadata[reason]': 'campaign setup failed',
    });
  });

  it("turns Stripe's errors into a missing intent (404) or an unavailable processor (503)", async () => {
    await expect(processor().retrieveIntent('pi_missing')).rejects.toBeInstanceOf(IntentNotFoundError);
    recording().answerWith(() => ({
      status: 401,
      contentType: 'application/json',
      raw: JSON.stringify({
        error: { message: 'Invalid API Key provided: sk_test_***', type: 'invalid_request_error' },
      }),
    }));
    const failure = await processor()
      .retrieveIntent(INTENT_ID)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ProcessorUnavailableError);
    expect(failure).toMatchObject({ statusCode: 503, message: paymentMessages.unavailable });
    expect(JSON.stringify(failure)).not.toContain(SECRET_KEY);
  });
});

describe('Stripe adapter: webhook signatures', () => {
  const payload = JSON.stringify({
    id: 'evt_3QxRoostTest0001',
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: JSON.parse(readFixture('stripe/payment-intent-succeeded.json')) as object },
  });
  const signed = (body: string, options: { secret?: string; timestamp?: number } = {}) => ({
    'stripe-signature': Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: options.secret ?? WEBHOOK_SECRET,
      timestamp: options.timestamp,
    }),
  });

  it('reads a correctly signed event: its id, type and payment intent', () => {
    expect(processor().verifyWebhook(Buffer.from(payload), signed(payload))).toEqual({
      id: 'evt_3QxRoostTest0001',
      type: 'payment_intent.succeeded',
      intentId: INTENT_ID,
    });
  });

  it('refuses a missing header, another secret, a changed body and a signature older than 300 s', () => {
    const verify = (body: string, headers: Record<string, string>) => () =>
      processor().verifyWebhook(Buffer.from(body), headers);
    expect(verify(payload, {})).toThrow(WebhookSignatureError);
    expect(verify(payload, signed(payload, { secret: 'whsec_someone_else' }))).toThrow(WebhookSignatureError);
    expect(verify(payload.replace('2500', '1'), signed(payload))).toThrow(WebhookSignatureError);
    const old = Math.floor(Date.now() / 1000) - 301;
    expect(verify(payload, signed(payload, { timestamp: old }))).toThrow(WebhookSignatureError);
    const recent = Math.floor(Date.now() / 1000) - 200;
    expect(verify(payload, signed(payload, { timestamp: recent }))()).toMatchObject({ id: 'evt_3QxRoostTest0001' });
  });
});
