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
  setCookies,
  signIn,
  signUp,
  signUpAndConfirm,
  uniqueEmail,
  wrongCode,
} from './identity-helpers';
import { countRows, createTestApp, queryRows, type TestApp } from './test-database';

/** Sign-up with an e-mailed code: the mail, the confirmation, the session, and the code's limits. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(identityEnv);
});
afterAll(() => t.close());

const confirm = (email: string, code: string) => post(t, '/api/auth/confirm', { email, code });

/** Moves the pending code's expiry into the past, as ten minutes passing would. */
async function expireCode(email: string) {
  await t.database.sql.executeSql(
    `update verifications set expires_at = now() - interval '1 second' where identifier = $1`,
    [`email-verification-otp-${email}`],
  );
}

describe('sign-up and confirmation', () => {
  it('mails a code, refuses a wrong one (logged), confirms the right one and signs in', async () => {
    const email = uniqueEmail('new');
    const response = await signUp(t, { email, phone: '(916) 555-0100' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ email, status: 'confirm' });

    const mail = await latestMail(t, email);
    expect(mail.subject).toBe('Your Roost confirmation code');
    expect(mail.text).toMatch(/^\s+\d{6}\s*$/m);
    expect(mail.text).toContain('expires in 10 minutes');
    expect(mail.html).toContain('<html');
    const code = await latestCode(t, email);
    expect(mail.html).toContain(code);

    const wrong = await confirm(email, wrongCode(code));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errorMessage).toBe(authMessages.errorConfirmingCode);
    expect(setCookies(wrong)).toEqual([]);
    const logs = await queryRows<{ data: { email: string } }>(
      t.database,
      `select data from core_logs where source = 'confirm' and action = 'error'`,
    );
    expect(logs.map((log) => log.data.email)).toContain(email);

    const right = await confirm(email, code);
    expect(right.statusCode).toBe(200);
    const { user } = right.json();
    expect(user).toMatchObject({ email, status: 'active', phone: '+19165550100', roles: ['user'] });
    const sessionCookie = setCookies(right).find((cookie) => cookie.startsWith('roost.session_token='));
    expect(sessionCookie).toBeDefined();
    expect(sessionCookie).toMatch(/;\s*HttpOnly/i);
    expect(sessionCookie).toMatch(/;\s*SameSite=Lax/i);
    expect(sessionCookie).not.toMatch(/;\s*Secure/i);

    const cookie = cookieFrom(right);
    expect(await sessionUser(t, cookie)).toMatchObject({ id: user.id, email, status: 'active' });

    const again = await confirm(email, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().errorMessage).toBe(authMessages.errorConfirmingCode);
  });

  it('answers a sign-in before confirming with 403 status confirm and mails a new code', async () => {
    const email = uniqueEmail('early');
    await signUp(t, { email });
    const firstCode = await latestCode(t, email);
    const response = await signIn(t, email);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ status: 'confirm' });
    expect(setCookies(response)).toEqual([]);
    expect(await mailsTo(t, email)).toHaveLength(2);
    const newCode = await latestCode(t, email);
    // The newest code is the one that works.
    if (newCode !== firstCode) expect((await confirm(email, firstCode)).statusCode).toBe(400);
    expect((await confirm(email, newCode)).statusCode).toBe(200);
  });

  it('refuses a code after its 10 minutes', async () => {
    const email = uniqueEmail('late');
    await signUp(t, { email });
    const code = await latestCode(t, email);
    await expireCode(email);
    const response = await confirm(email, code);
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessage).toBe(authMessages.errorConfirmingCode);
    expect(await storedStatus(email)).toBe('confirm');
  });

  it('refuses even the right code after 3 wrong attempts', async () => {
    const email = uniqueEmail('guess');
    await signUp(t, { email });
    const code = await latestCode(t, email);
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await confirm(email, wrongCode(code))).statusCode).toBe(400);
    }
    const response = await confirm(email, code);
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessage).toBe(authMessages.errorConfirmingCode);
    // A fresh code lets the person finish.
    expect((await post(t, '/api/auth/resend-code', { email })).statusCode).toBe(200);
    expect((await confirm(email, await latestCode(t, email))).statusCode).toBe(200);
  });

  it('resends a code to a pending e-mail signing up again, keeping the first password', async () => {
    const email = uniqueEmail('twice');
    await signUp(t, { email, password: PASSWORD });
    const again = await signUp(t, { email, password: 'Other1pass' });
    expect(again.statusCode).toBe(201);
    expect(await mailsTo(t, email)).toHaveLength(2);
    expect((await confirm(email, await latestCode(t, email))).statusCode).toBe(200);
    expect((await signIn(t, email, 'Other1pass')).statusCode).toBe(401);
    expect((await signIn(t, email, PASSWORD)).statusCode).toBe(200);
  });

  it('answers 409 to signing up with a confirmed e-mail, and sends nothing', async () => {
    const { email } = await signUpAndConfirm(t);
    const before = (await mailsTo(t, email)).length;
    const response = await signUp(t, { email: email.toUpperCase() });
    expect(response.statusCode).toBe(409);
    expect(response.json().errorMessage).toMatch(/already exists/);
    expect(await mailsTo(t, email)).toHaveLength(before);
  });
});

