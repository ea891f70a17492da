import { authMessages } from '@roost/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  confirmFrom,
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
} from '../../../../test/identity-helpers';
import { countRows, createTestApp, queryRows, type TestApp } from '../../../../test/test-database';

/** Sign-up with an e-mailed code: the mail, the confirmation, the session, and the code's limits. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(identityEnv);
});
afterAll(() => t.close());

/** Signs up from a fresh "browser": returns the confirm call bound to that browser's sign-up cookie. */
async function startSignUp(email: string, password = PASSWORD) {
  const started = await signUp(t, { email, password });
  expect(started.statusCode).toBe(201);
  return {
    started,
    confirm: (code: string) => confirmFrom(t, started, email, code),
    resend: () => post(t, '/api/auth/resend-code', { email }, cookieFrom(started)),
  };
}

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
    const attemptCookie = setCookies(response).find((cookie) => cookie.startsWith('roost.sign_up='));
    expect(attemptCookie).toMatch(/;\s*HttpOnly/i);
    expect(attemptCookie).toMatch(/;\s*Path=\/api\/auth/i);
    const confirm = (code: string) => confirmFrom(t, response, email, code);

    const mail = await latestMail(t, email);
    expect(mail.subject).toBe('Your Roost confirmation code');
    expect(mail.text).toMatch(/^\s+\d{6}\s*$/m);
    expect(mail.text).toContain('expires in 10 minutes');
    expect(mail.html).toContain('<html');
    const code = await latestCode(t, email);
    expect(mail.html).toContain(code);

    const wrong = await confirm(wrongCode(code));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errorMessage).toBe(authMessages.errorConfirmingCode);
    expect(setCookies(wrong)).toEqual([]);
    const logs = await queryRows<{ data: { email: string } }>(
      t.database,
      `select data from core_logs where source = 'confirm' and action = 'error'`,
    );
    expect(logs.map((log) => log.data.email)).toContain(email);

    const right = await confirm(code);
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
    expect((await signIn(t, email, PASSWORD)).statusCode).toBe(200);

    const again = await confirm(code);
    expect(again.statusCode).toBe(400);
    expect(again.json().errorMessage).toBe(authMessages.errorConfirmingCode);
  });

  it('answers a sign-in before confirming like any failed sign-in, and mails nothing', async () => {
    const email = uniqueEmail('early');
    const { confirm } = await startSignUp(email);
    const code = await latestCode(t, email);
    const response = await signIn(t, email, PASSWORD);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'SIGN_IN_FAILED', errorMessage: authMessages.errorLoggingIn });
    expect(setCookies(response)).toEqual([]);
    expect(await mailsTo(t, email)).toHaveLength(1);
    expect((await confirm(code)).statusCode).toBe(200);
  });

  it('refuses a code after its 10 minutes', async () => {
    const email = uniqueEmail('late');
    const { confirm } = await startSignUp(email);
    const code = await latestCode(t, email);
    await expireCode(email);
    const response = await confirm(code);
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessage).toBe(authMessages.errorConfirmingCode);
    expect(await storedStatus(email)).toBe('confirm');
  });

  it('refuses even the right code after 3 wrong attempts', async () => {
    const email = uniqueEmail('guess');
    const { confirm, resend } = await startSignUp(email);
    const code = await latestCode(t, email);
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await confirm(wrongCode(code))).statusCode).toBe(400);
    }
    const response = await confirm(code);
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessage).toBe(authMessages.errorConfirmingCode);
    // A fresh code lets the person finish.
    expect((await resend()).statusCode).toBe(200);
    expect((await confirm(await latestCode(t, email))).statusCode).toBe(200);
  });

  it('refuses a code confirmed from a browser that did not sign up, without using the code up', async () => {
    const email = uniqueEmail('elsewhere');
    const { confirm } = await startSignUp(email);
    const code = await latestCode(t, email);
    const stranger = await post(t, '/api/auth/confirm', { email, code });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().errorMessage).toBe(authMessages.errorConfirmingCode);
    expect(setCookies(stranger)).toEqual([]);
    expect((await confirm(code)).statusCode).toBe(200);
  });

  it('resends nothing to a browser that did not sign up, and answers the same', async () => {
    const email = uniqueEmail('resend');
    await startSignUp(email);
    const response = await post(t, '/api/auth/resend-code', { email });
    expect(response.statusCode).toBe(200);
    expect(await mailsTo(t, email)).toHaveLength(1);
  });
});

