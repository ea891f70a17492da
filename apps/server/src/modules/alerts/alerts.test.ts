import type { PropertyRecord } from '@roost/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAlerts, checkDepsOf, deliverAlerts, deliverDepsOf } from './testing';
import { ratesToday } from '../home';
import { propertyFor } from '../home/testing';
import { inboundDepsOf, receiveText, SANDBOX_FROM } from '../messaging/testing';
import { get, identityEnv, mailsTo, origin, post, put, signedInAs, type Person } from '../../../test/identity-helpers';
import { createTestApp, queryRows, type TestApp } from '../../../test/test-database';

/**
 * Homeowner alerts: each fires once per crossing, is kept in the person's history,
 * goes by e-mail with a one-click unsubscribe, by text only with consent, and hands the lending partner
 * a lead of its kind; the monthly digest goes once per saved address.
 */
let t: TestApp;
let admin: Person;
const services = () => ({ ...t.runtime, config: t.config });
const check = (now = () => new Date()) => checkAlerts(checkDepsOf(services(), now));
/**
 * The hand-offs run on a clock moved to 11am in California on a coming day and running on from there, so the
 * texts fall inside the recipients' allowed hours (+1 916 numbers) whatever the hour the suite runs at.
 */
const daytimeOffset = (() => {
  const next = new Date();
  next.setUTCDate(next.getUTCDate() + 2);
  next.setUTCHours(19, 0, 0, 0);
  return next.getTime() - Date.now();
})();
const daytime = () => new Date(Date.now() + daytimeOffset);
const deliver = (now = daytime) => deliverAlerts(deliverDepsOf(services(), () => undefined, now));
// The lender's day (California), as the rate sheet's date is checked against it: not UTC's, a day ahead each evening.
const today = () => ratesToday();

beforeAll(async () => {
  t = await createTestApp(identityEnv);
  admin = await signedInAs(t, ['admin']);
});
afterAll(() => t.close());

async function enterRateSheet(rate30: number) {
  const response = await post(
    t,
    '/api/home/rates/sheet',
    { effectiveDate: today(), rate30, rate15: rate30 - 0.75, rateArm: rate30 - 0.5 },
    admin.cookie,
  );
  expect(response.statusCode).toBe(201);
}

/** A home of the test dataset looked up and saved to the person's addresses. */
async function saveHome(person: Person, where = 'true'): Promise<PropertyRecord> {
  const [home] = await queryRows<{ street: string; city: string; state: string }>(
    t.database,
    `select street_number || ' ' || street_name as street, city, state from homes where ${where} order by id limit 1`,
  );
  const record = await propertyFor(t.runtime.home, home!);
  const saved = await post(t, '/api/user/user/address', { addressId: record.id }, person.cookie);
  expect(saved.statusCode).toBe(201);
  return record;
}

const history = async (person: Person) => {
  const response = await get(t, `/api/user/alerts/${person.id}`, person.cookie);
  expect(response.statusCode).toBe(200);
  return response.json() as { kind: string; title: string; email: string; text: string; lead: string }[];
};

const leadsOf = (email: string) =>
  queryRows<{ type: string; dream_rate: number | null }>(
    t.database,
    `select type, dream_rate from leads where email = $1 order by created_date`,
    [email.toLowerCase()],
  );

const textsTo = (phone: string) =>
  queryRows<{ body: string }>(
    t.database,
    `select body from sandbox_texts where to_number = $1 and direction = 'outbound'`,
    [phone],
  );

async function setDreamRate(person: Person, rate: number) {
  const response = await put(
    t,
    `/api/user/user/setting/${person.id}`,
    { rate, rateNotificationActive: true },
    person.cookie,
  );
  expect(response.statusCode).toBe(200);
}

