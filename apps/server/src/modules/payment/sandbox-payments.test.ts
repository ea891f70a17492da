import { randomUUID } from 'node:crypto';
import { paymentMessages, type Billing } from '@roost/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { post, signedInAs } from '../../../test/identity-helpers';
import { countRows, createTestApp, queryRows, useTestDatabase, type TestApp } from '../../../test/test-database';
import { type PaymentView } from '.';
import { PaymentConflictError } from './testing';

const fileDatabase = useTestDatabase();
let t: TestApp;
/** Payment ids each succeeded listener was called with, in order. */
const succeeded: string[] = [];

const billing: Billing = {
  name: 'Pat Payer',
  address: '1 Main Street',
  city: 'Roseville',
  state: 'CA',
  zipCode: '95661',
};
const nextYear = String(new Date().getUTCFullYear() + 2);
const card = (number: string, changes: Record<string, string> = {}) => ({
  number,
  month: '12',
  year: nextYear,
  csv: '123',
  ...changes,
});

beforeAll(async () => {
  t = await createTestApp({}, { database: fileDatabase.database });
  t.runtime.payments.onSucceeded('order', async (payment) => {
    succeeded.push(payment.id);
  });
  t.runtime.payments.onSucceeded('fragile', async () => {
    throw new Error('the listener broke');
  });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  succeeded.length = 0;
});

const requestPayment = (
  userId: string,
  changes: Partial<Parameters<TestApp['runtime']['payments']['request']>[0]> = {},
) =>
  t.runtime.payments.request({
    userId,
    type: 'order',
    typeId: randomUUID(),
    amountCents: 2500,
    description: 'Campaign Spring Refinance (500 records)',
    idempotencyKey: randomUUID(),
    billing,
    ...changes,
  });

const confirm = (
  cookie: string | undefined,
  payment: PaymentView,
  cardFields: ReturnType<typeof card>,
  secret?: string,
) =>
  post(
    t,
    '/api/payment/sandbox/confirm',
    { intentId: payment.intentId, clientSecret: secret ?? payment.clientSecret, card: cardFields, billing },
    cookie,
  );

const sandboxIntent = async (intentId: string) =>
  (
    await queryRows<{ status: string; amount_refunded: number; card_last4: string | null }>(
      t.database,
      'select status, amount_refunded, card_last4 from sandbox_payment_intents where id = $1',
      [intentId],
    )
  )[0];

