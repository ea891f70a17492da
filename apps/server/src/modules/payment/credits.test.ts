import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, queryRows, type TestApp } from '../../../test/test-database';
import { creditBalance, grantCredit, useCredits } from './service/credits';

/** The credit ledger: grants valid 12 months, spent soonest-expiring first, every entry once. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const db = () => t.database.db;
let people = 0;
const person = () => `credit-person-${++people}`;

const granted = new Date('2026-01-15T10:00:00Z');
const grant = (userId: string, amountCents: number, reference: string, now = granted) =>
  grantCredit(db(), { userId, amountCents, reference, description: 'unsent texts', now });
const spend = (userId: string, amountCents: number, reference: string, now: Date) =>
  db().transaction((tx) => useCredits(tx, { userId, amountCents, reference, description: 'a campaign', now }));

describe('credits', () => {
  it('expire 12 months after they were granted, and the expiry is recorded once', async () => {
    const userId = person();
    const made = await grant(userId, 250, 'campaign-archive-a');
    expect(made).toMatchObject({ amountCents: 250, granted: true });
    expect(made.expiresAt.toISOString()).toBe('2027-01-15T10:00:00.000Z');

    const lastMoment = new Date('2027-01-15T09:59:59Z');
    expect(await creditBalance(db(), userId, lastMoment)).toEqual({
      availableCents: 250,
      nextExpiry: { amountCents: 250, expiresAt: '2027-01-15T10:00:00.000Z' },
    });
    const expired = new Date('2027-01-15T10:00:00Z');
    expect(await creditBalance(db(), userId, expired)).toEqual({ availableCents: 0, nextExpiry: null });
    expect(await creditBalance(db(), userId, expired)).toEqual({ availableCents: 0, nextExpiry: null });
    expect(await spend(userId, 100, 'campaign-late', expired)).toBe(0);
    const entries = await queryRows<{ kind: string; amount_cents: number }>(
      t.database,
      'select kind, amount_cents from payment_credits where user_id = $1 order by created_date, kind',
      [userId],
    );
    expect(entries).toEqual([
      { kind: 'grant', amount_cents: 250 },
      { kind: 'expiry', amount_cents: 250 },
    ]);
  });

  it('are spent soonest-expiring first, once per payment, and never beyond the balance', async () => {
    const userId = person();
    await grant(userId, 100, 'campaign-archive-later', new Date('2026-03-01T00:00:00Z'));
    await grant(userId, 60, 'campaign-archive-sooner', new Date('2026-02-01T00:00:00Z'));
    const now = new Date('2026-06-01T00:00:00Z');

    expect(await spend(userId, 80, 'campaign-x', now)).toBe(80);
    expect(await spend(userId, 80, 'campaign-x', now)).toBe(80);
    // The 60 expiring first went whole; 20 came from the later grant.
    expect(await creditBalance(db(), userId, now)).toEqual({
      availableCents: 80,
      nextExpiry: { amountCents: 80, expiresAt: '2027-03-01T00:00:00.000Z' },
    });
    expect(await spend(userId, 500, 'campaign-y', now)).toBe(80);
    expect((await creditBalance(db(), userId, now)).availableCents).toBe(0);
  });

  it('grants once per reference, however many ask at once', async () => {
    const userId = person();
    const results = await Promise.all([1, 2, 3].map(() => grant(userId, 75, 'campaign-archive-race')));
    expect(results.filter((result) => result.granted)).toHaveLength(1);
    expect(results.map((result) => result.amountCents)).toEqual([75, 75, 75]);
    expect(await countRows(t.database, 'payment_credits', 'user_id = $1', [userId])).toBe(1);
  });

  it('two payments spending at once cannot spend the same credit', async () => {
    const userId = person();
    await grant(userId, 100, 'campaign-archive-shared');
    const now = new Date('2026-02-01T00:00:00Z');
    const spent = await Promise.all([spend(userId, 100, 'campaign-p', now), spend(userId, 100, 'campaign-q', now)]);
    expect(spent.sort()).toEqual([0, 100]);
    expect((await creditBalance(db(), userId, now)).availableCents).toBe(0);
  });
});
