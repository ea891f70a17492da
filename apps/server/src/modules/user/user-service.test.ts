import { authMessages, meetsPasswordRule, type UserRecord } from '@roost/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookieFrom,
  get,
  identityEnv,
  latestMail,
  mailsTo,
  post,
  put,
  signedInAs,
  signIn,
  uniqueEmail,
} from '../../../test/identity-helpers';
import { createTestApp, type TestApp } from '../../../test/test-database';

/** The user service: own record, consent with its time, admin status and roles, admin-created users. */
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAs>>;
let superadmin: Awaited<ReturnType<typeof signedInAs>>;
beforeAll(async () => {
  t = await createTestApp(identityEnv);
  admin = await signedInAs(t, ['user', 'admin']);
  superadmin = await signedInAs(t, ['user', 'admin', 'superadmin']);
});
afterAll(() => t.close());

const userUrl = (id: string) => `/api/user/user/${id}`;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The temporary password of a welcome mail: the indented line under the sign-in instructions. */
const temporaryPasswordIn = (text: string) => /^ {4}(\S+)$/m.exec(text)?.[1];

describe('own record', () => {
  it('reads and changes name and phone, normalising the phone', async () => {
    const person = await signedInAs(t);
    const read = await get(t, userUrl(person.id), person.cookie);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: person.id, userId: person.id, email: person.email, roles: ['user'] });

    const changed = await put(t, userUrl(person.id), { name: 'New Name', phone: '530 555 0199' }, person.cookie);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'New Name', phone: '+15305550199' });
    expect((await get(t, userUrl(person.id), person.cookie)).json()).toMatchObject({ name: 'New Name' });
  });

  it('refuses an empty change with 400 and changes nothing', async () => {
    const person = await signedInAs(t);
    const response = await put(t, userUrl(person.id), {}, person.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessage).toBe('Send at least one field to change');
    expect((await get(t, userUrl(person.id), person.cookie)).json()).toMatchObject({ name: person.email });
  });

  it('stores when text-update consent was given and when it was withdrawn', async () => {
    const person = await signedInAs(t);
    expect((await get(t, userUrl(person.id), person.cookie)).json().textUpdatesConsentAt).toBeNull();

    const before = Date.now();
    const given = (await put(t, userUrl(person.id), { textUpdates: true }, person.cookie)).json() as UserRecord;
    expect(given.textUpdates).toBe(true);
    const givenAt = Date.parse(given.textUpdatesConsentAt ?? '');
    expect(givenAt).toBeGreaterThanOrEqual(before - 1000);
    expect(givenAt).toBeLessThanOrEqual(Date.now() + 1000);

    await pause(10);
    const withdrawn = (await put(t, userUrl(person.id), { textUpdates: false }, person.cookie)).json() as UserRecord;
    expect(withdrawn.textUpdates).toBe(false);
    expect(Date.parse(withdrawn.textUpdatesConsentAt ?? '')).toBeGreaterThan(givenAt);
  });

  it('refuses a user changing their own status or roles', async () => {
    const person = await signedInAs(t);
    for (const change of [{ status: 'active' }, { roles: ['user', 'admin'] }]) {
      const response = await put(t, userUrl(person.id), change, person.cookie);
      expect(response.statusCode).toBe(403);
      expect(response.json().errorMessage).toBe(authMessages.notAllowed);
    }
    expect((await get(t, userUrl(person.id), person.cookie)).json().roles).toEqual(['user']);
  });
});

