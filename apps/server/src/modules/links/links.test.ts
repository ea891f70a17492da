import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, identityEnv } from '../../../test/identity-helpers';
import { createTestApp, queryRows, type TestApp } from '../../../test/test-database';
import { dispatchDepsOf, dispatchTick } from '../messaging/testing';
import { campaignMaker, leads, servicesOf } from '../../../test/campaign-helpers';
import { withRef } from './service/links';

/**
 * Short links (spec: /l/:id): each contact's text carries its own link on our domain; a person opening it
 * is forwarded with ref=<id> and counts once as a click-through; previews and bots are recorded apart.
 */
let t: TestApp;
let maker: Awaited<ReturnType<typeof campaignMaker>>;
let campaignId: string;
const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

const linkOf = async (phone: string) => {
  const [text] = await queryRows<{ body: string }>(
    t.runtime.database,
    "select body from sandbox_texts where to_number = $1 and direction = 'outbound'",
    [phone],
  );
  return /http:\/\/localhost:\d+\/l\/([0-9A-Za-z]{12})/.exec(text!.body)?.[1];
};
const open = (id: string, options: { method?: 'GET' | 'HEAD'; agent?: string } = {}) =>
  t.app.inject({
    method: options.method ?? 'GET',
    url: `/l/${id}`,
    headers: { 'user-agent': options.agent ?? BROWSER },
  });
const clicks = (id: string) =>
  queryRows<{ human: boolean }>(
    t.runtime.database,
    'select human from link_clicks where link_id = $1 order by created_date',
    [id],
  );
const statusOf = async (phone: string) =>
  (
    await queryRows<{ status: string }>(
      t.runtime.database,
      'select status from campaign_contacts where phone_number = $1',
      [phone],
    )
  )[0]!.status;
const campaign = async () =>
  (await get(t, `/api/site/campaign/${campaignId}`, maker.officer.cookie)).json<{ totalClicks: number }>();
/** Clicks are written just after the answer. */
const settled = (check: () => Promise<unknown>, expected: unknown) =>
  expect.poll(check, { timeout: 2_000 }).toEqual(expected);

beforeAll(async () => {
  t = await createTestApp(identityEnv, { seed: true });
  maker = await campaignMaker(t);
  campaignId = await maker.paidCampaign(
    leads(['Ana,Link,(916) 555-0601,95661', 'Ben,Link,(916) 555-0602,95661', 'Cy,Link,(916) 555-0603,95661']),
  );
  await queryRows(
    t.runtime.database,
    "update campaigns set redirect_url = 'https://lender.example/refi?src=sms' where id = $1",
    [campaignId],
  );
  await dispatchTick(dispatchDepsOf(servicesOf(t), () => new Date('2099-03-02T17:00:00Z')));
});
afterAll(() => t.close());

describe('short links', () => {
  it('puts a link of its own on our domain in each text', async () => {
    const ids = await Promise.all(['+19165550601', '+19165550602', '+19165550603'].map(linkOf));
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(3);
  });

  it("forwards a person to the campaign's page with ref, makes the contact ClickThrough and counts them once", async () => {
    const id = (await linkOf('+19165550601'))!;
    const first = await open(id);
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe(`https://lender.example/refi?src=sms&ref=${id}`);
    await settled(async () => (await clicks(id)).length, 1);
    await open(id);
    await settled(async () => (await clicks(id)).map((click) => click.human), [true, true]);
    expect(await statusOf('+19165550601')).toBe('ClickThrough');
    expect(await campaign()).toMatchObject({ totalClicks: 1 });
  });

  it('records link previews, bots and HEAD requests apart: they change no status and count nowhere', async () => {
    const id = (await linkOf('+19165550602'))!;
    expect((await open(id, { agent: 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)' })).statusCode).toBe(
      302,
    );
    expect((await open(id, { agent: 'facebookexternalhit/1.1' })).statusCode).toBe(302);
    expect((await open(id, { method: 'HEAD' })).statusCode).toBe(302);
    await settled(async () => (await clicks(id)).map((click) => click.human), [false, false, false]);
    expect(await statusOf('+19165550602')).toBe('Sent');
    expect(await campaign()).toMatchObject({ totalClicks: 1 });
  });

  it('sends a link of a campaign that ended over 90 days ago to the marketing site: no click, no ref, no cookie', async () => {
    const id = (await linkOf('+19165550603'))!;
    const setEnd = (date: string) =>
      queryRows(t.runtime.database, 'update campaigns set end_date = $2 where id = $1', [campaignId, date]);
    const [{ end_date: endDate }] = (await queryRows<{ end_date: string }>(
      t.runtime.database,
      "select to_char(end_date, 'YYYY-MM-DD') as end_date from campaigns where id = $1",
      [campaignId],
    )) as [{ end_date: string }];
    await setEnd('2020-01-01');
    try {
      const expired = await open(id);
      expect(expired.statusCode).toBe(302);
      expect(expired.headers.location).toBe(t.config.company.marketingSiteUrl);
      expect(expired.headers['set-cookie']).toBeUndefined();
    } finally {
      await setEnd(endDate);
    }
    await new Promise((resolve) => setTimeout(resolve, 200)); // clicks are written just after the answer
    expect(await clicks(id)).toEqual([]);
    expect(await statusOf('+19165550603')).toBe('Sent');
    const open90Days = await open(id);
    expect(open90Days.headers.location).toContain(`ref=${id}`);
  });

  it('sends an unknown, mistyped or overlong link to the marketing site', async () => {
    for (const id of ['AAAAAAAAAA', 'not-a-link', 'x'.repeat(64)]) {
      const response = await open(id);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(t.config.company.marketingSiteUrl);
    }
  });

  it("answers the spec's lookup with the link's campaign, contact and redirect", async () => {
    const id = (await linkOf('+19165550603'))!;
    const response = await t.app.inject({ method: 'GET', url: `/api/notifications/shortlink/${id}` });
    expect(response.json()).toMatchObject({
      type: 'campaign',
      typeId: campaignId,
      redirect: 'https://lender.example/refi?src=sms',
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications/shortlink/AAAAAAAAAA' })).statusCode).toBe(
      404,
    );
  });

  it("sends the second client's campaigns with links on the partner's domain", async () => {
    const id = await maker.paidCampaign(leads(['Dee,Partner,(916) 555-0604,95661']));
    await queryRows(t.runtime.database, "update campaigns set client = 'partner' where id = $1", [id]);
    const deps = dispatchDepsOf(servicesOf(t), () => new Date('2099-03-02T17:00:00Z'));
    await dispatchTick({ ...deps, links: { ...deps.links, partnerBaseUrl: 'https://go.partner.example' } });
    const [text] = await queryRows<{ body: string }>(
      t.runtime.database,
      "select body from sandbox_texts where to_number = '+19165550604'",
    );
    expect(text!.body).toMatch(/https:\/\/go\.partner\.example\/l\/[0-9A-Za-z]{12}/);
  });

  it('appends ref with ? or & as the address needs', () => {
    expect(withRef('https://a.example/', 'X1')).toBe('https://a.example/?ref=X1');
    expect(withRef('https://a.example/p?q=1#top', 'X1')).toBe('https://a.example/p?q=1&ref=X1#top');
  });
});
