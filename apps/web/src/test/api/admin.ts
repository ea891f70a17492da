import type { AdminAddress, AdminCounts, AdminLog, Role, UserRecord } from '@roost/domain';
import { testUser } from './auth';
import { failure, type Failure, jsonOf, route } from './reply';

/** `count` users named Person 1..count, newest (highest number) first. */
export function testUsers(count: number): UserRecord[] {
  return Array.from({ length: count }, (_unused, index) => {
    const number = count - index;
    return testUser({
      id: `user-${number}`,
      userId: `user-${number}`,
      name: `Person ${number}`,
      email: `person${number}@example.com`,
      phone: number === 1 ? '+19165550101' : null,
      createdDate: new Date(Date.UTC(2026, 0, 1) + number * 86_400_000).toISOString(),
    });
  });
}

export function testAddress(overrides: Partial<AdminAddress> = {}): AdminAddress {
  return {
    id: '1234-Oak-St-Sacramento-CA',
    address: '1234 Oak St, Sacramento, CA 95814',
    estimate: 650_000.4,
    loanBalance: 440_123.55,
    source: 'sample',
    createdDate: '2026-02-03T10:00:00.000Z',
    ...overrides,
  };
}

export function testLog(overrides: Partial<AdminLog> = {}): AdminLog {
  return {
    id: 'login-error-1',
    source: 'login',
    action: 'error',
    createdAt: '2026-02-03T10:00:00.000Z',
    actor: null,
    target: null,
    organizationId: null,
    data: [
      { key: 'email', value: 'pat@example.com' },
      { key: 'password', value: '[hidden]' },
    ],
    ...overrides,
  };
}

/** One page of `rows` by a cursor that is the index of the next row. */
function pageOf<Row>(rows: Row[], query: URLSearchParams) {
  const limit = Number(query.get('limit') ?? 25);
  const start = Number(query.get('cursor') ?? 0);
  const hasMore = start + limit < rows.length;
  return { rows: rows.slice(start, start + limit), hasMore, nextCursor: hasMore ? String(start + limit) : null };
}

const distinct = (values: string[]) => [...new Set(values)].sort();

/**
 * The admin API in memory: lists page by a cursor that is the index of the next row; searches match part of the
 * name or e-mail (users) or the address. `createFailure` and `changeFailure` refuse every create or change.
 */
export function adminApi(
  options: {
    users?: UserRecord[];
    addresses?: AdminAddress[];
    logs?: AdminLog[];
    counts?: Partial<AdminCounts>;
    createFailure?: Failure;
    changeFailure?: Failure;
  } = {},
) {
  const users = [...(options.users ?? testUsers(3))];
  const addresses = options.addresses ?? [testAddress()];
  const logs = options.logs ?? [testLog()];
  const searchOf = (url: URL) => (url.searchParams.get('search') ?? '').toLowerCase();

  const handlers = [
    route('GET /api/core/admin/summary', () => ({
      counts: { users: users.length, organizations: null, addresses: 0, leads: 0, campaigns: null, ...options.counts },
    })),
    route('GET /api/user/users', ({ url }) => {
      const found = users.filter((user) => `${user.name} ${user.email}`.toLowerCase().includes(searchOf(url)));
      const { rows, ...more } = pageOf(found, url.searchParams);
      return { users: rows, ...more };
    }),
    route('POST /api/user/user', async ({ request }) => {
      if (options.createFailure) return options.createFailure;
      const body = (await jsonOf(request)) as { name: string; email: string; roles: Role[] };
      const created = testUser({
        id: 'created',
        userId: 'created',
        name: body.name,
        email: body.email,
        roles: body.roles,
        role: body.roles.join(','),
        status: 'reset',
      });
      users.unshift(created);
      return created;
    }),
    route('PUT /api/user/user/:id', async ({ request, params }) => {
      if (options.changeFailure) return options.changeFailure;
      const index = users.findIndex((user) => user.id === params.id);
      if (index < 0) return failure('USER_NOT_FOUND', 'User not found');
      const body = (await jsonOf(request)) as { roles: Role[]; status: UserRecord['status'] };
      users[index] = { ...users[index]!, roles: body.roles, role: body.roles.join(','), status: body.status };
      return users[index];
    }),
    route('GET /api/core/admin/addresses', ({ url }) => {
      const found = addresses.filter((record) => record.address.toLowerCase().includes(searchOf(url)));
      const { rows, ...more } = pageOf(found, url.searchParams);
      return { addresses: rows, ...more };
    }),
    route('GET /api/core/admin/logs/filters', () => ({
      sources: distinct(logs.map((log) => log.source)),
      actions: distinct(logs.map((log) => log.action)),
      targetTypes: distinct(logs.flatMap((log) => (log.target ? [log.target.type] : []))),
    })),
    route('GET /api/core/admin/logs', ({ url }) => {
      const [source, action, targetType, actor] = ['source', 'action', 'targetType', 'actor'].map((name) =>
        url.searchParams.get(name),
      );
      const found = logs.filter(
        (log) =>
          (!source || log.source === source) &&
          (!action || log.action === action) &&
          (!targetType || log.target?.type === targetType) &&
          (!actor || log.actor?.id === actor || log.actor?.label === actor.toLowerCase()),
      );
      const { rows, ...more } = pageOf(found, url.searchParams);
      return { logs: rows, ...more };
    }),
  ];
  return { handlers };
}

/** The query parameters of the app's GETs to a path, in order. */
export function queriesTo(calls: { url: string; init: RequestInit | undefined }[], path: string) {
  return calls
    .map((call) => new URL(call.url, 'http://localhost'))
    .filter((url) => url.pathname === path)
    .map((url) => Object.fromEntries(url.searchParams));
}