async function storedStatus(email: string) {
  const [row] = await queryRows<{ status: string }>(t.database, 'select status from users where email = $1', [email]);
  return row?.status;
}

describe('sign-up input', () => {
  it.each([
    ['a password breaking the rule', { password: 'password' }, 'password', authMessages.passwordRule],
    ['a short password', { password: 'Ab1' }, 'password', authMessages.passwordRule],
    ['a malformed e-mail', { email: 'not-an-email' }, 'email', 'Email must be a valid email address'],
    ['a phone of two digits', { phone: '12' }, 'phone', 'Phone must be a valid US phone number'],
    ['a name over 250 characters', { name: 'N'.repeat(251) }, 'name', 'Name must be at most 250 characters'],
    ['an unknown field', { role: 'admin' }, 'role', expect.stringMatching(/unrecognized/i)],
  ])('refuses %s with the field named and stores nothing', async (_label, change, field, message) => {
    const email = uniqueEmail('bad');
    const response = await signUp(t, { email, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({ [field]: message });
    expect(await countRows(t.database, 'users', 'email = $1', [email])).toBe(0);
    expect(await countRows(t.database, 'users', 'email = $1', ['not-an-email'])).toBe(0);
  });

  it('reports every failing field at once', async () => {
    const response = await signUp(t, { email: 'nope', phone: '12', password: 'short' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual(['email', 'password', 'phone']);
  });
});

describe('cookies behind https', () => {
  it('marks the session cookie Secure when PUBLIC_URL is https', async () => {
    const secureOrigin = 'https://roost.example';
    const https = await createTestApp({ ...identityEnv, PUBLIC_URL: secureOrigin }, { database: t.database });
    try {
      const email = uniqueEmail('secure');
      const headers = { origin: secureOrigin };
      expect(
        (await post(https, '/api/auth/sign-up', { name: 'S', email, password: PASSWORD }, undefined, headers))
          .statusCode,
      ).toBe(201);
      const response = await post(
        https,
        '/api/auth/confirm',
        { email, code: await latestCode(https, email) },
        undefined,
        headers,
      );
      expect(response.statusCode).toBe(200);
      const session = setCookies(response).find((cookie) => cookie.includes('roost.session_token='));
      expect(session).toMatch(/;\s*Secure/i);
      expect(session).toMatch(/;\s*HttpOnly/i);
      expect(session).toMatch(/;\s*SameSite=Lax/i);
      expect(await sessionUser(https, cookieFrom(response))).toMatchObject({ email });
    } finally {
      await https.close();
    }
  });
});
