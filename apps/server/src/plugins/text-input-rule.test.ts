import { randomUUID } from 'node:crypto';
import { messages } from '@roost/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, identityEnv, post, put, signedInAs } from '../../test/identity-helpers';
import { countRows, createTestApp, queryRows, type TestApp } from '../../test/test-database';

/**
 * The one input rule for text (decision 003): control characters in what a caller sends are refused
 * with a 400 naming the field, before any of it reaches the database, on every route; tabs and line
 * breaks pass only in multi-line fields. Bad ids and empty changes are 4xx too, never a 500.
 */
let t: TestApp;
let listingId: string;
beforeAll(async () => {
  t = await createTestApp(identityEnv);
  const [listing] = await queryRows<{ id: string }>(t.database, 'select id from listings order by id limit 1');
  listingId = listing!.id;
});
afterAll(() => t.close());

const contactLead = (fields: Record<string, unknown>) => ({
  type: 'contact',
  name: 'Pat Person',
  email: `pat.${randomUUID().slice(0, 8)}@example.com`,
  message: 'Please call me',
  ...fields,
});

const refusal = (field: string, label: string) => ({
  code: 'INVALID_INPUT',
  errorMessage: `${label} must not contain control characters`,
  fields: { [field]: `${label} must not contain control characters` },
});

describe('control characters in text fields', () => {
  it.each([
    ['a NUL in the name', { name: 'Pat\u0000Person' }, 'name', 'Name'],
    ['a NUL in the message', { message: 'Call me\u0000' }, 'message', 'Message'],
    ['a bell in the address', { address: '1 Main St\u0007' }, 'address', 'Address'],
    ['a DEL in the e-mail', { email: 'pat\u007f@example.com' }, 'email', 'Email'],
    ['a C1 control in the name', { name: 'Pat\u009bPerson' }, 'name', 'Name'],
    ['a tab in a one-line field', { name: 'Pat\tPerson' }, 'name', 'Name'],
    ['a line break in a one-line field', { address: '1 Main St\nApt 2' }, 'address', 'Address'],
  ])('refuses an anonymous lead with %s, naming the field', async (_case, fields, field, label) => {
    const before = await countRows(t.database, 'leads');
    const response = await post(t, '/api/site/lead', contactLead(fields));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal(field, label));
    expect(await countRows(t.database, 'leads')).toBe(before);
  });

  it('keeps tabs and line breaks in a multi-line message', async () => {
    const message = 'First line\r\nSecond line\n\tindented';
    const response = await post(t, '/api/site/lead', contactLead({ message }));
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(message);
  });

  it('refuses a listing action with a NUL in the name or the message', async () => {
    const url = `/api/home/homes/${listingId}/actions`;
    const body = { action: 'scheduleViewing', name: 'Bea Buyer', email: 'bea@example.com' };
    const name = await post(t, url, { ...body, name: 'Bea\u0000' });
    expect(name.statusCode).toBe(400);
    expect(name.json()).toEqual(refusal('name', 'Name'));
    const message = await post(t, url, { ...body, message: 'Hello\u0000' });
    expect(message.statusCode).toBe(400);
    expect(message.json()).toEqual(refusal('message', 'Message'));
  });

  it('names a field inside nested data, and a field name that holds one', async () => {
    const nested = await post(t, '/api/core/core/log', {
      id: `login-error-${randomUUID()}`,
      data: { message: 'Error\u0000logging in' },
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json()).toEqual(refusal('data.message', 'Message'));
    const key = await post(t, '/api/site/lead', { ...contactLead({}), 'na\u0000me': 'Pat' });
    expect(key.statusCode).toBe(400);
    expect(key.json()).toEqual(refusal('body', 'Body'));
  });

  it('refuses a query field with a control character, naming it', async () => {
    const response = await get(t, '/api/integrations/address/autocomplete?term=Oak%00Ridge');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal('term', 'Term'));
  });

  it('applies to signed-in routes too', async () => {
    const user = await signedInAs(t, ['user']);
    const response = await put(t, `/api/user/user/${user.id}`, { name: 'Pat\u0000' }, user.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal('name', 'Name'));
  });
});

describe('control characters in path parameters', () => {
  it('answers 400 "link not valid" to an anonymous caller', async () => {
    for (const id of ['%00', 'sample%0000001', '%01abc']) {
      const response = await post(t, `/api/home/homes/${id}/actions`, {
        action: 'scheduleViewing',
        name: 'Bea Buyer',
        email: 'bea@example.com',
      });
      expect(response.statusCode, id).toBe(400);
      expect(response.json()).toEqual({ code: 'LINK_NOT_VALID', errorMessage: messages.linkNotValid });
    }
  });

  it('answers 400 "link not valid" to an admin reading a user, their addresses or their setting', async () => {
    const admin = await signedInAs(t, ['user', 'admin']);
    for (const url of ['/api/user/user/%00', '/api/user/user/%00/address', '/api/user/user/setting/a%00b']) {
      const response = await get(t, url, admin.cookie);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({ code: 'LINK_NOT_VALID', errorMessage: messages.linkNotValid });
    }
  });
});

describe('ids and changes that name nothing', () => {
  it('refuses an empty change of a saved address with 400', async () => {
    const user = await signedInAs(t, ['user']);
    const [home] = await queryRows<{ address_key: string }>(t.database, 'select address_key from homes limit 1');
    expect((await post(t, '/api/home/address', { id: home!.address_key })).statusCode).toBe(200);
    const saved = await post(t, '/api/user/user/address', { addressId: home!.address_key }, user.cookie);
    expect(saved.statusCode).toBe(201);
    const response = await put(t, `/api/user/user/address/${saved.json().id}`, {}, user.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'INVALID_INPUT',
      errorMessage: 'Send at least one field to change',
      fields: { body: 'Send at least one field to change' },
    });
  });

  it('answers 404 to an admin reading or changing the setting of an id that is no user', async () => {
    const admin = await signedInAs(t, ['user', 'admin']);
    const read = await get(t, '/api/user/user/setting/no-such-user', admin.cookie);
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual({ code: 'USER_NOT_FOUND', errorMessage: 'User not found' });
    const change = await put(
      t,
      '/api/user/user/setting/no-such-user',
      { rate: 5, rateNotificationActive: true },
      admin.cookie,
    );
    expect(change.statusCode).toBe(404);
    expect(change.json()).toEqual({ code: 'USER_NOT_FOUND', errorMessage: 'User not found' });
    expect(await countRows(t.database, 'user_settings', 'user_id = $1', ['no-such-user'])).toBe(0);
  });
});
