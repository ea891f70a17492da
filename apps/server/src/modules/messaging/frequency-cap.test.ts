import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TEXT_FREQUENCY, recentlyTextedSentence, type ImportReport } from '@roost/domain';
import { get, identityEnv } from '../../../test/identity-helpers';
import { createTestApp, queryRows, testDriver, type TestApp } from '../../../test/test-database';
import { campaignMaker, leads, servicesOf, uploadLeads } from '../../../test/campaign-helpers';
import { recipientLocation, stateFrequencyRules } from '../campaigns';
import { setTextFrequency } from '../organizations/testing';
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
    expect(await sendsOf(short)).toEqual([
      expect.objectContaining({ status: 'skipped', skip_reason: 'frequency-cap' }),
    ]);

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

describe('the upload report', () => {
  it('counts the numbers other campaigns of the scope texted in the last 7 days, and names the campaigns', async () => {
    // From the tests above (on the fake clock, in 2099: within the last 7 days of now): 555-0301 was texted by
    // Refinance and Inquiry follow-up, 555-0311 by one campaign.
    const upload = await uploadLeads(
      t,
      maker.officer.cookie,
      leads(['Ada,L,(916) 555-0301,95661', 'Bo,One,(916) 555-0311,95661', 'New,One,(916) 555-0321,95661']),
    );
    const report = (upload as unknown as { report: ImportReport }).report;
    expect(report.recentlyTexted?.numbers).toBe(2);
    expect(report.recentlyTexted?.campaigns).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Refinance', numbers: 1 }),
        expect.objectContaining({ name: 'Inquiry follow-up', numbers: 1 }),
      ]),
    );
    expect(recentlyTextedSentence(report.recentlyTexted!)).toMatch(
      /^2 numbers were texted in the last 7 days by .*Refinance \(1\).*; they will wait for the frequency limit$/,
    );
    // The same when the report is read again.
    const again = await get(t, `/api/site/campaign/contacts/parse/${upload.importId}`, maker.officer.cookie);
    expect(again.json<ImportReport>().recentlyTexted?.numbers).toBe(2);

    // Another person's upload of the same numbers: their texts are not this person's.
    const stranger = await campaignMaker(t);
    const theirs = await uploadLeads(t, stranger.officer.cookie, leads(['Ada,L,(916) 555-0301,95661']));
    expect((theirs as unknown as { report: ImportReport }).report.recentlyTexted).toBeUndefined();
  });
});

describe('the default limits at the send', () => {
  it('texts a number 3 times in 7 days across campaigns on four days: the fourth waits for 7 days after the first', async () => {
    // A new organization whose admins never set limits: the defaults, 1 per 24 hours and 3 per 7 days.
    const newcomer = await campaignMaker(t);
    expect(
      await queryRows(t.runtime.database, 'select 1 from text_frequency_policies where organization_id = $1', [
        newcomer.officer.organizationId,
      ]),
    ).toEqual([]);
    expect(DEFAULT_TEXT_FREQUENCY).toEqual({ per24Hours: 1, per7Days: 3 });
    const phone = '+19165550331';
    // Four campaigns to the same number, each starting a day after the other (Monday to Thursday), every day a
    // sending day; each day's text goes an hour later than the day before, so no two are 24 hours apart exactly.
    const sendings = ['2099-03-02T17:00:00Z', '2099-03-03T18:00:00Z', '2099-03-04T19:00:00Z', '2099-03-05T20:00:00Z'];
    const ids: string[] = [];
    for (const [index, when] of sendings.entries()) {
      ids.push(
        await newcomer.paidCampaign(leads(['Cy,Week,(916) 555-0331,95661']), {
          name: `Week ${index + 1}`,
          startDate: when.slice(0, 10),
          daysOfWeek: 'Sun,Mon,Tue,Wed,Thurs,Fri,Sat',
        }),
      );
    }
    const clock = { now: at(sendings[0]!) };
    const { carrier, takenAt } = recordingCarrier(clock);
    for (const when of sendings) {
      clock.now = at(when);
      await dispatchTick(depsAt(clock, carrier));
    }
    expect(takenAt.get(phone)).toEqual(sendings.slice(0, 3).map((when) => at(when).getTime()));
    for (const id of ids.slice(0, 3)) expect(await sendsOf(id)).toEqual([expect.objectContaining({ status: 'sent' })]);
    // The fourth is neither skipped nor lost: it waits until the first text leaves the 7 days (Monday 17:00 UTC,
    // 10:00 in California, inside its allowed hours).
    const [waiting] = await sendsOf(ids[3]!);
    expect(waiting).toMatchObject({ status: 'pending', skip_reason: null });
    expect(new Date(waiting!.due_at!).toISOString()).toBe('2099-03-09T17:00:00.000Z');

    // Not a minute before.
    clock.now = at('2099-03-09T16:59:00Z');
    await dispatchTick(depsAt(clock, carrier));
    expect(takenAt.get(phone)).toHaveLength(3);
    clock.now = at('2099-03-09T17:00:00Z');
    await dispatchTick(depsAt(clock, carrier));
    expect(takenAt.get(phone)).toEqual(
      [...sendings.slice(0, 3), '2099-03-09T17:00:00Z'].map((when) => at(when).getTime()),
    );
    expect(await sendsOf(ids[3]!)).toEqual([expect.objectContaining({ status: 'sent' })]);
  });
});

