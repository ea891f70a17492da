import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, queryRows, type TestApp } from '../../../test/test-database';
import { identityEnv } from '../../../test/identity-helpers';
import { campaignMaker, contactStatuses, leads, servicesOf } from '../../../test/campaign-helpers';
import { countersAndRecount } from '../../../test/campaign-recount';
import { SANDBOX_FROM, dispatchDepsOf, dispatchTick, inboundDepsOf, receiveText } from './testing';

/**
 * The campaign's stats are counters moved as events happen (a dashboard that counted rows on every read would slow down
 * as campaigns grow): after replies, repeated replies, clicks, opt-outs and contacts going quiet, each counter equals a
 * recount of the ledger, the contacts and the clicks. NonResponsive: texted 7 days ago (the default) with no reply or
 * click.
 */
let t: TestApp;
let campaignId: string;
const clock = { now: new Date('2099-03-02T17:00:00Z') }; // Monday, 9am Pacific
let sequence = 0;
const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

const tick = () => dispatchTick(dispatchDepsOf(servicesOf(t), () => clock.now));
const reply = (from: string, body: string) =>
  receiveText(
    inboundDepsOf(servicesOf(t), () => clock.now),
    { from, to: SANDBOX_FROM, body, messageId: `SMstats${(sequence += 1)}` },
  );
async function click(phone: string) {
  const [text] = await queryRows<{ body: string }>(
    t.runtime.database,
    "select body from sandbox_texts where to_number = $1 and direction = 'outbound' order by created_date limit 1",
    [phone],
  );
  const id = /\/l\/([0-9A-Za-z]{12})/.exec(text!.body)![1]!;
  const before = await clicksOf(id);
  await t.app.inject({ method: 'GET', url: `/l/${id}`, headers: { 'user-agent': BROWSER } });
  await expect.poll(() => clicksOf(id), { timeout: 2_000 }).toBe(before + 1);
}
const clicksOf = async (linkId: string) =>
  (await queryRows(t.runtime.database, 'select 1 from link_clicks where link_id = $1', [linkId])).length;
const phone = (n: number) => `+1916555${String(700 + n).padStart(4, '0')}`;
const status = async (n: number) => (await contactStatuses(t, phone(n)))[0];

beforeAll(async () => {
  t = await createTestApp(identityEnv, { seed: true });
  const maker = await campaignMaker(t);
  campaignId = await maker.paidCampaign(leads(Array.from({ length: 8 }, (_, n) => `Lee${n},Stats,${phone(n)},95661`)));
  await tick(); // starts the campaign
  await tick(); // texts all eight
});
afterAll(() => t.close());

describe('campaign stats', () => {
  it('counts every event once and matches a recount after replies, clicks, opt-outs and silence', async () => {
    await reply(phone(0), 'Yes, call me');
    await reply(phone(0), 'Tomorrow after 5 works'); // a second reply counts nothing new
    await click(phone(1));
    await click(phone(1)); // a repeat click by the same person counts once
    await click(phone(2));
    await reply(phone(2), 'What rate?'); // clicked, then replied: counted active, keeps ClickThrough
    await reply(phone(3), 'STOP');
    await reply(phone(3), 'Yes'); // an opted-out contact's reply is kept but never counts as active
    expect((await countersAndRecount(t, campaignId)).stored).toMatchObject({
      totalContacts: 8,
      totalSent: 8,
      totalActive: 2,
      totalClicks: 2,
      totalOptOuts: 1,
      totalNonResponsive: 0,
    });

    clock.now = new Date('2099-03-09T16:59:00Z'); // not yet 7 days after the 17:00 texts
    expect((await tick()).nonResponsive).toBe(0);
    clock.now = new Date('2099-03-09T17:01:00Z');
    expect((await tick()).nonResponsive).toBe(4); // contacts 4-7 never answered
    expect(await status(4)).toBe('NonResponsive');
    expect(await status(0)).toBe('Active');

    await reply(phone(4), 'Sorry, was away. Still interested');
    await click(phone(5));
    await reply(phone(6), 'STOP');
    expect([await status(4), await status(5), await status(6), await status(7)]).toEqual([
      'Active',
      'ClickThrough',
      'OptOut',
      'NonResponsive',
    ]);
    const { stored, recount } = await countersAndRecount(t, campaignId);
    expect(stored).toMatchObject({
      totalActive: 3,
      totalClicks: 3,
      totalOptOuts: 2,
      totalNonResponsive: 1,
    });
    expect(stored).toEqual(recount);
  });
});
