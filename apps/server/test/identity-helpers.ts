import { randomUUID } from 'node:crypto';
import type { Role, UserRecord } from '@roost/domain';
import { expect } from 'vitest';
import { listOutboxMails } from '../src/modules/notifications/testing';
import { insertAccount } from '../src/modules/user/testing';
import type { SessionUser } from '../src/plugins/access';
import type { TestApp } from './test-database';

/**
 * Small helpers for the identity tests: requests as a browser makes them (cookie plus our own
 * origin on state-changing calls), reading codes from the dev outbox, and ready-made accounts.
 */

export const origin = 'http://localhost:3000';
/** Meets the password rule and is not on the common-password list. */
export const PASSWORD = 'Hearth7Keys';

/** Limits high enough that only the rate-limit tests meet them (every inject comes from 127.0.0.1). */
export const identityEnv = { AUTH_RATE_LIMIT_PER_ADDRESS: '100000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' };

type Response = Awaited<ReturnType<TestApp['app']['inject']>>;

export function uniqueEmail(label = 'person'): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.com`;
}

/** The `name=value` pairs of a reply's Set-Cookie headers, ready to send back as a Cookie header. */
export function cookieFrom(response: Response): string {
  return setCookies(response)
    .map((cookie) => cookie.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

export function setCookies(response: Response): string[] {
  return [response.headers['set-cookie'] ?? []].flat().map(String);
}

export function post(
  t: TestApp,
  url: string,
  payload?: unknown,
  cookie?: string,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { origin, ...(cookie ? { cookie } : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

export function put(t: TestApp, url: string, payload: unknown, cookie?: string) {
  return t.app.inject({
    method: 'PUT',
    url,
    headers: { origin, ...(cookie ? { cookie } : {}) },
    payload: payload as object,
  });
}

export function del(t: TestApp, url: string, cookie?: string) {
  return t.app.inject({ method: 'DELETE', url, headers: { origin, ...(cookie ? { cookie } : {}) } });
}

export function get(t: TestApp, url: string, cookie?: string) {
  return t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

/** The signed-in user GET /api/auth/session answers for this cookie (null when signed out). */
export async function sessionUser(t: TestApp, cookie: string): Promise<UserRecord | null> {
  const response = await get(t, '/api/auth/session', cookie);
  expect(response.statusCode).toBe(200);
  return (response.json() as { user: UserRecord | null }).user;
}

/** Mails the dev outbox holds for an address, newest first. */
export async function mailsTo(t: TestApp, email: string) {
  const mails = await listOutboxMails(t.database.db, 1000);
  return mails.filter((mail) => mail.to === email.toLowerCase());
}

export async function latestMail(t: TestApp, email: string) {
  const [mail] = await mailsTo(t, email);
  if (!mail) throw new Error(`No mail for ${email} in the outbox`);
  return mail;
}

/** The 6-digit code of the newest mail to the address. */
export async function latestCode(t: TestApp, email: string): Promise<string> {
  const mail = await latestMail(t, email);
  const code = /^\s+(\d{6})\s*$/m.exec(mail.text)?.[1];
  if (!code) throw new Error(`No code in mail "${mail.subject}"`);
  return code;
}

/** A code that is certainly not the right one. */
export const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

export function signUp(t: TestApp, body: Record<string, unknown>) {
  return post(t, '/api/auth/sign-up', { name: 'Pat Person', password: PASSWORD, ...body });
}

export function signIn(t: TestApp, email: string, password = PASSWORD, headers: Record<string, string> = {}) {
  return post(t, '/api/auth/sign-in', { email, password }, undefined, headers);
}

/** POST /api/auth/confirm from the browser that signed up (the sign-up reply's cookie). */
export function confirmFrom(t: TestApp, signUpReply: Response, email: string, code: string) {
  return post(t, '/api/auth/confirm', { email, code }, cookieFrom(signUpReply));
}

/** Signs up and confirms through the API, as a visitor does; returns the user and the session cookie. */
export async function signUpAndConfirm(t: TestApp, email = uniqueEmail(), password = PASSWORD) {
  const started = await signUp(t, { email, password });
  expect(started.statusCode).toBe(201);
  const confirm = await confirmFrom(t, started, email, await latestCode(t, email));
  expect(confirm.statusCode).toBe(200);
  return { user: (confirm.json() as { user: UserRecord }).user, cookie: cookieFrom(confirm), email };
}

/** A confirmed account made directly (as the seed and admin creation do), then signed in. */
export async function signedInAs(
  t: TestApp,
  roles: Role[] = ['user'],
  options: { email?: string; status?: 'active' | 'reset'; password?: string } = {},
) {
  const email = options.email ?? uniqueEmail(roles.at(-1));
  const password = options.password ?? PASSWORD;
  const user = await insertAccount(t.runtime.users, {
    name: email,
    email,
    roles,
    status: options.status ?? 'active',
    password,
  });
  const response = await signIn(t, email, password);
  expect(response.statusCode).toBe(200);
  return { id: user.id, email, password, cookie: cookieFrom(response) };
}

export type Person = Awaited<ReturnType<typeof signedInAs>>;

/** The session a route sees for a person signed in with these roles (for services called directly). */
export const sessionOf = (person: Person, roles: string[]): SessionUser => ({
  id: person.id,
  email: person.email,
  name: person.email,
  status: 'active',
  roles,
});