describe('account pre-hijacking', () => {
  it("gives the account the confirmer's password when an intruder signed up first", async () => {
    const email = uniqueEmail('owner');
    await startSignUp(email, 'Intruder9Pass');
    const owner = await startSignUp(email, 'Owner9Secret');
    const confirmed = await owner.confirm(await latestCode(t, email));
    expect(confirmed.statusCode).toBe(200);
    expect((await signIn(t, email, 'Intruder9Pass')).statusCode).toBe(401);
    expect((await signIn(t, email, 'Owner9Secret')).statusCode).toBe(200);
  });

  it("keeps the owner's password when an intruder signs up again between the owner's sign-up and confirmation", async () => {
    const email = uniqueEmail('race');
    const owner = await startSignUp(email, 'Owner9Secret');
    const ownerCode = await latestCode(t, email);
    const intruder = await startSignUp(email, 'Intruder9Pass');
    // The intruder's sign-up replaced the code; the owner asks for a new one from their own browser.
    if ((await owner.confirm(ownerCode)).statusCode !== 200) {
      expect((await owner.resend()).statusCode).toBe(200);
      expect((await owner.confirm(await latestCode(t, email))).statusCode).toBe(200);
    }
    // The intruder never sees the codes; had they guessed one, their browser's confirm still fails now.
    expect((await intruder.confirm(await latestCode(t, email))).statusCode).toBe(400);
    expect((await signIn(t, email, 'Intruder9Pass')).statusCode).toBe(401);
    expect((await signIn(t, email, 'Owner9Secret')).statusCode).toBe(200);
  });

  it('keeps no name or phone the intruder chose', async () => {
    const email = uniqueEmail('named');
    await signUp(t, { email, name: 'Mallory', phone: '(916) 555-0199', password: 'Intruder9Pass' });
    const owner = await signUp(t, { email, name: 'Olivia Owner', password: 'Owner9Secret' });
    const confirmed = await confirmFrom(t, owner, email, await latestCode(t, email));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().user).toMatchObject({ name: 'Olivia Owner', phone: null });
  });
});

describe('sign-up answers that tell nobody which e-mails have accounts', () => {
  it('answers a confirmed e-mail as a new one, mails the owner a notice instead of a code, and changes nothing', async () => {
    const { email } = await signUpAndConfirm(t);
    const before = (await mailsTo(t, email)).length;
    const taken = await signUp(t, { email: email.toUpperCase(), password: 'Intruder9Pass' });
    const fresh = await signUp(t, { email: uniqueEmail('fresh'), password: 'Intruder9Pass' });
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.json()).toEqual({ email, status: 'confirm' });
    expect(Object.keys(taken.json())).toEqual(Object.keys(fresh.json()));
    expect(setCookies(taken).map((cookie) => cookie.split('=')[0])).toEqual(
      setCookies(fresh).map((cookie) => cookie.split('=')[0]),
    );
    const mails = await mailsTo(t, email);
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]!.subject).toBe('You already have a Roost account');
    expect(mails[0]!.text).not.toMatch(/^\s+\d{6}\s*$/m);
    expect((await signIn(t, email, 'Intruder9Pass')).statusCode).toBe(401);
    expect((await signIn(t, email, PASSWORD)).statusCode).toBe(200);
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
    ['a common breached password', { password: 'Password1' }, 'password', authMessages.commonPassword],
    ['a common password in other case', { password: 'qWERTY123' }, 'password', authMessages.commonPassword],
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

describe('passwords as typed', () => {
  it('signs in with a password that begins and ends with spaces exactly as it was chosen', async () => {
    const spaced = '  Hearth7Keys  ';
    const { email } = await signUpAndConfirm(t, uniqueEmail('spaces'), spaced);
    expect((await signIn(t, email, spaced)).statusCode).toBe(200);
    expect((await signIn(t, email, spaced.trim())).statusCode).toBe(401);
  });
});

describe('cookies behind https', () => {
  it('marks the session cookie Secure when PUBLIC_URL is https', async () => {
    const secureOrigin = 'https://roost.example';
    const https = await createTestApp({ ...identityEnv, PUBLIC_URL: secureOrigin }, { database: t.database });
    try {
      const email = uniqueEmail('secure');
      const headers = { origin: secureOrigin };
      const started = await post(
        https,
        '/api/auth/sign-up',
        { name: 'S', email, password: PASSWORD },
        undefined,
        headers,
      );
      expect(started.statusCode).toBe(201);
      expect(setCookies(started).find((cookie) => cookie.startsWith('roost.sign_up='))).toMatch(/;\s*Secure/i);
      const response = await post(
        https,
        '/api/auth/confirm',
        { email, code: await latestCode(https, email) },
        cookieFrom(started),
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
