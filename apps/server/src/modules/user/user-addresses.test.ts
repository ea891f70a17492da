import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from './testing';
import { countRows, createTestApp, queryRows, type TestApp } from '../../../test/test-database';

let testApp: TestApp;
let addressKey: string;
const origin = 'http://localhost:3000';

async function signIn(email: string) {
  const password = 'Passw0rd!';
  const user = await insertAccount(testApp.runtime.users, {
    name: email,
    email,
    roles: ['user'],
    status: 'active',
    password,
  });
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    headers: { origin },
    payload: { email, password },
  });
  return {
    id: user.id,
    headers: { cookie: String([response.headers['set-cookie']].flat()[0]).split(';')[0]!, origin },
  };
}

beforeAll(async () => {
  testApp = await createTestApp();
  const [home] = await queryRows<{ street_number: string; street_name: string; city: string; address_key: string }>(
    testApp.database,
    'select street_number, street_name, city, address_key from homes order by id limit 1',
  );
  addressKey = home!.address_key;
  await testApp.app.inject({
    method: 'GET',
    url: `/api/integrations/property/calculate/?address=${encodeURIComponent(`${home!.street_number} ${home!.street_name}`)}&city=${encodeURIComponent(home!.city)}&state=CA`,
  });
});
afterAll(() => testApp.close());

