import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityEnv, put, sessionOf } from '../../../test/identity-helpers';
import { createTestApp, queryRows, type TestApp } from '../../../test/test-database';
import { campaignMaker, leads, servicesOf } from '../../../test/campaign-helpers';
import { recipientLocation, stateFrequencyRules } from '../campaigns';
import { organizationFactory } from '../organizations/testing';
import type { Carrier } from './providers/carrier';
import { frequencyReleaseAt } from './service/frequency-cap';
import { dispatchDepsOf, dispatchTick, type DispatchDeps } from './testing';

/**
 * The frequency limit across campaigns: one number gets at most N campaign texts in any rolling 24 hours and M in
 * any rolling 7 days from one organization (or one person without one), whatever campaign they come from; a text
 * over the limit waits, and is skipped only when its campaign ends first.
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (iso: string) => new Date(iso);

describe('frequencyReleaseAt', () => {
  const now = at('2099-03-02T17:00:00Z').getTime();
  it('lets a text go now while the number is under both limits', () => {
    expect(frequencyReleaseAt([], now, { per24Hours: 1, per7Days: 3 })).toBe(now);
    expect(frequencyReleaseAt([now - DAY], now, { per24Hours: 1, per7Days: 3 })).toBe(now);
  });
  it('waits until the oldest text of a full 24 hours leaves the window', () => {
    expect(frequencyReleaseAt([now - 15 * 60_000], now, { per24Hours: 1, per7Days: 3 })).toBe(now - 15 * 60_000 + DAY);
    const times = [now - 20 * HOUR, now - 2 * HOUR, now - HOUR];
    expect(frequencyReleaseAt(times, now, { per24Hours: 3, per7Days: 10 })).toBe(now - 20 * HOUR + DAY);
  });
  it('waits for the 7-day window when it is the one that is full', () => {
    const times = [now - 6 * DAY, now - 4 * DAY, now - 2 * DAY];
    expect(frequencyReleaseAt(times, now, { per24Hours: 1, per7Days: 3 })).toBe(now - 6 * DAY + 7 * DAY);
  });
});

let t: TestApp;
let maker: Awaited<ReturnType<typeof campaignMaker>>;

beforeAll(async () => {
  t = await createTestApp(identityEnv, { seed: true });
  maker = await campaignMaker(t);
});
afterAll(() => t.close());

/** A carrier that takes every text and keeps, per number, when it took it (the carrier's own record). */
function recordingCarrier(clock: { now: Date }) {
  const takenAt = new Map<string, number[]>();
  let sequence = 0;
  const carrier: Carrier = {
    name: 'sandbox',
    async send(text) {
      takenAt.set(text.to, [...(takenAt.get(text.to) ?? []), clock.now.getTime()]);
      return { kind: 'accepted', messageId: `freq-${++sequence}`, status: 'sent' };
    },
    async find() {
      return undefined;
    },
  };
  return { carrier, takenAt };
}

const depsAt = (clock: { now: Date }, carrier: Carrier, batchSize?: number): DispatchDeps => ({
  ...dispatchDepsOf(servicesOf(t), () => clock.now),
  carrier,
  ...(batchSize ? { batchSize } : {}),
});

const sendsOf = (campaignId: string) =>
  queryRows<{ phone: string; status: string; due_at: Date | null; skip_reason: string | null }>(
    t.runtime.database,
    'select phone, status, due_at, skip_reason from campaign_sends where campaign_id = $1 order by phone',
    [campaignId],
  );