describe('admins', () => {
  it('set status and roles, but only a superadmin grants admin or superadmin', async () => {
    const person = await signedInAs(t);
    const roles = await put(t, userUrl(person.id), { roles: ['user', 'loanofficer'] }, admin.cookie);
    expect(roles.statusCode).toBe(200);
    expect(roles.json()).toMatchObject({ role: 'user,loanofficer', roles: ['user', 'loanofficer'] });

    for (const granted of ['admin', 'superadmin']) {
      const refused = await put(t, userUrl(person.id), { roles: ['user', granted] }, admin.cookie);
      expect(refused.statusCode).toBe(403);
    }
    expect((await get(t, userUrl(person.id), admin.cookie)).json().roles).toEqual(['user', 'loanofficer']);

    const status = await put(t, userUrl(person.id), { status: 'reset' }, admin.cookie);
    expect(status.statusCode).toBe(200);
    expect(status.json().status).toBe('reset');

    const granted = await put(t, userUrl(person.id), { roles: ['user', 'admin'] }, superadmin.cookie);
    expect(granted.statusCode).toBe(200);
    expect(granted.json().roles).toEqual(['user', 'admin']);
    // Now an admin, the person's status is a superadmin's business.
    expect((await put(t, userUrl(person.id), { status: 'active' }, admin.cookie)).statusCode).toBe(403);
  });

  it('cannot take admin powers away or delete a superadmin; a superadmin can', async () => {
    const other = await signedInAs(t, ['user', 'admin', 'superadmin']);
    for (const change of [{ roles: ['user', 'admin'] }, { roles: ['user'] }, { status: 'delete' }]) {
      const refused = await put(t, userUrl(other.id), change, admin.cookie);
      expect(refused.statusCode, JSON.stringify(change)).toBe(403);
    }
    expect((await get(t, userUrl(other.id), other.cookie)).json()).toMatchObject({
      status: 'active',
      roles: ['user', 'admin', 'superadmin'],
    });
    // Any role of another admin is a superadmin's business too.
    const colleague = await signedInAs(t, ['user', 'admin']);
    const added = await put(t, userUrl(colleague.id), { roles: ['user', 'admin', 'campaigns'] }, admin.cookie);
    expect(added.statusCode).toBe(403);
    expect((await get(t, userUrl(colleague.id), colleague.cookie)).json().roles).toEqual(['user', 'admin']);
    const revoked = await put(t, userUrl(other.id), { roles: ['user'] }, superadmin.cookie);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().roles).toEqual(['user']);
  });

  it('list users newest first', async () => {
    const first = await signedInAs(t);
    await pause(5);
    const second = await signedInAs(t);
    const response = await get(t, '/api/user/users', admin.cookie);
    expect(response.statusCode).toBe(200);
    const users = response.json().users as UserRecord[];
    const ids = users.map((user) => user.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(ids.indexOf(first.id)).toBeGreaterThanOrEqual(0);
    const dates = users.map((user) => Date.parse(user.createdDate));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));

    const person = await signedInAs(t);
    expect((await get(t, '/api/user/users', person.cookie)).statusCode).toBe(403);
  });
});

describe('a user created by a superadmin', () => {
  it('gets a welcome mail with a temporary password and must change it before anything else', async () => {
    const email = uniqueEmail('created');
    const created = await post(
      t,
      '/api/user/user',
      { name: 'Cara Created', email, roles: ['user', 'agent'] },
      superadmin.cookie,
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ email, status: 'reset', roles: ['user', 'agent'] });

    const mail = await latestMail(t, email);
    expect(mail.subject).toBe('Welcome to Roost');
    expect(mail.html).toContain('<html');
    const password = temporaryPasswordIn(mail.text);
    expect(password).toBeDefined();
    expect(meetsPasswordRule(password!)).toBe(true);

    const signedIn = await signIn(t, email, password);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.status).toBe('reset');
    const cookie = cookieFrom(signedIn);
    const id = created.json().id as string;
    expect((await get(t, userUrl(id), cookie)).statusCode).toBe(403);

    const change = await post(
      t,
      '/api/auth/change-password',
      { oldPassword: password, newPassword: 'MyOwn1pass' },
      cookie,
    );
    expect(change.statusCode).toBe(200);
    expect(change.json().user.status).toBe('active');
    const fresh = await signIn(t, email, 'MyOwn1pass');
    expect(fresh.statusCode).toBe(200);
    const freshCookie = cookieFrom(fresh);
    expect((await get(t, userUrl(id), freshCookie)).json()).toMatchObject({ status: 'active' });
  });

  it('refuses a duplicate e-mail with 409 and mails nothing', async () => {
    const existing = await signedInAs(t);
    const before = (await mailsTo(t, existing.email)).length;
    const response = await post(
      t,
      '/api/user/user',
      { name: 'Dup', email: existing.email.toUpperCase() },
      superadmin.cookie,
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('EMAIL_TAKEN');
    expect(response.json().errorMessage).toMatch(/^Unable to create user/);
    expect(await mailsTo(t, existing.email)).toHaveLength(before);
  });

  it('is for superadmins only', async () => {
    const response = await post(t, '/api/user/user', { name: 'No', email: uniqueEmail('no') }, admin.cookie);
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /api/core/sendemail', () => {
  it('sends the welcome template for a superadmin, and refuses an admin', async () => {
    const to = uniqueEmail('welcome');
    const sent = await post(
      t,
      '/api/core/sendemail',
      { to, templateName: 'welcome', password: 'Temp1pass' },
      superadmin.cookie,
    );
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ sent: true });
    const mail = await latestMail(t, to);
    expect(mail.subject).toBe('Welcome to Roost');
    expect(temporaryPasswordIn(mail.text)).toBe('Temp1pass');
    expect(mail.text).toContain('/auth/login');

    const other = uniqueEmail('refused');
    const refused = await post(
      t,
      '/api/core/sendemail',
      { to: other, templateName: 'welcome', password: 'Temp1pass' },
      admin.cookie,
    );
    expect(refused.statusCode).toBe(403);
    expect(await mailsTo(t, other)).toHaveLength(0);
  });

  it('refuses an unknown template', async () => {
    const response = await post(
      t,
      '/api/core/sendemail',
      { to: uniqueEmail('x'), templateName: 'nope', password: 'Temp1pass' },
      superadmin.cookie,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.templateName).toMatch(/^Template must be one of/);
  });
});