describe('user addresses', () => {
  it('saves an address with the corrected balance, once per person, and lists it with its figures', async () => {
    const owner = await signIn('owner@example.com');
    const first = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/user/address',
      headers: owner.headers,
      payload: { addressId: addressKey, loanBalance: 250000 },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ userId: owner.id, addressId: addressKey, loanBalance: 250000 });
    expect(first.json().loanAmount).toBeGreaterThan(0);

    const again = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/user/address',
      headers: owner.headers,
      payload: { addressId: addressKey, loanBalance: 240000 },
    });
    expect(again.json().id).toBe(first.json().id);

    const updated = await testApp.app.inject({
      method: 'PUT',
      url: `/api/user/user/address/${first.json().id}`,
      headers: owner.headers,
      payload: { loanBalance: 0 },
    });
    expect(updated.json().loanBalance).toBe(0);

    const all = await testApp.app.inject({
      method: 'GET',
      url: `/api/user/user/${owner.id}/address?type=all`,
      headers: owner.headers,
    });
    expect(all.json()).toHaveLength(1);
    expect(all.json()[0]).toMatchObject({ addressId: addressKey, loanBalance: 0 });
    expect(all.json()[0].address).toMatch(/, CA \d{5}$/);
    expect(all.json()[0].estimate).toBeGreaterThan(0);
  });

  it("keeps one person's addresses from another", async () => {
    const owner = await signIn('keeper@example.com');
    const stranger = await signIn('stranger@example.com');
    const saved = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/user/address',
      headers: owner.headers,
      payload: { addressId: addressKey },
    });
    const change = await testApp.app.inject({
      method: 'PUT',
      url: `/api/user/user/address/${saved.json().id}`,
      headers: stranger.headers,
      payload: { loanBalance: 1 },
    });
    // Someone else's address is answered as if it did not exist.
    expect(change.statusCode).toBe(404);
    expect(change.json()).toEqual({ code: 'USER_ADDRESS_NOT_FOUND', errorMessage: 'Address not found' });
    const list = await testApp.app.inject({
      method: 'GET',
      url: `/api/user/user/${owner.id}/address`,
      headers: stranger.headers,
    });
    expect(list.statusCode).toBe(403);
  });

  it('refuses negative or absurd balances and addresses never looked up', async () => {
    const person = await signIn('careful@example.com');
    const negative = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/user/address',
      headers: person.headers,
      payload: { addressId: addressKey, loanBalance: -1 },
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().fields.loanBalance).toBe('Loan balance must not be negative');
    const huge = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/user/address',
      headers: person.headers,
      payload: { addressId: addressKey, loanBalance: 1e12 },
    });
    expect(huge.statusCode).toBe(400);
    const unknown = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/user/address',
      headers: person.headers,
      payload: { addressId: '1-Nowhere-Rd-Auburn-CA' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('dream-rate setting', () => {
  it('starts at rate 0 and inactive, saves the dream rate, and stays private', async () => {
    const person = await signIn('dreamer@example.com');
    const initial = await testApp.app.inject({
      method: 'GET',
      url: `/api/user/user/setting/${person.id}`,
      headers: person.headers,
    });
    expect(initial.json()).toMatchObject({ userId: person.id, rate: 0, rateNotificationActive: false });
    const saved = await testApp.app.inject({
      method: 'PUT',
      url: `/api/user/user/setting/${person.id}`,
      headers: person.headers,
      payload: { rate: 5.25, rateNotificationActive: true },
    });
    expect(saved.json()).toMatchObject({ rate: 5.25, rateNotificationActive: true });
    const viaPost = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/user/setting',
      headers: person.headers,
      payload: { userId: 'someone-else', rate: 4.5, rateNotificationActive: true },
    });
    expect(viaPost.json()).toMatchObject({ userId: person.id, rate: 4.5 });
    const tooHigh = await testApp.app.inject({
      method: 'PUT',
      url: `/api/user/user/setting/${person.id}`,
      headers: person.headers,
      payload: { rate: 30, rateNotificationActive: true },
    });
    expect(tooHigh.statusCode).toBe(400);
    const other = await signIn('nosy@example.com');
    const peek = await testApp.app.inject({
      method: 'GET',
      url: `/api/user/user/setting/${person.id}`,
      headers: other.headers,
    });
    expect(peek.statusCode).toBe(403);
  });

  it('reads the defaults without storing them; the first POST creates the setting and the next changes it', async () => {
    const person = await signIn('reader@example.com');
    const stored = () => countRows(testApp.database, 'user_settings', 'user_id = $1', [person.id]);
    for (let read = 0; read < 2; read += 1) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/user/user/setting/${person.id}`,
        headers: person.headers,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ userId: person.id, rate: 0, rateNotificationActive: false, updatedDate: null });
    }
    expect(await stored()).toBe(0);

    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/user/setting',
      headers: person.headers,
      payload: { userId: person.id, rate: 5.5, rateNotificationActive: true },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ userId: person.id, rate: 5.5, rateNotificationActive: true });
    const updated = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/user/setting',
      headers: person.headers,
      payload: { userId: person.id, rate: 4.75, rateNotificationActive: false },
    });
    expect(updated.json()).toMatchObject({ rate: 4.75, rateNotificationActive: false });
    expect(await stored()).toBe(1);
    const read = await testApp.app.inject({
      method: 'GET',
      url: `/api/user/user/setting/${person.id}`,
      headers: person.headers,
    });
    expect(read.json()).toMatchObject({ rate: 4.75, rateNotificationActive: false, updatedDate: expect.any(String) });
  });

  it('refuses a dream rate that is negative, above 25% or not a number, with a 400 naming the field', async () => {
    const person = await signIn('typo@example.com');
    for (const [rate, message] of [
      [-1, 'Dream rate must not be negative'],
      [25.5, 'Dream rate must be at most 25'],
      ['abc', 'Dream rate must be a number'],
    ] as const) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/user/user/setting',
        headers: person.headers,
        payload: { rate, rateNotificationActive: true },
      });
      expect(response.statusCode, String(rate)).toBe(400);
      expect(response.json().fields.rate).toBe(message);
    }
    expect(await countRows(testApp.database, 'user_settings', 'user_id = $1', [person.id])).toBe(0);
  });

  it("saves an address's notification settings", async () => {
    const person = await signIn('notify@example.com');
    const saved = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/user/address',
      headers: person.headers,
      payload: { addressId: addressKey },
    });
    const changed = await testApp.app.inject({
      method: 'PUT',
      url: `/api/user/user/address/${saved.json().id}`,
      headers: person.headers,
      payload: { removeMortgageInsurance: false, propertyCash: 50000, propertyCashActive: true },
    });
    expect(changed.json()).toMatchObject({
      removeMortgageInsurance: false,
      propertyCash: 50000,
      propertyCashActive: true,
    });
  });
});
