import type { PersonalDataExport } from '@roost/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignMaker, leads as leadFile, servicesOf, textsTo } from '../../../test/campaign-helpers';
import { get, identityEnv, origin, post, put, signIn, signedInAs, type Person } from '../../../test/identity-helpers';
import { countRows, createTestApp, queryRows, type TestApp } from '../../../test/test-database';
import { optOutNumber, suppressedPhones } from '../contacts';
import { dispatchDepsOf, dispatchTick } from '../messaging/testing';

/**
 * A person's own rights: they download everything held about them (and nothing of anyone else), and erase their
 * account with their password; every session ends, their data goes, their opt-out still holds through the
 * number's keyed hash, and an owner of running campaigns is refused with nothing changed.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(identityEnv, { seed: true });
});
afterAll(() => t.close());

const mortgage = (reportTitle: string) => ({
  reportTitle,
  address: '55 Ridge View Ct',
  city: 'El Dorado Hills',
  state: 'CA',
  zipCode: '95762',
  originalLoanBalance: 475_000,
  loanBalance: 440_000,
  interestRate: 6.5,
  mortgageInsurance: 120,
  escrow: 585,
});

const erase = (person: Person, password: string, cookie = person.cookie) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/user/user/${person.id}`,
    payload: { password },
    headers: { origin, cookie },
  });

/** A person with a phone, a mortgage, a dream-rate setting and a lead sent from the site. */
async function personWithData(label: string, phone: string) {
  const person = await signedInAs(t, ['user']);
  expect((await put(t, `/api/user/user/${person.id}`, { phone }, person.cookie)).statusCode).toBe(200);
  expect((await post(t, '/api/user/user/mortgage', mortgage(`${label} home`), person.cookie)).statusCode).toBe(201);
  expect(
    (await post(t, '/api/user/user/setting', { rate: 5.25, rateNotificationActive: true }, person.cookie)).statusCode,
  ).toBe(200);
  const lead = await post(t, '/api/site/lead', {
    type: 'contact',
    name: `${label} Person`,
    email: person.email,
    phone,
    message: `${label} would like a call`,
  });
  expect(lead.statusCode, lead.body).toBeLessThan(300);
  return person;
}

const download = (person: Person, cookie = person.cookie) => get(t, `/api/user/user/${person.id}/data`, cookie);

describe('downloading your data', () => {
  it("holds the person's account, roles, mortgages, settings, leads and sessions, and nothing of another person", async () => {
    const ana = await personWithData('Ana', '(916) 555-0701');
    const ben = await personWithData('Ben', '(916) 555-0702');

    const response = await download(ana);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/attachment/);
    const body = response.json<PersonalDataExport>();
    expect(body.data.user).toMatchObject({
      account: { id: ana.id, email: ana.email, phone: '+19165550701' },
      roles: ['user'],
      mortgages: [{ reportTitle: 'Ana home', loanBalance: 440_000 }],
      settings: { rate: 5.25, rateNotificationActive: true },
    });
    expect((body.data.user!.sessions as unknown[]).length).toBeGreaterThan(0);
    expect(body.data.leads).toMatchObject({ leadsSent: [{ type: 'contact', message: 'Ana would like a call' }] });
    expect(body.data.campaigns).toMatchObject({ campaignsOwned: [] });

    // Nothing of Ben, and no secret of Ana's: no password hash, no session token.
    expect(response.body).not.toContain(ben.email);
    expect(response.body).not.toContain('Ben home');
    expect(response.body).not.toContain('555-0702');
    expect(response.body).not.toMatch(/"(password|token|accessToken|refreshToken)"/);
    const [session] = await queryRows<{ token: string }>(
      t.runtime.database,
      'select token from sessions where user_id = $1',
      [ana.id],
    );
    expect(response.body).not.toContain(session!.token);
  });

  it("refuses another person's download (403) and a signed-out one (401)", async () => {
    const ana = await signedInAs(t, ['user']);
    const ben = await signedInAs(t, ['user']);
    expect((await download(ana, ben.cookie)).statusCode).toBe(403);
    expect((await get(t, `/api/user/user/${ana.id}/data`)).statusCode).toBe(401);
  });
});