describe('the frequency limit at the send', () => {
  it('texts a number once in 24 hours across two campaigns: the second waits for the next allowed day', async () => {
    // A person without an organization: the defaults, 1 per 24 hours and 3 per 7 days.
    const phone = '+19165550301';
    const refinance = await maker.paidCampaign(leads(['Ada,L,(916) 555-0301,95661']), { name: 'Refinance' });
    const clock = { now: at('2099-03-02T17:00:00Z') }; // Monday 9:00 in California
    const { carrier, takenAt } = recordingCarrier(clock);
    await dispatchTick(depsAt(clock, carrier));
    expect(await sendsOf(refinance)).toEqual([expect.objectContaining({ status: 'sent' })]);

    // 15 minutes later, two more campaigns reach the same number; one of them ends before the limit allows it.
    const inquiry = await maker.paidCampaign(leads(['Ada,L,(916) 555-0301,95661']), { name: 'Inquiry follow-up' });
    const short = await maker.paidCampaign(leads(['Ada,L,(916) 555-0301,95661']), {
      name: 'Short',
      endDate: '2099-03-03',
    });
    clock.now = at('2099-03-02T17:15:00Z');
    const report = await dispatchTick(depsAt(clock, carrier));
    expect(report).toMatchObject({ sent: 0, deferred: 1, skipped: 1 });
    expect(takenAt.get(phone)).toEqual([at('2099-03-02T17:00:00Z').getTime()]);
    // 24 hours after the first text is Tuesday, not one of its sending days: Wednesday 8:00 Pacific.
    const [waiting] = await sendsOf(inquiry);
    expect(waiting).toMatchObject({ status: 'pending', skip_reason: null });
    expect(new Date(waiting!.due_at!).toISOString()).toBe('2099-03-04T16:00:00.000Z');
    // Its next sending day would have been Wednesday, after its end on Tuesday.
    expect(await sendsOf(short)).toEqual([expect.objectContaining({ status: 'skipped', skip_reason: 'frequency-cap' })]);

    clock.now = at('2099-03-04T16:00:00Z');
    await dispatchTick(depsAt(clock, carrier));
    expect(takenAt.get(phone)).toHaveLength(2);
    expect(await sendsOf(inquiry)).toEqual([expect.objectContaining({ status: 'sent' })]);
  });

  it('two senders at once, two campaigns, one number: one text', async () => {
    const one = await maker.paidCampaign(leads(['Bo,One,(916) 555-0311,95661']));
    const two = await maker.paidCampaign(leads(['Bo,One,(916) 555-0311,95661']));
    const clock = { now: at('2099-03-02T17:00:00Z') };
    const { carrier, takenAt } = recordingCarrier(clock);
    await Promise.all([dispatchTick(depsAt(clock, carrier)), dispatchTick(depsAt(clock, carrier))]);
    await dispatchTick(depsAt(clock, carrier));
    expect(takenAt.get('+19165550311')).toHaveLength(1);
    const rows = [...(await sendsOf(one)), ...(await sendsOf(two))].map((row) => row.status).sort();
    expect(rows).toEqual(['pending', 'sent']);
  });
});