describe('sandbox processor through POST /api/payment/sandbox/confirm', () => {
  it('charges 4242 4242 4242 4242 once, stores only brand, last 4 and expiry, and calls the listener once', async () => {
    const payer = await signedInAs(t);
    const payment = await requestPayment(payer.id);
    expect(payment).toMatchObject({ status: 'requires_payment', processor: 'sandbox', card: null, lastError: null });
    expect(payment.intentId).toMatch(/^pi_sandbox_/);
    expect(payment.clientSecret).toMatch(new RegExp(`^${payment.intentId}_secret_`));

    const reply = await confirm(payer.cookie, payment, card('4242 4242 4242 4242'));
    expect(reply.statusCode).toBe(200);
    const paidCard = { brand: 'visa', last4: '4242', expMonth: 12, expYear: Number(nextYear) };
    expect(reply.json()).toEqual({ status: 'succeeded', error: null, card: paidCard });
    expect(succeeded).toEqual([payment.id]);
    expect(await t.runtime.payments.get(payment.id)).toMatchObject({ status: 'succeeded', card: paidCard, billing });
    expect(await countRows(t.database, 'payment_events', "type = 'payment_intent.succeeded'")).toBeGreaterThan(0);

    // A second confirm (a double click) changes nothing and charges nothing.
    const again = await confirm(payer.cookie, payment, card('4000000000000002'));
    expect(again.json()).toEqual({ status: 'succeeded', error: null, card: paidCard });
    expect(succeeded).toEqual([payment.id]);
    expect(await sandboxIntent(payment.intentId)).toMatchObject({ status: 'succeeded', amount_refunded: 0 });

    const [stored] = await queryRows<{ row: string }>(
      t.database,
      'select row_to_json(p)::text as row from payments p where id = $1',
      [payment.id],
    );
    expect(stored!.row).not.toContain('4242424242424242');
    expect(stored!.row).not.toContain('"123"');
  });

  it.each([
    ['4000000000000002', 'card_declined', paymentMessages.declined],
    ['4000000000009995', 'insufficient_funds', paymentMessages.insufficientFunds],
    ['4000000000000069', 'expired_card', paymentMessages.expired],
    ['4000000000000127', 'incorrect_cvc', paymentMessages.incorrectCvc],
    ['4000002760003184', 'authentication_required', paymentMessages.requiresAction],
    ['4111111111111111', 'card_declined', paymentMessages.sandboxTestCardsOnly],
  ])('declines %s with %s, says why and charges nothing', async (number, code, message) => {
    const payer = await signedInAs(t);
    const payment = await requestPayment(payer.id);
    const reply = await confirm(payer.cookie, payment, card(number));
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ status: 'requires_payment_method', error: { code, message }, card: null });
    expect(succeeded).toEqual([]);
    expect(await sandboxIntent(payment.intentId)).toEqual({
      status: 'requires_payment_method',
      amount_refunded: 0,
      card_last4: null,
    });
    const refreshed = await t.runtime.payments.refresh(payment.id);
    expect(refreshed).toMatchObject({ status: 'requires_payment', card: null, lastError: { code, message } });

    // The payer may try again with a good card.
    const retry = await confirm(payer.cookie, payment, card('4242424242424242'));
    expect(retry.json()).toMatchObject({ status: 'succeeded', error: null });
    expect(succeeded).toEqual([payment.id]);
  });

  it('declines a good test card whose expiry has passed as expired', async () => {
    const payer = await signedInAs(t);
    const payment = await requestPayment(payer.id);
    const reply = await confirm(payer.cookie, payment, card('4242424242424242', { month: '1', year: '20' }));
    expect(reply.json()).toEqual({
      status: 'requires_payment_method',
      error: { code: 'expired_card', message: paymentMessages.expired },
      card: null,
    });
    expect((await t.runtime.payments.get(payment.id))?.status).toBe('requires_payment');
  });

  it("refuses another person's confirm, a wrong client secret and a signed-out caller; nothing changes", async () => {
    const payer = await signedInAs(t);
    const stranger = await signedInAs(t);
    const payment = await requestPayment(payer.id);

    const byStranger = await confirm(stranger.cookie, payment, card('4242424242424242'));
    expect(byStranger.statusCode).toBe(403);
    const wrongSecret = await confirm(payer.cookie, payment, card('4242424242424242'), `${payment.intentId}_secret_x`);
    expect(wrongSecret.statusCode).toBe(403);
    const signedOut = await confirm(undefined, payment, card('4242424242424242'));
    expect(signedOut.statusCode).toBe(401);
    const unknown = await confirm(
      payer.cookie,
      { ...payment, intentId: 'pi_sandbox_unknown' },
      card('4242424242424242'),
    );
    expect(unknown.statusCode).toBe(404);

    expect(await sandboxIntent(payment.intentId)).toMatchObject({ status: 'requires_payment_method' });
    expect((await t.runtime.payments.get(payment.id))?.status).toBe('requires_payment');
    expect(succeeded).toEqual([]);
  });

  it('refuses an invalid card number with the field named', async () => {
    const payer = await signedInAs(t);
    const payment = await requestPayment(payer.id);
    const reply = await confirm(payer.cookie, payment, card('4242424242424241'));
    expect(reply.statusCode).toBe(400);
    expect(reply.json().fields).toHaveProperty(['card.number']);
  });

  it('keeps a paid payment paid when a listener fails', async () => {
    const payer = await signedInAs(t);
    const payment = await requestPayment(payer.id, { type: 'fragile' });
    const reply = await confirm(payer.cookie, payment, card('4242424242424242'));
    expect(reply.json()).toMatchObject({ status: 'succeeded' });
    expect((await t.runtime.payments.get(payment.id))?.status).toBe('succeeded');
  });

  it('calls the listener exactly once when a confirm and refreshes race', async () => {
    const payer = await signedInAs(t);
    const payment = await requestPayment(payer.id);
    const [reply] = await Promise.all([
      confirm(payer.cookie, payment, card('4242424242424242')),
      t.runtime.payments.refresh(payment.id),
      t.runtime.payments.refresh(payment.id),
    ]);
    expect(reply.json()).toMatchObject({ status: 'succeeded' });
    await Promise.all([t.runtime.payments.refresh(payment.id), t.runtime.payments.refresh(payment.id)]);
    expect(succeeded).toEqual([payment.id]);
  });
});