describe('the dream-rate alert', () => {
  it('fires once when a rate sheet reaches the dream rate, again only after the rate went back above it', async () => {
    const person = await signedInAs(t);
    await setDreamRate(person, 5.5);

    await enterRateSheet(6.25);
    await check();
    expect(await history(person)).toEqual([]);

    await enterRateSheet(5.375);
    await check();
    await check();
    expect((await history(person)).map((alert) => alert.kind)).toEqual(['dreamRate']);

    await enterRateSheet(5.75);
    await check();
    await enterRateSheet(5.5);
    await check();
    expect((await history(person)).map((alert) => alert.kind)).toEqual(['dreamRate', 'dreamRate']);
  });

  it('goes by e-mail once, by text only with consent, and makes one dreamRate lead, however often delivery runs', async () => {
    const consenting = await signedInAs(t);
    const phone = '+19165550177';
    const changed = await put(t, `/api/user/user/${consenting.id}`, { phone, textUpdates: true }, consenting.cookie);
    expect(changed.statusCode).toBe(200);
    const silent = await signedInAs(t);
    await enterRateSheet(6.5);
    await check();
    await setDreamRate(consenting, 6.25);
    await setDreamRate(silent, 6.25);
    await enterRateSheet(6.125);
    await check();
    // At 1 AM in California the e-mail goes, and the text waits for 8 AM there.
    await deliver(() => new Date(daytime().getTime() - 10 * 3_600_000));
    expect(await mailsTo(t, consenting.email)).toHaveLength(1);
    expect(await textsTo(phone)).toEqual([]);
    expect((await history(consenting))[0]).toMatchObject({ email: 'sent', text: 'pending' });
    await deliver();
    await deliver();
    await check();
    await deliver();

    const [mail, ...more] = await mailsTo(t, consenting.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Your dream rate is here');
    expect(mail!.text).toContain('6.125%');
    expect(mail!.text).toMatch(/\/alerts\/unsubscribe\?token=/);
    expect(mail!.html).toContain('Stop &ldquo;Dream rate reached&rdquo; e-mails');
    expect(await textsTo(phone)).toHaveLength(1);
    expect((await textsTo(phone))[0]!.body).toContain('Reply STOP');
    expect(await leadsOf(consenting.email)).toEqual([{ type: 'dreamRate', dream_rate: 6.25 }]);
    expect((await history(consenting))[0]).toMatchObject({ email: 'sent', text: 'sent', lead: 'sent' });

    expect(await mailsTo(t, silent.email)).toHaveLength(1);
    expect((await history(silent))[0]).toMatchObject({ email: 'sent', text: 'skipped', lead: 'sent' });
  });

  it('does not call a stale rate reached: with no current rate nothing fires', async () => {
    const fresh = await createTestApp(identityEnv);
    try {
      const person = await signedInAs(fresh);
      await put(
        fresh,
        `/api/user/user/setting/${person.id}`,
        { rate: 20, rateNotificationActive: true },
        person.cookie,
      );
      // The shipped PMMS history ends in May 2026: months old, so not today's rate.
      await checkAlerts(checkDepsOf({ ...fresh.runtime, config: fresh.config }));
      const response = await get(fresh, `/api/user/alerts/${person.id}`, person.cookie);
      expect(response.json()).toEqual([]);
    } finally {
      await fresh.close();
    }
  });
});

describe('a STOP texted back', () => {
  it('withdraws the text consent of the homeowner with that number, confirmed once; later alerts go by e-mail only', async () => {
    const person = await signedInAs(t);
    const phone = '+19165550166';
    await put(t, `/api/user/user/${person.id}`, { phone, textUpdates: true }, person.cookie);
    const inbound = inboundDepsOf(services());
    const stop = (messageId: string) =>
      receiveText(inbound, { from: phone, to: SANDBOX_FROM, body: 'STOP', messageId });
    expect(await stop('SM-stop-1')).toBe('opted-out');
    expect(await stop('SM-stop-2')).toBe('unknown-sender');
    const confirmations = await queryRows<{ body: string }>(
      t.database,
      `select body from sandbox_texts where to_number = $1 and direction = 'outbound'`,
      [phone],
    );
    expect(confirmations).toHaveLength(1);
    const profile = await get(t, `/api/user/user/${person.id}`, person.cookie);
    expect(profile.json()).toMatchObject({ textUpdates: false });

    await enterRateSheet(7.5);
    await check();
    await setDreamRate(person, 7);
    await enterRateSheet(6.875);
    await check();
    await deliver();
    expect((await history(person))[0]).toMatchObject({ kind: 'dreamRate', email: 'sent', text: 'skipped' });
    expect(await textsTo(phone)).toHaveLength(1);
  });
});

describe('the one-click unsubscribe', () => {
  it('turns the kind off from the e-mail link without signing in; the next alert of that kind sends no e-mail', async () => {
    const person = await signedInAs(t);
    await enterRateSheet(6.75);
    await check();
    await setDreamRate(person, 6.5);
    await enterRateSheet(6.375);
    await check();
    await deliver();
    const [mail] = await mailsTo(t, person.email);
    const link = /\/alerts\/unsubscribe\?token=(\S+)/.exec(mail!.text)![1]!;

    const info = await get(t, `/api/user/alerts/unsubscribe?token=${link}`);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ kind: 'dreamRate', label: 'Dream rate reached', subscribed: true });
    expect(info.json().email).not.toBe(person.email);

    // As a mail app does it (RFC 8058): a form-encoded POST with no cookie and no Origin.
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `/api/user/alerts/unsubscribe?token=${link}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toMatchObject({ subscribed: false });

    const subscriptions = await get(t, `/api/user/alerts/subscriptions/${person.id}`, person.cookie);
    expect(subscriptions.json()).toMatchObject({ dreamRate: false, digest: true });

    await enterRateSheet(6.75);
    await check();
    await enterRateSheet(6.25);
    await check();
    await deliver();
    expect(await mailsTo(t, person.email)).toHaveLength(1);
    expect((await history(person))[0]).toMatchObject({ kind: 'dreamRate', email: 'skipped', lead: 'sent' });
  });

  it('refuses a forged or changed link with a clear message and changes nothing', async () => {
    const person = await signedInAs(t);
    for (const token of ['nonsense', `${Buffer.from(person.id).toString('base64url')}.dreamRate.AAAA`]) {
      const response = await post(t, `/api/user/alerts/unsubscribe?token=${token}`, {});
      expect(response.statusCode).toBe(404);
      expect(response.json().errorMessage).toMatch(/not valid/);
    }
    const subscriptions = await get(t, `/api/user/alerts/subscriptions/${person.id}`, person.cookie);
    expect(Object.values(subscriptions.json() as Record<string, boolean>).every(Boolean)).toBe(true);
  });
});

describe('address alerts', () => {
  it('fires a value alert once the estimate passes the percent set, measured from when the watch began', async () => {
    const person = await signedInAs(t);
    const record = await saveHome(person);
    const [saved] = (await get(t, `/api/user/user/${person.id}/address`, person.cookie)).json() as { id: string }[];
    const settings = await put(
      t,
      `/api/user/user/address/${saved!.id}`,
      { propertyIncrease: 5, propertyIncreaseActive: true },
      person.cookie,
    );
    expect(settings.statusCode).toBe(200);
    await check();
    expect(await history(person)).toEqual([]);

    await t.database.db.execute(
      `update address_records set estimate = estimate * 1.06 where id = '${record.id.replaceAll("'", "''")}'` as never,
    );
    await check();
    await check();
    const alerts = await history(person);
    expect(alerts.map((alert) => alert.kind)).toEqual(['valueIncrease']);
    expect(alerts[0]!.title).toBe('Your home value went up');
    await deliver();
    expect(await leadsOf(person.email)).toEqual([{ type: 'homeValue', dream_rate: null }]);
  });

  it('sends one digest per saved address a month, and none once turned off', async () => {
    const person = await signedInAs(t);
    await saveHome(person, `county = 'Placer'`);
    await t.database.db.execute(
      `update user_addresses set created_date = now() - interval '40 days' where user_id = '${person.id}'` as never,
    );
    await check();
    await check();
    await deliver();
    const digests = (await history(person)).filter((alert) => alert.kind === 'digest');
    expect(digests).toHaveLength(1);
    expect(digests[0]).toMatchObject({ email: 'sent', text: 'skipped', lead: 'skipped' });
    const [mail] = await mailsTo(t, person.email);
    expect(mail!.text).toMatch(/Estimated value: \$[\d,]+/);
    expect(mail!.text).toMatch(/Loan balance: \$[\d,]+/);
    expect(mail!.text).toMatch(/Mortgage insurance: /);

    const other = await signedInAs(t);
    await saveHome(other, `county = 'Placer'`);
    await t.database.db.execute(
      `update user_addresses set created_date = now() - interval '40 days' where user_id = '${other.id}'` as never,
    );
    const off = await put(
      t,
      `/api/user/alerts/subscriptions/${other.id}`,
      { kind: 'digest', subscribed: false },
      other.cookie,
    );
    expect(off.statusCode).toBe(200);
    await check();
    expect(await history(other)).toEqual([]);
  });
});

describe('who may read alerts', () => {
  it("keeps a person's alerts and subscriptions to them (and admins); an unknown id is a 404", async () => {
    const person = await signedInAs(t);
    const stranger = await signedInAs(t);
    expect((await get(t, `/api/user/alerts/${person.id}`, stranger.cookie)).statusCode).toBe(403);
    expect((await get(t, `/api/user/alerts/${person.id}`)).statusCode).toBe(401);
    const change = await t.app.inject({
      method: 'PUT',
      url: `/api/user/alerts/subscriptions/${person.id}`,
      headers: { origin, cookie: stranger.cookie },
      payload: { kind: 'digest', subscribed: false },
    });
    expect(change.statusCode).toBe(403);
    expect((await get(t, `/api/user/alerts/${person.id}`, admin.cookie)).statusCode).toBe(200);
    expect((await get(t, `/api/user/alerts/no-such-person`, admin.cookie)).statusCode).toBe(404);
    const bad = await put(
      t,
      `/api/user/alerts/subscriptions/${person.id}`,
      { kind: 'lottery', subscribed: false },
      person.cookie,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorMessage).toMatch(/Kind must be one of/);
  });
});
