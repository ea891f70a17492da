import type { AdminAddress, AdminCounts, AdminLog, UserRecord } from '@roost/domain';
import type { Handler } from './render-app';
import { testUser } from './api/auth';

const reply = (status: number, body: unknown) => ({ status, body });

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

/**
 * The admin API as the server answers it, in memory: lists page by a cursor that is the index of the
 * next row; searches match part of the name or e-mail (users) or the address.
 */
export function fakeAdminServer(
  options: {
    users?: UserRecord[];
    addresses?: AdminAddress[];
    logs?: AdminLog[];
    counts?: Partial<AdminCounts>;
    createFailure?: { status: number; body: unknown };
    changeFailure?: { status: number; body: unknown };
  } = {},
) {
  const users = [...(options.users ?? testUsers(3))];
  const addresses = options.addresses ?? [testAddress()];
  const logs = options.logs ?? [testLog()];
  const page = <Row>(rows: Row[], key: string, query: URLSearchParams) => {
    const limit = Number(query.get('limit') ?? 25);
    const start = Number(query.get('cursor') ?? 0);
    const slice = rows.slice(start, start + limit);
    const hasMore = start + limit < rows.length;
    return reply(200, { [key]: slice, hasMore, nextCursor: hasMore ? String(start + limit) : null });
  };
  const handle: Handler = (url, init) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    const method = init?.method ?? 'GET';
    const search = (searchParams.get('search') ?? '').toLowerCase();
    if (method === 'GET' && pathname === '/api/core/admin/summary') {
      return reply(200, {
        counts: {
          users: users.length,
          organizations: null,
          addresses: 0,
          leads: 0,
          campaigns: null,
          ...options.counts,
        },
      });
    }
    if (method === 'GET' && pathname === '/api/user/users') {
      const found = users.filter((user) => `${user.name} ${user.email}`.toLowerCase().includes(search));
      return page(found, 'users', searchParams);
    }
    if (method === 'POST' && pathname === '/api/user/user') {
      if (options.createFailure) return options.createFailure;
      const body = JSON.parse(String(init?.body)) as { name: string; email: string; roles: string[] };
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
      return reply(201, created);
    }
    const change = /^\/api\/user\/user\/([^/]+)$/.exec(pathname);
    if (method === 'PUT' && change) {
      if (options.changeFailure) return options.changeFailure;
      const body = JSON.parse(String(init?.body)) as { roles: string[]; status: UserRecord['status'] };
      const index = users.findIndex((user) => user.id === change[1]);
      users[index] = { ...users[index]!, roles: body.roles, role: body.roles.join(','), status: body.status };
      return reply(200, users[index]);
    }
    if (method === 'GET' && pathname === '/api/core/admin/addresses') {
      const found = addresses.filter((record) => record.address.toLowerCase().includes(search));
      return page(found, 'addresses', searchParams);
    }
    if (method === 'GET' && pathname === '/api/core/admin/logs/filters') {
      return reply(200, {
        sources: [...new Set(logs.map((log) => log.source))].sort(),
        actions: [...new Set(logs.map((log) => log.action))].sort(),
        targetTypes: [...new Set(logs.flatMap((log) => (log.target ? [log.target.type] : [])))].sort(),
      });
    }
    if (method === 'GET' && pathname === '/api/core/admin/logs') {
      const source = searchParams.get('source');
      const action = searchParams.get('action');
      const targetType = searchParams.get('targetType');
      const actor = searchParams.get('actor');
      const found = logs.filter(
        (log) =>
          (!source || log.source === source) &&
          (!action || log.action === action) &&
          (!targetType || log.target?.type === targetType) &&
          (!actor || log.actor?.id === actor || log.actor?.label === actor.toLowerCase()),
      );
      return page(found, 'logs', searchParams);
    }
    return undefined;
  };
  return { handle };
}

/** The query parameters of the app's GETs to a path, in order. */
export function queriesTo(calls: { url: string; init: RequestInit | undefined }[], path: string) {
  return calls
    .map((call) => new URL(call.url, 'http://localhost'))
    .filter((url) => url.pathname === path)
    .map((url) => Object.fromEntries(url.searchParams));
}