describe('20 overlapping campaigns over 1,000 numbers across time zones', () => {
  // NY and FL (Eastern), FL panhandle, OK, IL (Central), CO (Mountain), AZ, CA (Pacific), Alaska, Hawaii.
  const areaCodes = ['212', '305', '850', '405', '312', '303', '602', '916', '907', '808'];
  const phones = Array.from(
    { length: 1_000 },
    (_, index) => `+1${areaCodes[index % areaCodes.length]}555${String(1000 + Math.floor(index / 10)).padStart(4, '0')}`,
  );
  const policy = { per24Hours: 4, per7Days: 5 };
  const EVERY_DAY = 'Sun,Mon,Tue,Wed,Thurs,Fri,Sat';

  it('keeps every number within the limits, and loses no text', { timeout: 120_000 }, async () => {
    const organization = await organizationFactory(t.runtime).organization(
      sessionOf(maker.officer, ['user', 'campaigns']),
    );
    const set = await put(t, `/api/site/team/${organization.id}/text-frequency`, policy, maker.officer.cookie);
    expect(set.statusCode, set.body).toBe(200);

    // Campaign i takes 300 numbers from 50*i on: each number is in 6 campaigns.
    const campaigns: { id: string; endDate: string }[] = [];
    for (let i = 0; i < 20; i++) {
      const rows = Array.from({ length: 300 }, (_, k) => phones[(50 * i + k) % phones.length]!).map(
        (phone, k) => `P${k},C${i},${phone},`,
      );
      const startDate = i % 5 === 4 ? '2099-03-04' : '2099-03-02';
      // Every fourth campaign runs two days only: some of its texts cannot fit before its end.
      const endDate = i % 4 === 3 ? (i % 5 === 4 ? '2099-03-05' : '2099-03-03') : '2099-03-20';
      const id = await maker.paidCampaign(leads(rows), {
        name: `Campaign ${i}`,
        startDate,
        endDate,
        daysOfWeek: EVERY_DAY,
        messagesPerDay: '1000',
      });
      campaigns.push({ id, endDate });
    }

    const clock = { now: at('2099-03-02T00:00:00Z') };
    const { carrier, takenAt } = recordingCarrier(clock);
    // Three ticks a day, each inside every US zone's allowed hours (Hawaii opens at 18:00 UTC, Florida closes at 00:00
    // or 01:00 UTC): batches of 200 per campaign per tick.
    for (let day = 0; day < 21; day++) {
      for (const hour of [18, 21, 23.5]) {
        clock.now = new Date(at('2099-03-02T00:00:00Z').getTime() + day * DAY + hour * HOUR);
        await dispatchTick(depsAt(clock, carrier, 200));
      }
    }

    // No violation: every number's texts, as the carrier took them, keep to the policy and the state's rule.
    const violations: string[] = [];
    for (const [phone, times] of takenAt) {
      const state = recipientLocation({ zip: null, phone })?.state;
      const per24Hours = Math.min(policy.per24Hours, (state && stateFrequencyRules[state]?.per24Hours) || Infinity);
      const sorted = [...times].sort((a, b) => a - b);
      sorted.forEach((time, index) => {
        const inDay = sorted.slice(0, index + 1).filter((other) => other > time - DAY).length;
        const inWeek = sorted.slice(0, index + 1).filter((other) => other > time - 7 * DAY).length;
        if (inDay > per24Hours || inWeek > policy.per7Days) violations.push(`${phone} ${new Date(time).toISOString()}`);
      });
    }
    expect(violations).toEqual([]);
    // The state rule was in play: some Florida and Oklahoma numbers had their 3 in 24 hours, others more than 3.
    const busiestDay = (phone: string) =>
      Math.max(...(takenAt.get(phone) ?? []).map((time, _, all) => all.filter((o) => o > time - DAY && o <= time).length));
    expect(Math.max(...phones.filter((phone) => /^\+1(305|850|405)/.test(phone)).map(busiestDay))).toBe(3);
    expect(Math.max(...phones.filter((phone) => /^\+1(212|916)/.test(phone)).map(busiestDay))).toBe(4);

    // No text lost: each row was sent (once, as the carrier saw it) or skipped for the limit past its campaign's end.
    const ledger = await queryRows<{ campaign_id: string; status: string; skip_reason: string | null }>(
      t.runtime.database,
      'select campaign_id, status, skip_reason from campaign_sends where campaign_id = any($1)',
      [campaigns.map((campaign) => campaign.id)],
    );
    expect(ledger).toHaveLength(20 * 300);
    const outcomes = new Map<string, number>();
    for (const row of ledger) {
      const key = `${row.status}${row.skip_reason ? `:${row.skip_reason}` : ''}`;
      outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
    }
    expect([...outcomes.keys()].sort()).toEqual(['sent', 'skipped:frequency-cap']);
    const sent = [...takenAt.values()].reduce((sum, times) => sum + times.length, 0);
    expect(sent).toBe(outcomes.get('sent'));
    const shortIds = new Set(campaigns.filter((campaign) => campaign.endDate !== '2099-03-20').map((c) => c.id));
    expect(ledger.filter((row) => row.status === 'skipped').every((row) => shortIds.has(row.campaign_id))).toBe(true);
  });
});
