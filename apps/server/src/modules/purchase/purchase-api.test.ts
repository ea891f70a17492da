import { monthlyPaymentForPrice, optionsReplySchema, homesReplySchema, type OptionsReply } from '@roost/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signWebhookBody } from '../webhooks/testing';
import { businessDay, optionsCacheKey } from './testing';
import { identityEnv, post, signedInAs } from '../../../test/identity-helpers';
import { createTestApp, queryRows, waitFor, type TestApp } from '../../../test/test-database';
import { startWebhookReceiver, type WebhookReceiver } from '../../../test/webhook-receiver';

const SECRET = 'partner-shared-secret-for-tests';
let subject: TestApp;
let receiver: WebhookReceiver;
let subjectEnv: Record<string, string>;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  subjectEnv = {
    ...identityEnv,
    LEAD_WEBHOOK_SECRET: SECRET,
    AUTOMATION_WEBHOOK_URL: receiver.url('/automation'),
    LEAD_RETRY_DELAY_SECONDS: '1',
  };
  subject = await createTestApp(subjectEnv, { startWorkers: true });
});
afterAll(async () => {
  await subject?.close();
  await receiver?.close();
});

const get = (url: string, app = subject) => app.app.inject({ method: 'GET', url });

/** A second server on the same database, as another process (or this one restarted) would be. */
const anotherProcess = () => createTestApp(subjectEnv, { database: subject.database });

async function options(payment: number, county = 'Placer', app = subject): Promise<OptionsReply> {
  const response = await get(`/api/home/homes/options?payment=${payment}&county=${encodeURIComponent(county)}`, app);
  expect(response.statusCode).toBe(200);
  return optionsReplySchema.parse(response.json());
}

