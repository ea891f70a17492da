import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, queryRows, type TestApp } from '../../../test/test-database';
import { identityEnv } from '../../../test/identity-helpers';
import { campaignMaker, leads, servicesOf } from '../../../test/campaign-helpers';
import { dispatchDepsOf, dispatchTick } from './testing';
import { SenderWindow } from './service/sender-window';

describe('sender window', () => {
  it('allows at most the limit in any window and frees what the window left behind', () => {
    const window = new SenderWindow(10, 1_000);
    const at = (ms: number) => new Date(Date.UTC(2099, 2, 2) + ms);
    expect(window.available(at(0))).toBe(10);
    window.take(at(0), 6);
    window.take(at(400), 4);
    expect(window.available(at(999))).toBe(0);
    expect(window.available(at(1_000))).toBe(6); // the first six left the window
    expect(window.available(at(1_400))).toBe(10);
    expect(SenderWindow.perSecond(1.5, 10).limit).toBe(15);
    expect(() => new SenderWindow(0, 1_000)).toThrow(RangeError);
  });
});

/** Two campaigns sending from one number share its pace: never more than the window's limit in any 10 s. */
describe('sender pacing across campaigns', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(identityEnv, { seed: true });
  });
  afterAll(() => t.close());

  it('keeps the sender under its rate and sends the rest as the window moves', async () => {
    const maker = await campaignMaker(t);
    const list = (first: number) =>
      leads(Array.from({ length: 40 }, (_, n) => `Pace${n},Test,+1916556${String(first + n).padStart(4, '0')},95661`));
    const ids = [await maker.paidCampaign(list(0)), await maker.paidCampaign(list(100))];
    const clock = { now: new Date('2099-03-02T17:00:00Z') };
    const senderWindow = SenderWindow.perSecond(3, 10); // 30 texts in any 10 seconds
    const tick = () => dispatchTick({ ...dispatchDepsOf(servicesOf(t), () => clock.now), senderWindow });
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

    await tick();
    expect(await sent()).toBe(30);
    clock.now = new Date('2099-03-02T17:00:09Z');
    await tick();
    expect(await sent()).toBe(30);
    clock.now = new Date('2099-03-02T17:00:10Z');
    await tick();
    expect(await sent()).toBe(60);
    clock.now = new Date('2099-03-02T17:00:20Z');
    await tick();
    expect(await sent()).toBe(80);
  });
});