describe('deleting your account', () => {
  it('refuses a wrong or missing password (400 naming the field) and changes nothing', async () => {
    const ana = await personWithData('Cai', '(916) 555-0703');
    const wrong = await erase(ana, 'not-the-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_INPUT', fields: { password: expect.any(String) } });
    const missing = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/user/${ana.id}`,
      payload: {},
      headers: { origin, cookie: ana.cookie },
    });
    expect(missing.statusCode).toBe(400);
    expect((await get(t, `/api/user/user/${ana.id}`, ana.cookie)).statusCode).toBe(200);
    expect(await countRows(t.runtime.database, 'user_mortgages', 'user_id = $1', [ana.id])).toBe(1);
  });

  it('ends every session, erases the data, keeps the lead anonymous and the opt-out as a hash that still suppresses', async () => {
    const ana = await personWithData('Dee', '(916) 555-0704');
    const otherDevice = (await signIn(t, ana.email, ana.password)).headers['set-cookie'];
    expect(otherDevice).toBeDefined();
    const scope = 'org:privacy-test-organization';
    expect(
      await optOutNumber(t.runtime.database.db, { scope, phone: '+19165550704', source: 'reply', reason: 'STOP' }),
    ).toBe(true);

    const erased = await erase(ana, ana.password);
    expect(erased.statusCode, erased.body).toBe(204);

    // Every session ended: this cookie and the other device's get 401.
    expect((await get(t, `/api/user/user/${ana.id}`, ana.cookie)).statusCode).toBe(401);
    expect(await countRows(t.runtime.database, 'sessions', 'user_id = $1', [ana.id])).toBe(0);
    expect((await signIn(t, ana.email, ana.password)).statusCode).toBe(401);

    // The data is gone or anonymous.
    const [user] = await queryRows<{ name: string; email: string; phone: string | null; status: string }>(
      t.runtime.database,
      'select name, email, phone, status from users where id = $1',
      [ana.id],
    );
    expect(user).toMatchObject({ name: 'Deleted account', phone: null, status: 'delete' });
    expect(user!.email).not.toBe(ana.email);
    for (const table of ['user_mortgages', 'user_settings', 'accounts'])
      expect(await countRows(t.runtime.database, table, 'user_id = $1', [ana.id])).toBe(0);
    expect(await countRows(t.runtime.database, 'leads', 'email = $1', [ana.email])).toBe(0);
    expect(await countRows(t.runtime.database, 'leads', "phone = '+19165550704' or message like 'Dee%'")).toBe(0);
    expect(await countRows(t.runtime.database, 'leads', "body_hash = 'erased'")).toBeGreaterThan(0);

    // The opt-out holds: no plain number is stored, and the send-time check still matches it.
    expect(await countRows(t.runtime.database, 'suppressions', 'phone = $1', ['+19165550704'])).toBe(0);
    expect(await countRows(t.runtime.database, 'suppression_events', 'phone = $1', ['+19165550704'])).toBe(0);
    expect(await countRows(t.runtime.database, 'suppressions', "scope = $1 and phone like 'hmac:%'", [scope])).toBe(1);
    expect(await suppressedPhones(t.runtime.database.db, scope, ['+19165550704', '+19165550799'])).toEqual(
      new Set(['+19165550704']),
    );

    // The erasure is in the audit trail, without the e-mail.
    const audit = await queryRows<{ actor_label: string | null }>(
      t.runtime.database,
      "select actor_label from core_logs where action = 'account.erased' and target_id = $1",
      [ana.id],
    );
    expect(audit).toEqual([{ actor_label: null }]);
  });

  it("keeps the sender from texting the erased person's number, matched through its hash at send time", async () => {
    const maker = await campaignMaker(t);
    // Imported before the person opted out: the campaign holds the number, only the send-time check can stop it.
    await maker.paidCampaign(leadFile(['Zed,Person,(916) 555-0720,95661', 'Yan,Other,(916) 555-0721,95661']));
    const zed = await personWithData('Zed', '(916) 555-0720');
    const scope = `org:${maker.officer.organizationId}`;
    await optOutNumber(t.runtime.database.db, { scope, phone: '+19165550720', source: 'reply', reason: 'STOP' });
    expect((await erase(zed, zed.password)).statusCode).toBe(204);
    expect(await countRows(t.runtime.database, 'suppressions', 'phone = $1', ['+19165550720'])).toBe(0);

    const monday = new Date('2099-03-02T17:00:00Z');
    expect(await dispatchTick(dispatchDepsOf(servicesOf(t), () => monday))).toMatchObject({ sent: 1 });
    expect(await textsTo(t, '+19165550720')).toEqual([]);
    expect(await textsTo(t, '+19165550721')).toHaveLength(1);
  });

  it('refuses an owner of running campaigns with a clear message, and changes nothing', async () => {
    const maker = await campaignMaker(t);
    await maker.paidCampaign(leadFile(['Eve,Lead,(916) 555-0711,95661']));
    await post(t, '/api/user/user/mortgage', mortgage('Owner home'), maker.officer.cookie);

    const refused = await erase(maker.officer, maker.officer.password);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'ACCOUNT_HAS_RUNNING_CAMPAIGNS',
      errorMessage: 'Archive or hand over your 1 running campaign first',
    });
    expect((await get(t, `/api/user/user/${maker.officer.id}`, maker.officer.cookie)).statusCode).toBe(200);
    expect(await countRows(t.runtime.database, 'user_mortgages', 'user_id = $1', [maker.officer.id])).toBe(1);
    expect(
      await countRows(t.runtime.database, 'users', 'id = $1 and email = $2', [maker.officer.id, maker.officer.email]),
    ).toBe(1);
    expect(
      await countRows(t.runtime.database, 'core_logs', "action = 'account.erased' and target_id = $1", [
        maker.officer.id,
      ]),
    ).toBe(0);
  });
});
