import { toAddressKey, type HomeReport, type Lead } from '@roost/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignMaker, leads, servicesOf } from '../../../test/campaign-helpers';
import { identityEnv, post } from '../../../test/identity-helpers';
import { createTestApp, queryRows, type TestApp } from '../../../test/test-database';
import { ratesToday } from '../home';
import { homeReportsViewed } from '../links';
import { dispatchDepsOf, dispatchTick } from '../messaging/testing';
import { organizationFactory } from '../organizations/testing';

/**
 * A campaign contact's own page (/home-report/{link id}): a campaign without its own page sends each contact there;
 * the link id alone opens their home's figures, their loan officer and partner, and one review request.
 */
let t: TestApp;
let maker: Awaited<ReturnType<typeof campaignMaker>>;
let campaignId: string;
const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const today = ratesToday();
const [rateOwner, uploadOwner, otherZip, replayed, concurrent] = [
  '+19165550701',
  '+19165550702',
  '+19165550703',
  '+19165550704',
  '+19165550705',
];

async function sql<Row extends Record<string, unknown> = Record<string, unknown>>(
  text: string,
  values: unknown[] = [],
) {
  return queryRows<Row>(t.runtime.database, text, values);
}

const linkOf = async (phone: string) => {
  const [row] = await sql<{ id: string }>(
    `select l.id from short_links l join campaign_contacts c on c.id = l.contact_id where c.phone_number = $1`,
    [phone],
  );
  return row!.id;
};
const read = (id: string, options: { method?: 'GET' | 'HEAD'; agent?: string } = {}) =>
  t.app.inject({
    method: options.method ?? 'GET',
    url: `/api/site/home-report/${id}`,
    headers: { 'user-agent': options.agent ?? BROWSER },
  });
const firstViewed = async (id: string) =>
  (await sql<{ at: Date | null }>('select first_viewed_at as at from short_links where id = $1', [id]))[0]?.at ?? null;
const reviewLeads = (id: string) =>
  sql<{ id: string; owner_user_id: string; campaign_id: string; type: string; name: string; phone: string }>(
    'select id, owner_user_id, campaign_id, type, name, phone from leads where ref = $1',
    [id],
  );

/** A contact's address, in Redding (96001) unless told otherwise. */
async function placeContact(phone: string, street: string, figures: Record<string, unknown> = {}, zip = '96001') {
  const columns = { address: street, city: 'Redding', state: 'CA', zip, ...figures };
  await sql(
    `update campaign_contacts set ${Object.keys(columns)
      .map((column, index) => `${column} = $${index + 2}`)
      .join(', ')} where phone_number = $1`,
    [phone, ...Object.values(columns)],
  );
}

async function recordAt(street: string, figures: Record<string, unknown>) {
  const columns = Object.keys(figures);
  await sql(
    `insert into address_records (id, address, state_code, source, ${columns.join(', ')})
     values ($1, $2, 'CA', 'rentcast', ${columns.map((_, index) => `$${index + 3}`).join(', ')})`,
    [toAddressKey({ street, city: 'Redding', state: 'CA' }), `${street}, Redding, CA 96001`, ...Object.values(figures)],
  );
}

beforeAll(async () => {
  t = await createTestApp(identityEnv, { seed: true });
  maker = await campaignMaker(t);
  // The loan officer as their organization lists them, and a realtor partner of theirs who serves 96001.
  await sql(
    `update team_users set name = 'Terry Texter', phone = '+19165550190', meta = 'NMLS 1049321' where id = $1`,
    [maker.officer.teamUserId],
  );
  const officerSession = {
    id: maker.officer.id,
    email: maker.officer.email,
    name: 'Terry Texter',
    status: 'active',
    roles: ['user', 'campaigns'],
  };
  await organizationFactory(t.runtime).partner(officerSession, maker.officer.teamUserId, {
    role: 'realtor',
    name: 'Rita Realtor',
    phone: '9165550191',
    meta: '96001, 96003',
  });
  await sql(
    `insert into rate_sheets (effective_date, rate30, rate15, rate_arm, entered_by)
             values ($1, 6.25, 5.5, 6.5, 'admin@example.com') on conflict do nothing`,
    [today],
  );
  campaignId = await maker.paidCampaign(
    leads([
      'Rae,Owner,(916) 555-0701,96001',
      'Uma,Upload,(916) 555-0702,96001',
      'Otto,Elsewhere,(916) 555-0703,96002',
      'Pat,Replay,(916) 555-0704,96001',
      'Cam,Twice,(916) 555-0705,96001',
    ]),
  );
  await dispatchTick(dispatchDepsOf(servicesOf(t), () => new Date('2099-03-02T17:00:00Z')));

  // $400,000 at 7.5% for 30 years, closed today (a full term left), on a home bought for $500,000 now worth $600,000.
  await recordAt('101 Rate St', {
    loan_amount: 400_000,
    loan_rate_percent: 7.5,
    loan_term_months: 360,
    loan_type: 'Conventional',
    loan_date: today,
    loan_balance: 400_000,
    sale_price: 500_000,
    estimate: 600_000,
  });
  await placeContact(rateOwner, '101 Rate St', { email: 'rae@example.com' });
  // A record that knows the house but not its value or loan: the upload's figures fill it.
  await recordAt('202 Upload Ave', { beds: 3 });
  await placeContact(uploadOwner, '202 Upload Ave', {
    home_value_cents: 50_000_000,
    loan_amount_cents: 30_000_000,
    loan_type: 'Conventional',
  });
  await placeContact(otherZip, '303 Far Rd', {}, '96002');
  await placeContact(replayed, '404 Again Ct');
  await placeContact(concurrent, '505 Twice Way');
});
afterAll(() => t.close());

