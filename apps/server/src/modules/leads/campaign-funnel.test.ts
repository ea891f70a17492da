import type { CampaignFunnel } from '@roost/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignMaker, leads, servicesOf, texter } from '../../../test/campaign-helpers';
import { get, identityEnv, post } from '../../../test/identity-helpers';
import { createTestApp, queryRows, type TestApp } from '../../../test/test-database';
import { dispatchDepsOf, dispatchTick } from '../messaging/testing';

/** A campaign's funnel counts people at each step, from the texts sent to the leads won, for those who see it. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(identityEnv, { seed: true });
});
afterAll(() => t.close());

const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const phones = ['+19165550801', '+19165550802', '+19165550803', '+19165550804'];

async function linkOf(phone: string) {
  const [row] = await queryRows<{ id: string }>(
    t.runtime.database,
    'select l.id from short_links l join campaign_contacts c on c.id = l.contact_id where c.phone_number = $1',
    [phone],
  );
  return row!.id;
}

const tap = (id: string, agent = BROWSER) => t.app.inject({ url: `/l/${id}`, headers: { 'user-agent': agent } });

describe('a campaign’s funnel', () => {
  it('counts who was texted, clicked, read their page, asked and was won; others may not read it', async () => {
    const maker = await campaignMaker(t);
    const campaignId = await maker.paidCampaign(
      leads([
        'Ann,Reader,(916) 555-0801,96001',
        'Bo,Preview,(916) 555-0802,96001',
        'Cy,Asker,(916) 555-0803,96001',
        'Di,Winner,(916) 555-0804,96001',
      ]),
    );
    await dispatchTick(dispatchDepsOf(servicesOf(t), () => new Date('2099-03-02T17:00:00Z')));
    const [reader, preview, asker, winner] = await Promise.all(phones.map(linkOf));

    // Ann taps twice and reads her page; Bo's link is only previewed by his messaging app; Cy taps and asks for a
    // review from his page; Di asks on the site after tapping, and the loan officer wins her.
    await tap(reader!);
    await tap(reader!);
    await t.app.inject({ url: `/api/site/home-report/${reader}`, headers: { 'user-agent': BROWSER } });
    await tap(preview!, 'facebookexternalhit/1.1');
    await tap(asker!);
    expect((await post(t, `/api/site/home-report/${asker}/review`, {})).statusCode).toBe(201);
    await tap(winner!);
    const lead = await post(t, '/api/site/lead', {
      type: 'contact',
      name: 'Di Winner',
      email: 'di.winner@example.com',
      message: 'Call me',
      ref: winner,
    });
    const won = await t.app.inject({
      method: 'PATCH',
      url: `/api/site/leads/${lead.json<{ id: string }>().id}`,
      headers: { cookie: maker.officer.cookie, origin: 'http://localhost:3000' },
      payload: { stage: 'won' },
    });
    expect(won.statusCode, won.body).toBe(200);

    const funnelOf = async (cookie?: string) => get(t, `/api/site/campaign/${campaignId}/funnel`, cookie);
    // Clicks are written just after the redirect answers, with the other clicks of the moment.
    let funnel: CampaignFunnel | undefined;
    for (let look = 0; look < 40 && funnel?.clicked !== 3; look += 1) {
      if (look > 0) await new Promise((resolve) => setTimeout(resolve, 50));
      funnel = (await funnelOf(maker.officer.cookie)).json<CampaignFunnel>();
    }
    const campaign = (await get(t, `/api/site/campaign/${campaignId}`, maker.officer.cookie)).json<{
      totalDelivered: number;
    }>();
    expect(funnel).toEqual({
      sent: 4,
      delivered: campaign.totalDelivered,
      clicked: 3,
      pageViewed: 1,
      asked: 2,
      won: 1,
    });

    expect((await funnelOf()).statusCode).toBe(401);
    const stranger = await texter(t);
    const refused = await funnelOf(stranger.cookie);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('Reader');
  });
});
