import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityEnv } from '../../../test/identity-helpers';
import { createTestApp, queryRows, type TestApp } from '../../../test/test-database';
import { dispatchDepsOf, dispatchTick } from './testing';
import { withLinks } from './phone-page';
import { campaignMaker, leads, servicesOf } from '../../../test/campaign-helpers';

/** The virtual phone at /dev/phone: what each number received, and replying as that number. */
let t: TestApp;
const now = () => new Date('2099-03-02T17:00:00Z');

beforeAll(async () => {
  t = await createTestApp(identityEnv, { seed: true });
  const maker = await campaignMaker(t);
  await maker.paidCampaign(leads(['Ana,Phone,(916) 555-0401,95661', 'Ben,Phone,(916) 555-0402,95661']));
  await dispatchTick(dispatchDepsOf(servicesOf(t), now));
});
afterAll(() => t.close());

const page = async () => (await t.app.inject({ method: 'GET', url: '/dev/phone' })).body;
const replyAs = (from: string, body: string) =>
  t.app.inject({
    method: 'POST',
    url: '/dev/phone/reply',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ from, body }).toString(),
  });

describe('virtual phone', () => {
  it('shows each texted number with the text it received and a labelled reply box', async () => {
    const html = await page();
    expect(html).toContain('<h2 id="phone-19165550401">+19165550401</h2>');
    expect(html).toContain('<h2 id="phone-19165550402">+19165550402</h2>');
    expect(html).toMatch(/Hi Ana,/);
    expect(html).toContain('<label for="phone-19165550401-body">Reply as +19165550401</label>');
    // The short link is tappable, as a phone's messages app shows it.
    expect(html).toMatch(/<a href="(http:\/\/localhost:\d+\/l\/[0-9A-Za-z]{12})">\1<\/a>/);
  });

  it("keeps the page's origin on its own form posts (the site's no-referrer would send Origin: null)", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dev/phone' });
    expect(response.headers['referrer-policy']).toBe('same-origin');
  });

  it('makes only web addresses into links, escaping everything around and inside them', () => {
    expect(withLinks('See https://a.example/x?y=1&z=<b> now')).toBe(
      'See <a href="https://a.example/x?y=1&amp;z=">https://a.example/x?y=1&amp;z=</a>&lt;b&gt; now',
    );
    expect(withLinks('javascript:alert(1) <i>')).toBe('javascript:alert(1) &lt;i&gt;');
  });

  it('replies as the contact: STOP opts the number out and the confirmation arrives on the phone', async () => {
    const response = await replyAs('+19165550402', 'STOP');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/dev/phone#phone-19165550402');
    expect(await page()).toContain('You are unsubscribed from Roost Home Finance messages.');
    const [contact] = await queryRows<{ status: string }>(
      t.runtime.database,
      "select status from campaign_contacts where phone_number = '+19165550402'",
    );
    expect(contact).toEqual({ status: 'OptOut' });
  });

  it('escapes what a reply says, and refuses a bad number or an empty reply with a message', async () => {
    await replyAs('+19165550401', '<script>alert(1)</script> call me');
    const html = await page();
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; call me');
    expect(html).not.toContain('<script>alert(1)</script>');

    const bad = await replyAs('916-555-0401', 'hi');
    expect(bad.statusCode).toBe(303);
    expect(bad.headers.location).toBe(
      `/dev/phone?error=${encodeURIComponent('The number must be in E.164, like +19165550123')}`,
    );
    const empty = await replyAs('+19165550401', '   ');
    expect(decodeURIComponent(empty.headers.location as string)).toContain('Type a reply');
  });

  it('keeps form bodies to this page: the API still refuses form-encoded requests', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40b.c&password=x',
    });
    expect(response.statusCode).toBe(415);
  });
});