describe('a campaign link opens the contact’s own page', () => {
  it('sends a person from the short link to their own page with ref; a preview, a bot or a HEAD to the site', async () => {
    const id = await linkOf(rateOwner);
    const opened = await t.app.inject({ url: `/l/${id}`, headers: { 'user-agent': BROWSER } });
    expect(opened.statusCode).toBe(302);
    expect(new URL(opened.headers.location!).pathname).toBe(`/home-report/${id}`);
    expect(new URL(opened.headers.location!).searchParams.get('ref')).toBe(id);
    for (const request of [
      { method: 'GET' as const, headers: { 'user-agent': 'facebookexternalhit/1.1' } },
      { method: 'HEAD' as const, headers: { 'user-agent': BROWSER } },
    ]) {
      const preview = await t.app.inject({ ...request, url: `/l/${id}` });
      expect(preview.statusCode).toBe(302);
      expect(preview.headers.location).toBe(t.config.company.marketingSiteUrl);
      expect(preview.headers['set-cookie']).toBeUndefined();
    }
  });

  it('shows the home’s figures worked out from the record, today’s rate, the loan officer and the partner', async () => {
    const id = await linkOf(rateOwner);
    const response = await read(id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const report = response.json<HomeReport>();
    expect(report).toEqual({
      linkId: id,
      firstName: 'Rae',
      address: '101 Rate St, Redding, CA 96001',
      // Value $600,000 less $400,000 owed; 80% of the value ($480,000) less the balance is the cash available.
      figures: { value: 600_000, balance: 400_000, equity: 200_000, cashAvailable: 80_000, loanToValuePercent: 67 },
      // Bought at 80% of the price: no mortgage insurance.
      mortgageInsurance: { outlook: 'none', monthly: null, toThreshold: null, since: null },
      // $400,000 over 360 months: at 7.5% $2,796.86 a month, at 6.25% $2,462.87; whole dollars $2,797 and $2,463.
      refinance: {
        ratePercent: 7.5,
        rateEstimated: false,
        todayRatePercent: 6.25,
        todayRateProduct: '30-year',
        todayRateDate: today,
        currentPayment: 2797,
        newPayment: 2463,
        monthlySaving: 334,
      },
      todayRate: { ratePercent: 6.25, date: today },
      loanOfficer: {
        name: 'Terry Texter',
        photoUrl: null,
        initials: 'TT',
        nmlsId: '1049321',
        phone: '+19165550190',
      },
      partner: { name: 'Rita Realtor', company: null, phone: expect.stringContaining('5550191') },
      prefill: {
        name: 'Rae Owner',
        phone: rateOwner,
        email: 'rae@example.com',
        address: '101 Rate St, Redding, CA 96001',
      },
      reviewRequested: false,
    });
  });

  it('fills what the property record lacks from the upload', async () => {
    const report = (await read(await linkOf(uploadOwner))).json<HomeReport>();
    // The upload: worth $500,000, $300,000 borrowed with no date (owed as borrowed); 80% is $400,000.
    expect(report.figures).toEqual({
      value: 500_000,
      balance: 300_000,
      equity: 200_000,
      cashAvailable: 100_000,
      loanToValuePercent: 60,
    });
    // No rate and no date: no refinance line, and nothing says whether the loan carries insurance.
    expect(report.refinance).toBeNull();
    expect(report.mortgageInsurance.outlook).toBe('unknown');
  });

  it('shows the partner only when their ZIP list covers the address', async () => {
    const report = (await read(await linkOf(otherZip))).json<HomeReport>();
    expect(report.address).toBe('303 Far Rd, Redding, CA 96002');
    expect(report.partner).toBeNull();
    expect(report.figures).toEqual({
      value: null,
      balance: null,
      equity: null,
      cashAvailable: null,
      loanToValuePercent: null,
    });
  });

  it('records the first reading by a person, once, and counts it for the campaign', async () => {
    const id = await linkOf(uploadOwner);
    const first = await firstViewed(id);
    expect(first).not.toBeNull();
    await read(id);
    expect(await firstViewed(id)).toEqual(first);
    expect(await homeReportsViewed(t.runtime.database.db, campaignId)).toBeGreaterThanOrEqual(2);
  });

  it('answers 404 with nothing personal for a bot, a HEAD, an unknown, mistyped or expired link, or another page', async () => {
    const id = await linkOf(replayed);
    const notFound = { code: 'LINK_NOT_FOUND', errorMessage: 'This link has expired or is not valid' };
    const bot = await read(id, { agent: 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)' });
    expect([bot.statusCode, bot.json()]).toEqual([404, notFound]);
    expect(bot.headers['cache-control']).toBe('no-store');
    const head = await read(id, { method: 'HEAD' });
    expect([head.statusCode, head.body]).toEqual([404, '']);
    for (const unknown of ['AAAAAAAAAAAA', 'not-a-link!', 'x'.repeat(64)]) {
      const response = await read(unknown);
      expect([response.statusCode, response.json()]).toEqual([404, notFound]);
    }
    expect(await firstViewed(id)).toBeNull();

    const [{ end: endDate }] = (await sql<{ end: string }>(
      "select to_char(end_date, 'YYYY-MM-DD') as end from campaigns where id = $1",
      [campaignId],
    )) as [{ end: string }];
    const [{ redirect }] = (await sql<{ redirect: string }>('select redirect from short_links where id = $1', [
      id,
    ])) as [{ redirect: string }];
    // A link made to a campaign's own page, or before own pages (the site's home), opens no page here. (A link's
    // destination never changes once made: each is tried before this link is first read as a page of its own.)
    for (const elsewhere of ['https://lender.example/refi', 'http://localhost:3000/']) {
      await sql('update short_links set redirect = $2 where id = $1', [id, elsewhere]);
      const response = await read(id);
      expect([response.statusCode, response.json()]).toEqual([404, notFound]);
    }
    await sql('update short_links set redirect = $2 where id = $1', [id, redirect]);
    try {
      await sql('update campaigns set end_date = $2 where id = $1', [campaignId, '2020-01-01']);
      const expired = await read(id);
      expect([expired.statusCode, expired.json()]).toEqual([404, notFound]);
      const review = await post(t, `/api/site/home-report/${id}/review`, {});
      expect([review.statusCode, review.json()]).toEqual([404, notFound]);
    } finally {
      await sql('update campaigns set end_date = $2 where id = $1', [campaignId, endDate]);
    }
    expect(await firstViewed(id)).toBeNull();
    expect(await reviewLeads(id)).toEqual([]);
  });

  it('makes one lead of a review, for the campaign’s loan officer, and answers the same lead when asked again', async () => {
    const id = await linkOf(replayed);
    const first = await post(t, `/api/site/home-report/${id}/review`, {});
    expect(first.statusCode, first.body).toBe(201);
    const lead = first.json<Lead>();
    expect(lead).toMatchObject({
      type: 'homeReview',
      name: 'Pat Replay',
      phone: replayed,
      address: '404 Again Ct, Redding, CA 96001',
    });
    expect(lead.message).toContain('campaign "Spring refinance"');
    const again = await post(t, `/api/site/home-report/${id}/review`, {});
    expect([again.statusCode, again.json<Lead>().id]).toEqual([200, lead.id]);
    expect(await reviewLeads(id)).toEqual([
      expect.objectContaining({ id: lead.id, owner_user_id: maker.officer.id, campaign_id: campaignId }),
    ]);
    expect((await read(id)).json<HomeReport>().reviewRequested).toBe(true);
  });

  it('makes one lead of two reviews sent at once', async () => {
    const id = await linkOf(concurrent);
    const replies = await Promise.all([1, 2].map(() => post(t, `/api/site/home-report/${id}/review`, {})));
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 201]);
    expect(new Set(replies.map((reply) => reply.json<Lead>().id)).size).toBe(1);
    expect(await reviewLeads(id)).toHaveLength(1);
  });

  it('refuses a review body with fields', async () => {
    const response = await post(t, `/api/site/home-report/${await linkOf(concurrent)}/review`, { phone: '1' });
    expect(response.statusCode).toBe(400);
  });
});