describe('Payments.request', () => {
  it('answers the same payment and intent for a repeated key, and makes no second intent', async () => {
    const payer = await signedInAs(t);
    const idempotencyKey = randomUUID();
    const typeId = randomUUID();
    const first = await requestPayment(payer.id, { idempotencyKey, typeId });
    const repeats = await Promise.all([1, 2, 3].map(() => requestPayment(payer.id, { idempotencyKey, typeId })));
    for (const repeat of repeats) expect(repeat).toEqual(first);
    expect(await countRows(t.database, 'payments', 'idempotency_key = $1', [idempotencyKey])).toBe(1);
    expect(await countRows(t.database, 'sandbox_payment_intents', 'idempotency_key = $1', [idempotencyKey])).toBe(1);
  });

  it('refuses the same key with another amount or for another payer', async () => {
    const payer = await signedInAs(t);
    const idempotencyKey = randomUUID();
    const typeId = randomUUID();
    await requestPayment(payer.id, { idempotencyKey, typeId });
    await expect(requestPayment(payer.id, { idempotencyKey, typeId, amountCents: 2600 })).rejects.toBeInstanceOf(
      PaymentConflictError,
    );
    await expect(requestPayment(randomUUID(), { idempotencyKey, typeId })).rejects.toMatchObject({ statusCode: 409 });
  });
});

describe('Payments.refund', () => {
  it('refunds a paid payment once and refuses an unpaid one', async () => {
    const payer = await signedInAs(t);
    const payment = await requestPayment(payer.id);
    await expect(t.runtime.payments.refund(payment.id, 'setup failed')).rejects.toMatchObject({ statusCode: 409 });
    await confirm(payer.cookie, payment, card('4242424242424242'));

    const refunded = await t.runtime.payments.refund(payment.id, 'setup failed');
    expect(refunded.status).toBe('refunded');
    expect(await t.runtime.payments.refund(payment.id, 'setup failed')).toMatchObject({ status: 'refunded' });
    expect(await sandboxIntent(payment.intentId)).toMatchObject({ status: 'succeeded', amount_refunded: 2500 });
    const [row] = await queryRows<{ refunded_cents: number }>(
      t.database,
      'select refunded_cents from payments where id = $1',
      [payment.id],
    );
    expect(row?.refunded_cents).toBe(2500);
    // Refreshing never moves a refunded payment back.
    expect((await t.runtime.payments.refresh(payment.id)).status).toBe('refunded');
  });
});

describe('POST /api/payment/webhook/stripe with the sandbox', () => {
  it('is not there (404): the sandbox delivers its events itself', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: JSON.stringify({ id: 'evt_1', type: 'payment_intent.succeeded', data: { object: {} } }),
    });
    expect(reply.statusCode).toBe(404);
  });
});

describe('GET /api/payment/config', () => {
  it('names the sandbox and no publishable key', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/payment/config' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ processor: 'sandbox', publishableKey: null });
  });
});