describe('20 overlapping campaigns over 1,000 numbers across time zones', () => {
  // NY and FL (Eastern), FL panhandle, OK, IL (Central), CO (Mountain), AZ, CA (Pacific), Alaska, Hawaii.
  const areaCodes = ['212', '305', '850', '405', '312', '303', '602', '916', '907', '808'];
  const phones = Array.from(
    { length: 1_000 },
    (_, index) =>
      `+1${areaCodes[index % areaCodes.length]}555${String(1000 + Math.floor(index / 10)).padStart(4, '0')}`,
  );
  const EVERY_DAY = 'Sun,Mon,Tue,Wed,Thurs,Fri,Sat';
  // The loan officer's organization (an org admin sets its limits: the route is tested in text-frequency.test.ts).
  const setLimits = (policy: { per24Hours: number; per7Days: number }) =>
    setTextFrequency(t.runtime.database.db, maker.officer.organizationId, policy, maker.officer.id);

  // The limit's arithmetic is the same on either engine, so the long simulation runs on the embedded one only; the
  // two-senders test above shows the advisory lock on PostgreSQL too.
  it.skipIf(testDriver === 'postgres')(
    'keeps every number within the limits, and loses no text',
    { timeout: 120_000 },
    async () => {
      const policy = { per24Hours: 2, per7Days: 3 };
      await setLimits(policy);

      // Campaign i takes 200 numbers from 50*i on: each number is in 4 campaigns, so the 24-hour limit holds some
      // texts a day and the 7-day one holds the fourth a week.
      const campaigns: { id: string; short: boolean }[] = [];
      for (let i = 0; i < 20; i++) {
        const rows = Array.from({ length: 200 }, (_, k) => `P${k},C${i},${phones[(50 * i + k) % phones.length]},`);
        const late = i % 5 === 4;
        // Every fourth campaign runs two days only: some of its texts cannot fit before its end.
        const short = i % 4 === 3;
        const id = await maker.paidCampaign(leads(rows), {
          name: `Campaign ${i}`,
          startDate: late ? '2099-03-04' : '2099-03-02',
          endDate: short ? (late ? '2099-03-05' : '2099-03-03') : '2099-03-20',
          daysOfWeek: EVERY_DAY,
          messagesPerDay: '1000',
        });
        campaigns.push({ id, short });
      }

      const clock = { now: at('2099-03-02T00:00:00Z') };
      const { carrier, takenAt } = recordingCarrier(clock);
      // Three ticks a day, each inside every US zone's allowed hours (Hawaii opens at 18:00 UTC, Florida closes at
      // 00:00 or 01:00 UTC), 200 rows per campaign per tick, through 12 days.
      const report = { sent: 0, deferred: 0, skipped: 0 };
      for (let day = 0; day < 12; day++) {
        for (const hour of [18, 21, 23.5]) {
          clock.now = new Date(at('2099-03-02T00:00:00Z').getTime() + day * DAY + hour * HOUR);
          const tick = await dispatchTick(depsAt(clock, carrier, 200));
          for (const key of ['sent', 'deferred', 'skipped'] as const) report[key] += tick[key];
        }
      }
      expect(report.deferred).toBeGreaterThan(0);

      // No violation: every number's texts, as the carrier took them, keep to the policy.
      const violations: string[] = [];
      for (const phone of phones) {
        const sorted = [...(takenAt.get(phone) ?? [])].sort((a, b) => a - b);
        sorted.forEach((time, index) => {
          const earlier = sorted.slice(0, index + 1);
          const inDay = earlier.filter((other) => other > time - DAY).length;
          const inWeek = earlier.filter((other) => other > time - 7 * DAY).length;
          if (inDay > policy.per24Hours || inWeek > policy.per7Days) {
            violations.push(`${phone} ${new Date(time).toISOString()}`);
          }
        });
      }
      expect(violations).toEqual([]);

      // No text lost: each row was sent (once, as the carrier saw it) or skipped for the limit past its campaign's end.
      const ledger = await queryRows<{ campaign_id: string; status: string; skip_reason: string | null }>(
        t.runtime.database,
        'select campaign_id, status, skip_reason from campaign_sends where campaign_id = any($1)',
        [campaigns.map((campaign) => campaign.id)],
      );
      expect(ledger).toHaveLength(20 * 200);
      const outcomes = new Map<string, number>();
      for (const row of ledger) {
        const key = `${row.status}${row.skip_reason ? `:${row.skip_reason}` : ''}`;
        outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
      }
      expect([...outcomes.keys()].sort()).toEqual(['sent', 'skipped:frequency-cap']);
      const sent = phones.reduce((sum, phone) => sum + (takenAt.get(phone)?.length ?? 0), 0);
      expect(sent).toBe(outcomes.get('sent'));
      const shortIds = new Set(campaigns.filter((campaign) => campaign.short).map((campaign) => campaign.id));
      expect(ledger.filter((row) => row.status === 'skipped').every((row) => shortIds.has(row.campaign_id))).toBe(true);
      // The campaigns that ran to their end date sent every text.
      expect(ledger.filter((row) => !shortIds.has(row.campaign_id)).every((row) => row.status === 'sent')).toBe(true);
    },
  );

  // The state comes from the number's area code here (no ZIP): 305 is Miami, 405 Oklahoma City. Each case texts
  // numbers of its own, so the two cases do not count each other's texts.
  it.each([
    {
      state: 'FL',
      phone: '+13055550400',
      california: '+19165550400',
      place: 'Miami',
      dueAt: '2099-03-04T13:00:00.000Z',
    },
    {
      state: 'OK',
      phone: '+14055550400',
      california: '+19165550401',
      place: 'Oklahoma City',
      dueAt: '2099-03-04T14:00:00.000Z',
    },
  ])(
    "applies the recipient state's stricter rule: 3 in 24 hours in $state when the organization allows 5",
    async ({ state, phone, california, place, dueAt }) => {
      await setLimits({ per24Hours: 5, per7Days: 10 });
      expect(stateFrequencyRules[state]!.per24Hours).toBe(3);
      expect(recipientLocation({ phone })?.state).toBe(state);
      const ids: string[] = [];
      for (let i = 0; i < 4; i++) {
        ids.push(await maker.paidCampaign(leads([`F,L,${phone},`, `C,A,${california},`]), { name: `${state} ${i}` }));
      }
      const clock = { now: at('2099-03-02T18:00:00Z') };
      const { carrier, takenAt } = recordingCarrier(clock);
      await dispatchTick(depsAt(clock, carrier));
      expect(takenAt.get(california)).toHaveLength(4);
      expect(takenAt.get(phone)).toHaveLength(3);
      // The fourth waits: pending (not skipped), due when the 24 hours and the allowed hours let it go.
      const waiting = (await Promise.all(ids.map(sendsOf))).flat().filter((row) => row.status !== 'sent');
      expect(waiting).toEqual([expect.objectContaining({ phone, status: 'pending', skip_reason: null })]);
      // Wednesday, the next sending day after the 24 hours, at 8:00 in the recipient's city.
      expect(new Date(waiting[0]!.due_at!).toISOString(), place).toBe(dueAt);
    },
  );
});
