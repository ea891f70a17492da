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
    expect(await takeFromSenderRate(db, rate, at(0), 25)).toBe(10);
    expect(await takeFromSenderRate(db, rate, at(0), 25)).toBe(0);
    expect(await takeFromSenderRate(db, rate, at(450), 25)).toBe(4); // 4.5 refilled: whole texts only
    expect(await takeFromSenderRate(db, rate, at(500), 25)).toBe(1); // the half left, and half of another
    await returnToSenderRate(db, rate, 3);
    expect(await takeFromSenderRate(db, rate, at(500), 2)).toBe(2);
    expect(await takeFromSenderRate(db, rate, at(5_000), 25)).toBe(10); // never above its size
    // A process whose clock is behind the bucket's refills nothing.
    expect(await takeFromSenderRate(db, rate, at(4_000), 25)).toBe(0);
    // Another sender has its own bucket.
    expect(await takeFromSenderRate(db, senderRate('MGpool', 10, 1), at(5_000), 25)).toBe(10);
    expect(() => senderRate('x', 0)).toThrow(RangeError);
  });

  it('never lets senders taking at once together pass the rate', async () => {
    const db = t.runtime.database.db;
    const rate = senderRate('+19165550101', 50, 0.5); // 50 a second, 25 at once
    // Three sending processes, each taking 30 every 50 ms of a shared clock for 20 s, their takes interleaved.
    const takes = await Promise.all(
      [0, 17, 33].map(async (offset) => {
        let taken = 0;
        for (let ms = offset; ms < 20_000; ms += 50) taken += await takeFromSenderRate(db, rate, at(ms), 30);
        return taken;
      }),
    );
    const total = takes.reduce((sum, taken) => sum + taken, 0);
    // 25 at the start and 50 a second after: 1,025 at most; the processes' turns lose at most a bucket.
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
    const rate = senderRate('+15005550006', 3, 10); // 3 texts a second, 30 at once
    const tick = () => dispatchTick({ ...dispatchDepsOf(servicesOf(t), () => clock.now), senderRate: rate });
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
    clock.now = new Date('2099-03-02T17:00:09Z');
    await tick();
    expect(await sent()).toBe(57);
    clock.now = new Date('2099-03-02T17:00:10Z');
    await tick();
    expect(await sent()).toBe(60);
    clock.now = new Date('2099-03-02T17:00:20Z');
    expect((await tick()).paced).toBe(0);
    expect(await sent()).toBe(80);
  });
});