describe('GET {home}/homes/options', () => {
  it("answers the day's options for a payment, numbered, with the homes each can buy", async () => {
    const reply = await options(3500);
    expect(reply.id).toBe(`${businessDay(new Date())}-options-3500`);
    expect(reply.county).toBe('Placer');
    expect(reply.options.map((option) => option.optionId)).toEqual(reply.options.map((_, index) => index + 1));
    expect(reply.options.some((option) => option.optionType === 2)).toBe(true);
    for (const option of reply.options) {
      const homes = await get(`/api/home/homes?payment=3500&option=${option.optionId}&county=Placer&count=1`);
      expect(homesReplySchema.parse(homes.json()).total).toBe(option.homeCount);
    }
  });

  it('keeps the first answer of the day under the spec key and serves it from there', async () => {
    const first = await options(4200);
    await queryRows(
      subject.database,
      `update purchase_options_cache set data = jsonb_set(data, '{rateDate}', '"cached"') where id = $1`,
      [first.id],
    );
    // This process caches its first answer; another one started later on the same database serves the stored one.
    expect(await options(4200)).toEqual(first);
    const later = await anotherProcess();
    try {
      expect((await options(4200, 'Placer', later)).rateDate).toBe('cached');
    } finally {
      await later.close();
    }
    const rows = await queryRows<{ id: string }>(
      subject.database,
      `select id from purchase_options_cache where id like $1`,
      [`%-options-4200%`],
    );
    expect(rows).toEqual([{ id: first.id }]);
  });

  it('never sends a stored answer that does not keep to the contract', async () => {
    const first = await options(4400);
    await queryRows(
      subject.database,
      `update purchase_options_cache set data = jsonb_set(data, '{options,0,maxPurchase}', '"a lot"') where id = $1`,
      [first.id],
    );
    const later = await anotherProcess();
    try {
      for (const url of ['/api/home/homes/options?payment=4400', '/api/home/homes?payment=4400&option=1&count=1']) {
        const response = await later.app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(500);
        expect(response.json()).toEqual({ code: 'INTERNAL_ERROR', errorMessage: expect.any(String) });
        expect(response.body).not.toContain('a lot');
      }
    } finally {
      await later.close();
    }
  });

  it('answers several first requests of the day for one payment alike, storing one answer', async () => {
    const replies = await Promise.all([4300, 4300, 4300, 4300].map((payment) => options(payment)));
    expect(new Set(replies.map((reply) => JSON.stringify(reply))).size).toBe(1);
    const rows = await queryRows(subject.database, `select id from purchase_options_cache where id = $1`, [
      replies[0]!.id,
    ]);
    expect(rows).toHaveLength(1);
  });

  it('keys another county apart, and names the day where the lender is', () => {
    expect(optionsCacheKey('2026-11-22', 3500, 'Placer')).toBe('2026-11-22-options-3500');
    expect(optionsCacheKey('2026-11-22', 3500, 'El Dorado')).toBe('2026-11-22-options-3500-El_Dorado');
    // 06:00 UTC on the 22nd is still the 21st in California.
    expect(businessDay(new Date('2026-11-22T06:00:00Z'))).toBe('2026-11-21');
  });

  it.each([
    ['0', 'Enter a monthly payment of at least $500'],
    ['-5', 'Enter a monthly payment of at least $500'],
    ['abc', 'Enter the monthly payment as a number of dollars'],
    ['1000000000', 'Enter a monthly payment of at most $100,000'],
    ['', 'Enter a monthly payment of at least $500'],
  ])('refuses payment=%s with a clear message', async (payment, message) => {
    const response = await get(`/api/home/homes/options?payment=${payment}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessage).toBe(message);
  });

  it('refuses a county it does not cover', async () => {
    const response = await get('/api/home/homes/options?payment=3500&county=Los%20Angeles');
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessage).toBe('Choose one of the counties we cover, like Placer or Sacramento.');
  });
});

describe('GET {home}/homes', () => {
  it("lists homes at or below the option's price, priciest first, with each one's payment under the option", async () => {
    const { options: all } = await options(3500);
    const option = all[0]!;
    const response = await get(`/api/home/homes?payment=3500&option=1&county=Placer&count=5`);
    expect(response.statusCode).toBe(200);
    const reply = homesReplySchema.parse(response.json());
    expect(reply.option).toEqual(option);
    expect(reply.counties[0]).toBe('Placer');
    expect(reply.homes.length).toBeGreaterThan(0);
    expect(reply.homes.length).toBeLessThanOrEqual(5);
    const prices = reply.homes.map((home) => home.listingPrice);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    for (const home of reply.homes) {
      expect(home.listingPrice).toBeLessThanOrEqual(option.maxPurchase);
      expect(home.county).toBe('Placer');
      expect(home.monthlyPayment).toBe(monthlyPaymentForPrice(option, home.listingPrice));
    }
    const next = homesReplySchema.parse((await get(`/api/home/homes?payment=3500&option=1&count=5&page=2`)).json());
    expect(next.homes.map((home) => home.id)).not.toContain(reply.homes[0]!.id);
    const cheapest = homesReplySchema.parse(
      (await get(`/api/home/homes?payment=3500&option=1&count=5&sort=price-asc`)).json(),
    );
    const ascending = cheapest.homes.map((home) => home.listingPrice);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  });

  it('answers each option, order and page with its own homes, asked again or in between', async () => {
    const { options: all } = await options(3500);
    const asked = all.flatMap((option) =>
      ['price-desc', 'price-asc'].flatMap((sort) =>
        [1, 2].map((page) => `payment=3500&option=${option.optionId}&count=4&sort=${sort}&page=${page}`),
      ),
    );
    const first = new Map<string, string>();
    for (const query of asked) first.set(query, (await get(`/api/home/homes?${query}`)).body);
    for (const query of [...asked].reverse()) {
      const body = (await get(`/api/home/homes?${query}`)).body;
      expect(body).toBe(first.get(query));
      const reply = homesReplySchema.parse(JSON.parse(body));
      const params = new URLSearchParams(query);
      expect(reply.option.optionId).toBe(Number(params.get('option')));
      expect(reply.page).toBe(Number(params.get('page')));
      for (const home of reply.homes) expect(home.listingPrice).toBeLessThanOrEqual(reply.option.maxPurchase);
    }
  });

  it.each([
    [
      'payment=3500&option=99',
      404,
      'That purchase option does not exist for this payment. Please choose one of the options.',
    ],
    ['payment=3500&option=0', 400, 'Choose one of the purchase options'],
    ['payment=3500&option=x', 400, 'Option must be a number'],
    ['payment=3500&option=1&county=Nowhere', 400, 'Choose one of the counties we cover, like Placer or Sacramento.'],
    ['payment=3500&option=1&sort=cheap', 400, 'Sort must be one of: price-asc, price-desc, newest, sqft-desc'],
    ['payment=-1&option=1', 400, 'Enter a monthly payment of at least $500'],
    ['payment=3500&option=1&page=0', 400, 'Page must be a whole number from 1 to 10,000'],
    ['payment=3500&option=1&page=two', 400, 'Page must be a whole number from 1 to 10,000'],
    ['payment=3500&option=1&count=999', 400, 'Count must be a whole number from 0 to 100'],
    ['payment=3500&option=1&count=2.5', 400, 'Count must be a whole number from 0 to 100'],
  ])('%s answers %i with a clear message', async (query, status, message) => {
    const response = await get(`/api/home/homes?${query}`);
    expect(response.statusCode).toBe(status);
    expect(response.json().errorMessage).toBe(message);
  });
});

describe('POST {home}/homes/{listingId}/actions', () => {
  async function aListing() {
    const reply = homesReplySchema.parse((await get('/api/home/homes?payment=3500&option=1&count=1')).json());
    return reply.homes[0]!;
  }

  it('hands a viewing request to the automation webhook with the spec query fields, signed', async () => {
    const listing = await aListing();
    const response = await subject.app.inject({
      method: 'POST',
      url: `/api/home/homes/${listing.id}/actions`,
      payload: { action: 'scheduleViewing', name: 'Bea Buyer', email: 'bea@example.com', phone: '(916) 555-0199' },
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({ status: 'queued' });
    const call = await waitFor(async () =>
      receiver.requests.find((request) => request.path.includes('bea%40example.com')),
    );
    expect(call.method).toBe('GET');
    const url = new URL(call.path, 'http://receiver');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      action: 'scheduleViewing',
      listingAgent: `${listing.listAgentFirstName} ${listing.listAgentLastName}`,
      address: `${listing.streetNumber} ${listing.streetName}, ${listing.city}, CA`,
      zip: listing.zipCode,
      name: 'Bea Buyer',
      phone: '+19165550199',
      email: 'bea@example.com',
      listingId: listing.id,
    });
    const signature = String(call.headers['x-roost-signature']);
    const timestamp = Number(/t=(\d+)/.exec(signature)![1]);
    expect(signature).toBe(signWebhookBody(SECRET, timestamp, url.search.slice(1)));
    const [row] = await waitFor(async () => {
      const rows = await queryRows<{ id: string; status: string; attempts: number }>(
        subject.database,
        `select id, status, attempts from webhook_deliveries where kind = 'listing-request' and subject_id = $1`,
        [response.json().id],
      );
      return rows[0]?.status === 'delivered' ? rows : undefined;
    });
    expect(row).toMatchObject({ status: 'delivered', attempts: 1 });
    expect(call.headers['x-roost-delivery']).toBe(row!.id);
    expect(call.headers['x-roost-event']).toBe('listing.request');
    const devPage = await get('/dev/deliveries');
    expect(devPage.body).toContain('Bea Buyer &lt;bea@example.com&gt;');
    expect(devPage.body).toContain('delivered');
  });

  it('asks a visitor to sign in for down payment help, and refuses unknown listings and bad bodies', async () => {
    const listing = await aListing();
    const help = await subject.app.inject({
      method: 'POST',
      url: `/api/home/homes/${listing.id}/actions`,
      payload: { action: 'downPaymentAssistant', name: 'Vi Visitor', email: 'vi@example.com' },
    });
    expect(help.statusCode).toBe(401);
    expect(help.json().errorMessage).toBe('Please sign in to ask for down payment help.');
    const unknown = await subject.app.inject({
      method: 'POST',
      url: '/api/home/homes/no-such-listing/actions',
      payload: { action: 'all', name: 'Vi Visitor', email: 'vi@example.com' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorMessage).toBe('That home is no longer listed. Please choose another.');
    const bad = await subject.app.inject({
      method: 'POST',
      url: `/api/home/homes/${listing.id}/actions`,
      payload: { action: 'buyNow', name: '', email: 'nope' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(expect.arrayContaining(['action', 'name', 'email']));
  });

  it('a signed-in person gets down payment help, recorded as theirs; their cookie from another site is refused', async () => {
    const listing = await aListing();
    const person = await signedInAs(subject);
    const body = { action: 'downPaymentAssistant', name: 'Sam Signed', email: person.email };
    const help = await post(subject, `/api/home/homes/${listing.id}/actions`, body, person.cookie);
    expect(help.statusCode).toBe(202);
    const rows = await queryRows<{ user_id: string; action: string }>(
      subject.database,
      `select user_id, action from listing_requests where id = $1`,
      [help.json().id],
    );
    expect(rows).toEqual([{ user_id: person.id, action: 'downPaymentAssistant' }]);
    const foreign = await post(subject, `/api/home/homes/${listing.id}/actions`, body, person.cookie, {
      origin: 'https://evil.example',
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('without an automation webhook configured keeps the request and says it was not handed on', async () => {
    const plain = await createTestApp({}, { database: subject.database });
    try {
      const listing = await aListing();
      const response = await plain.app.inject({
        method: 'POST',
        url: `/api/home/homes/${listing.id}/actions`,
        payload: { action: 'talkToLoanOfficer', name: 'Lou Local', email: 'lou@example.com' },
      });
      expect(response.statusCode).toBe(202);
      const rows = await queryRows<{ name: string }>(
        subject.database,
        `select name from listing_requests where id = $1`,
        [response.json().id],
      );
      expect(rows).toEqual([{ name: 'Lou Local' }]);
      const deliveries = await queryRows(
        subject.database,
        `select id from webhook_deliveries where kind = 'listing-request' and subject_id = $1`,
        [response.json().id],
      );
      expect(deliveries).toEqual([]);
    } finally {
      await plain.close();
    }
  });
});
