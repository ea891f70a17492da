import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, queryRows, type TestApp } from '../../../test/test-database';
import { identityEnv } from '../../../test/identity-helpers';
import { campaignMaker, leads, servicesOf } from '../../../test/campaign-helpers';
import { dispatchDepsOf, dispatchTick, returnToSenderRate, senderRate, takeFromSenderRate } from './testing';

describe('a sender’s rate', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(identityEnv);
  });
  afterAll(() => t.close());
  const at = (ms: number) => new Date(Date.UTC(2099, 2, 2) + ms);

  it('gives at most its size at once, refills at its rate, and takes back what was not sent', async () => {
    const db = t.runtime.database.db;
    const rate = senderRate('+19165550100', 10, 1); // 10 a second, 10 at once
    expect(await takeFromSenderRate(db, rate, 25, at(0))).toBe(10);
    expect(await takeFromSenderRate(db, rate, 25, at(0))).toBe(0);
    expect(await takeFromSenderRate(db, rate, 25, at(450))).toBe(4); // 4.5 refilled: whole texts only
    expect(await takeFromSenderRate(db, rate, 25, at(500))).toBe(1); // the half left, and half of another
    await returnToSenderRate(db, rate, 3);
    expect(await takeFromSenderRate(db, rate, 2, at(500))).toBe(2);
    expect(await takeFromSenderRate(db, rate, 25, at(5_000))).toBe(10); // never above its size
    // A process whose clock is behind the bucket's refills nothing.
    expect(await takeFromSenderRate(db, rate, 25, at(4_000))).toBe(0);
    // Another sender has its own bucket.
    expect(await takeFromSenderRate(db, senderRate('MGpool', 10, 1), 25, at(5_000))).toBe(10);
    expect(() => senderRate('x', 0)).toThrow(RangeError);
  });

  it('never lets senders taking at once together pass the rate', async () => {
    const db = t.runtime.database.db;
    const rate = senderRate('+19165550101', 50, 0.5); // 50 a second, 25 at once
    // Three sending processes, each taking 30 every 50 ms for 20 s, at the same moments, their clocks a little apart:
    // every step's three takes wait on one another at the row.
    const takes = [0, 0, 0];
    for (let ms = 0; ms < 20_000; ms += 50) {
      const step = await Promise.all([0, 17, 33].map((skew) => takeFromSenderRate(db, rate, 30, at(ms + skew))));
      step.forEach((taken, index) => (takes[index]! += taken));
    }
    const total = takes.reduce((sum, taken) => sum + taken, 0);
    // 25 at the start and 50 a second after: 1,025 at most; a clock behind the others' loses nothing of the rate.
    expect(total).toBeLessThanOrEqual(1_025);
    expect(total).toBeGreaterThanOrEqual(1_000 - 25);
    expect(takes.every((taken) => taken > 0)).toBe(true);
  });
});

/** Two campaigns sending from one number share its pace. */
describe('sender pacing across campaigns', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(identityEnv, { seed: true });
  });
  afterAll(() => t.close());

  it('keeps the sender under its rate, sends the rest as it refills, and comes back sooner while paced', async () => {
    const maker = await campaignMaker(t);
    const list = (first: number) =>
      leads(Array.from({ length: 40 }, (_, n) => `Pace${n},Test,+1916556${String(first + n).padStart(4, '0')},95661`));
    const ids = [await maker.paidCampaign(list(0)), await maker.paidCampaign(list(100))];
    const clock = { now: new Date('2099-03-02T17:00:00Z') };
    const rate = senderRate('+15005550006', 0.1, 300); // a text every 10 s, 30 at once
    const tick = () => dispatchTick({ ...dispatchDepsOf(servicesOf(t), () => clock.now), senderRate: rate });
    // The bucket runs on the database's clock: time passes for it by moving its last refill back.
    const later = (seconds: number) =>
      queryRows(t.runtime.database, `update sender_rates set updated_at = updated_at - $1 * interval '1 second'`, [
        seconds,
      ]);
    const sent = async () =>
      Number(
        (
          await queryRows<{ sent: number }>(
            t.runtime.database,
            "select count(*)::int as sent from campaign_sends where campaign_id = any($1) and status = 'sent'",
            [ids],
          )
        )[0]!.sent,
      );

    expect((await tick()).paced).toBe(2);
    expect(await sent()).toBe(30);
    await later(90);
    await tick();
    expect(await sent()).toBe(39);
    await later(10);
    await tick();
    expect(await sent()).toBe(40);
    await later(1_000);
    expect((await tick()).paced).toBeGreaterThan(0);
    expect(await sent()).toBe(70);
    await later(1_000);
    expect((await tick()).paced).toBe(0);
    expect(await sent()).toBe(80);
  });
});
