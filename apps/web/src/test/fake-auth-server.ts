import type { UserRecord } from '@roost/domain';
import type { Handler } from './render-app';

export const TEST_CODE = '123456';
export const TEST_PASSWORD = 'Secret1';

export function testUser(overrides: Partial<UserRecord> = {}): UserRecord {
  return {
    id: 'u1',
    userId: 'u1',
    name: 'Ann Lee',
    email: 'ann@example.com',
    phone: null,
    status: 'active',
    role: 'user',
    roles: ['user'],
    textUpdates: false,
    textUpdatesConsentAt: null,
    createdDate: '2025-01-02T03:04:05.000Z',
    ...overrides,
  };
}

interface Account {
  user: UserRecord;
  password: string;
  confirmed: boolean;
}

const reply = (status: number, body: unknown) => ({ status, body });

/**
 * The identity and user API as the server answers it, in memory: accounts sign in with
 * TEST_PASSWORD, every e-mailed code is TEST_CODE.
 */
export function fakeAuthServer(
  options: { accounts?: UserRecord[]; signedIn?: UserRecord; unconfirmed?: boolean } = {},
) {
  const accounts = new Map<string, Account>();
  for (const user of options.accounts ?? [])
    accounts.set(user.email, { user, password: TEST_PASSWORD, confirmed: !options.unconfirmed });
  let session: UserRecord | null = options.signedIn ?? null;
  const signIn = (user: UserRecord) => {
    session = user;
    return reply(200, { user });
  };

  const routes: Record<string, (body: Record<string, string>) => { status: number; body: unknown }> = {
    'GET /api/auth/session': () => reply(200, { user: session }),
    'POST /api/auth/sign-up': (body) => {
      const user = testUser({
        id: 'new',
        userId: 'new',
        name: body.name,
        email: body.email,
        phone: body.phone ?? null,
      });
      accounts.set(body.email!, { user, password: body.password!, confirmed: false });
      return reply(201, { email: body.email, status: 'confirm' });
    },
    'POST /api/auth/confirm': (body) => {
      const account = accounts.get(body.email!);
      if (!account || body.code !== TEST_CODE) return reply(400, { errorMessage: 'Error confirming code' });
      account.confirmed = true;
      return signIn(account.user);
    },
    'POST /api/auth/resend-code': () => reply(200, { ok: true }),
    'POST /api/auth/sign-in': (body) => {
      const account = accounts.get(body.email!);
      // Like the server: an unconfirmed account fails exactly as a wrong password does.
      if (!account || account.password !== body.password || !account.confirmed) {
        return reply(401, { errorMessage: 'Error logging in' });
      }
      return signIn(account.user);
    },
    'POST /api/auth/sign-out': () => {
      session = null;
      return reply(200, { ok: true });
    },
    'POST /api/auth/forgot-password': () => reply(200, { ok: true }),
    'POST /api/auth/reset-password': (body) => {
      const account = accounts.get(body.email!);
      if (!account || body.code !== TEST_CODE) return reply(400, { errorMessage: 'Error resetting password' });
      account.password = body.password!;
      return reply(200, { ok: true });
    },
    'POST /api/auth/change-password': (body) => {
      if (!session || body.oldPassword !== TEST_PASSWORD)
        return reply(400, { errorMessage: 'Error resetting password' });
      return signIn({ ...session, status: 'active' });
    },
    'POST /api/core/core/log': () => reply(201, {}),
  };

  const handle: Handler = (url, init) => {
    const { pathname } = new URL(url, 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, string>) : {};
    const route = routes[`${method} ${pathname}`];
    if (route) return route(body);
    if (session && pathname === `/api/user/user/${session.id}`) {
      if (method === 'PUT') session = { ...session, ...(body as Partial<UserRecord>) };
      return reply(200, session);
    }
    return undefined;
  };
  return { handle, session: () => session };
}

/** The JSON bodies (null when none) of the app's writes (not GETs) to a path. */
export function sentTo(calls: { url: string; init: RequestInit | undefined }[], path: string): unknown[] {
  return calls
    .filter((call) => call.url.endsWith(path) && (call.init?.method ?? 'GET') !== 'GET')
    .map((call) => JSON.parse(String(call.init?.body ?? 'null')) as unknown);
}
