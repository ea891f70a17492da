import type { UserRecord } from '@roost/domain';
import { failure, jsonOf, route } from './reply';

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

/** GET /api/auth/session for a visitor: every page asks who is signed in. */
export const visitorSession = () => route('GET /api/auth/session', () => ({ user: null }));

interface Account {
  user: UserRecord;
  password: string;
  confirmed: boolean;
}

type Fields = Record<string, string | undefined>;
const fieldsOf = async (request: Request) => ((await jsonOf(request)) ?? {}) as Fields;

/**
 * The identity and user API in memory: `accounts` sign in with TEST_PASSWORD, every e-mailed code is TEST_CODE,
 * `signedIn` is the session's person. `session()` tells who is signed in now.
 */
export function authApi(options: { accounts?: UserRecord[]; signedIn?: UserRecord; unconfirmed?: boolean } = {}) {
  const accounts = new Map<string, Account>();
  for (const user of options.accounts ?? [])
    accounts.set(user.email, { user, password: TEST_PASSWORD, confirmed: !options.unconfirmed });
  let session: UserRecord | null = options.signedIn ?? null;
  const signIn = (user: UserRecord) => {
    session = user;
    return { user };
  };

  const handlers = [
    route('GET /api/auth/session', () => ({ user: session })),
    route('POST /api/auth/sign-up', async ({ request }) => {
      const body = await fieldsOf(request);
      const email = body.email ?? '';
      const user = testUser({ id: 'new', userId: 'new', name: body.name, email, phone: body.phone ?? null });
      accounts.set(email, { user, password: body.password ?? '', confirmed: false });
      return { email, status: 'confirm' as const };
    }),
    route('POST /api/auth/confirm', async ({ request }) => {
      const body = await fieldsOf(request);
      const account = accounts.get(body.email ?? '');
      if (!account || body.code !== TEST_CODE) return failure('CODE_NOT_VALID', 'Error confirming code');
      account.confirmed = true;
      return signIn(account.user);
    }),
    route('POST /api/auth/resend-code', () => ({ ok: true as const })),
    route('POST /api/auth/sign-in', async ({ request }) => {
      const body = await fieldsOf(request);
      const account = accounts.get(body.email ?? '');
      // Like the server: an unconfirmed account fails exactly as a wrong password does.
      if (!account || account.password !== body.password || !account.confirmed) {
        return failure('SIGN_IN_FAILED', 'Error logging in');
      }
      return signIn(account.user);
    }),
    route('POST /api/auth/sign-out', () => {
      session = null;
      return { ok: true as const };
    }),
    route('POST /api/auth/forgot-password', () => ({ ok: true as const })),
    route('POST /api/auth/reset-password', async ({ request }) => {
      const body = await fieldsOf(request);
      const account = accounts.get(body.email ?? '');
      if (!account || body.code !== TEST_CODE) return failure('PASSWORD_RESET_FAILED', 'Error resetting password');
      account.password = body.password ?? '';
      return { ok: true as const };
    }),
    route('POST /api/auth/change-password', async ({ request }) => {
      const body = await fieldsOf(request);
      if (!session || body.oldPassword !== TEST_PASSWORD) {
        return failure('PASSWORD_CHANGE_FAILED', 'Error resetting password');
      }
      return signIn({ ...session, status: 'active' });
    }),
    route('POST /api/core/core/log', () => ({ id: 'log1' })),
    route('GET /api/user/user/:id', ({ params }) =>
      session && params.id === session.id ? session : failure('USER_NOT_FOUND', 'User not found'),
    ),
    route('PUT /api/user/user/:id', async ({ request, params }) => {
      if (!session || params.id !== session.id) return failure('USER_NOT_FOUND', 'User not found');
      session = { ...session, ...((await jsonOf(request)) as Partial<UserRecord>) };
      return session;
    }),
  ];
  return { handlers, session: () => session };
}

/** The JSON bodies (null when none) of the app's writes (not GETs) to a path. */
export function sentTo(calls: { url: string; init: { method?: string; body?: unknown } | undefined }[], path: string) {
  return calls
    .filter((call) => call.url.endsWith(path) && (call.init?.method ?? 'GET') !== 'GET')
    .map((call) => JSON.parse(String(call.init?.body ?? 'null')) as unknown);
}
