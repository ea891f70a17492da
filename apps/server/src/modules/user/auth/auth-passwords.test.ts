import { authMessages } from '@roost/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookieFrom,
  identityEnv,
  latestCode,
  latestMail,
  mailsTo,
  PASSWORD,
  post,
  sessionUser,
  signedInAs,
  signIn,
  uniqueEmail,
  wrongCode,
} from '../../../../test/identity-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-database';

/** Forgot password (code by e-mail) and change password (signed in): both end the other sessions. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(identityEnv);
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Fresh2pass';

describe('forgot password', () => {
  it('answers an unknown e-mail the same way and mails nothing', async () => {
    const email = uniqueEmail('unknown');
    const known = await signedInAs(t);
    const unknownReply = await post(t, '/api/auth/forgot-password', { email });
    const knownReply = await post(t, '/api/auth/forgot-password', { email: known.email });
    expect(unknownReply.statusCode).toBe(200);
    expect(unknownReply.json()).toEqual(knownReply.json());
    expect(await mailsTo(t, email)).toHaveLength(0);
  });

  it('mails a reset code; the right code sets the new password and ends every session', async () => {
    const person = await signedInAs(t);
    const response = await post(t, '/api/auth/forgot-password', { email: ` ${person.email.toUpperCase()} ` });
    expect(response.statusCode).toBe(200);
    const mail = await latestMail(t, person.email);
    expect(mail.subject).toBe('Your Roost password reset code');
    expect(mail.text).toContain('expires in 10 minutes');
    const code = await latestCode(t, person.email);

    const wrong = await post(t, '/api/auth/reset-password', {
      email: person.email,
      code: wrongCode(code),
      password: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errorMessage).toBe(authMessages.errorResettingPassword);
    expect(await sessionUser(t, person.cookie)).toMatchObject({ id: person.id });

    const reset = await post(t, '/api/auth/reset-password', { email: person.email, code, password: NEW_PASSWORD });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ ok: true });

    expect(await sessionUser(t, person.cookie)).toBeNull();
    expect((await signIn(t, person.email, PASSWORD)).statusCode).toBe(401);
    const signedIn = await signIn(t, person.email, NEW_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.status).toBe('active');

    const reused = await post(t, '/api/auth/reset-password', { email: person.email, code, password: 'Third3pass' });
    expect(reused.statusCode).toBe(400);
  });

  it('refuses a new password that breaks the rule, naming the field', async () => {
    const person = await signedInAs(t);
    await post(t, '/api/auth/forgot-password', { email: person.email });
    const code = await latestCode(t, person.email);
    const response = await post(t, '/api/auth/reset-password', { email: person.email, code, password: 'weak' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ password: authMessages.passwordRule });
    expect((await signIn(t, person.email)).statusCode).toBe(200);
  });

  it('refuses a reset for an e-mail without an account', async () => {
    const response = await post(t, '/api/auth/reset-password', {
      email: uniqueEmail('ghost'),
      code: '123456',
      password: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessage).toBe(authMessages.errorResettingPassword);
  });
});

describe('change password', () => {
  it('refuses a wrong old password and keeps the old one', async () => {
    const person = await signedInAs(t);
    const response = await post(
      t,
      '/api/auth/change-password',
      { oldPassword: 'Wrong1pass', newPassword: NEW_PASSWORD },
      person.cookie,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessage).toBe(authMessages.errorResettingPassword);
    expect(await sessionUser(t, person.cookie)).toMatchObject({ id: person.id });
    expect((await signIn(t, person.email, NEW_PASSWORD)).statusCode).toBe(401);
  });

  it('changes it with the right old password, keeps this session and ends the others', async () => {
    const person = await signedInAs(t);
    const otherDevice = cookieFrom(await signIn(t, person.email));
    expect(await sessionUser(t, otherDevice)).toMatchObject({ id: person.id });

    const response = await post(
      t,
      '/api/auth/change-password',
      { oldPassword: PASSWORD, newPassword: NEW_PASSWORD },
      person.cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ id: person.id, status: 'active' });

    const thisDevice = cookieFrom(response) || person.cookie;
    expect(await sessionUser(t, thisDevice)).toMatchObject({ id: person.id });
    expect(await sessionUser(t, otherDevice)).toBeNull();
    expect((await signIn(t, person.email, PASSWORD)).statusCode).toBe(401);
    expect((await signIn(t, person.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('needs a signed-in caller', async () => {
    const response = await post(t, '/api/auth/change-password', { oldPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a common breached password as the new one, naming the field', async () => {
    const person = await signedInAs(t);
    const response = await post(
      t,
      '/api/auth/change-password',
      { oldPassword: PASSWORD, newPassword: 'Welcome1' },
      person.cookie,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ newPassword: authMessages.commonPassword });
    expect((await signIn(t, person.email, PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a new password breaking the rule', async () => {
    const person = await signedInAs(t);
    const response = await post(
      t,
      '/api/auth/change-password',
      { oldPassword: PASSWORD, newPassword: 'alllowercase1' },
      person.cookie,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ newPassword: authMessages.passwordRule });
  });
});
