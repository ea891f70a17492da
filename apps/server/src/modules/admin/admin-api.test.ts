import { randomUUID } from 'node:crypto';
import type { AdminAddress, AdminLog, UserRecord } from '@roost/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, identityEnv, post, put, signedInAs, uniqueEmail } from '../../../test/identity-helpers';
import { countRows, createTestApp, queryRows, type TestApp } from '../../../test/test-database';

/**
 * The admin area's API: the dashboard's real counts, and the users, stored property records and core
 * log lists, paged newest first by cursor, searched and filtered; superadmin-only lists refuse admins.
 */
let t: TestApp;
let plain: { id: string; cookie: string };
let admin: { id: string; cookie: string };
let superadmin: { id: string; cookie: string };

beforeAll(async () => {
  t = await createTestApp(identityEnv);
  plain = await signedInAs(t, ['user']);
  admin = await signedInAs(t, ['user', 'admin']);
  superadmin = await signedInAs(t, ['user', 'admin', 'superadmin']);
});
afterAll(() => t.close());

const sql = (text: string, values?: unknown[]) => queryRows(t.database, text, values);

/** Walks every page of a list and returns the rows in the order they came, with the pages' sizes. */
async function allPages<Row>(url: string, listKey: string, cookie: string) {
  const rows: Row[] = [];
  const sizes: number[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 50; page++) {
    const separator = url.includes('?') ? '&' : '?';
    const response = await get(t, cursor ? `${url}${separator}cursor=${cursor}` : url, cookie);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as Record<string, unknown> & { hasMore: boolean; nextCursor: string | null };
    const list = body[listKey] as Row[];
    rows.push(...list);
    sizes.push(list.length);
    expect(body.nextCursor === null).toBe(!body.hasMore);
    if (!body.hasMore) return { rows, sizes };
    cursor = body.nextCursor;
  }
  throw new Error('more than 50 pages');
}

describe('access', () => {
  const lists = ['/api/core/admin/addresses', '/api/core/admin/logs', '/api/core/admin/logs/filters'];

  it('asks a visitor to sign in and refuses plain users everything', async () => {
    for (const url of ['/api/core/admin/summary', '/api/user/users', ...lists]) {
      expect((await get(t, url)).statusCode, url).toBe(401);
      const refused = await get(t, url, plain.cookie);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().errorMessage).toBeTruthy();
    }
  });

  it('lets an admin see the dashboard but not the superadmin lists', async () => {
    expect((await get(t, '/api/core/admin/summary', admin.cookie)).statusCode).toBe(200);
    for (const url of lists) expect((await get(t, url, admin.cookie)).statusCode, url).toBe(403);
    for (const url of lists) expect((await get(t, url, superadmin.cookie)).statusCode, url).toBe(200);
  });
});

describe('dashboard', () => {
  it('counts users, stored addresses and leads as the database holds them', async () => {
    await sql(
      `insert into address_records (id, address, state_code, source) values ($1, '9 Count St, Auburn, CA 95603', 'CA', 'sample')`,
      [`count-${randomUUID()}`],
    );
    const lead = await post(t, '/api/site/lead', {
      type: 'contact',
      name: 'Counted Lead',
      email: uniqueEmail('lead'),
      message: 'Count me',
    });
    expect(lead.statusCode).toBe(201);
    const response = await get(t, '/api/core/admin/summary', admin.cookie);
    expect(response.statusCode).toBe(200);
    const { counts } = response.json() as { counts: Record<string, number | null> };
    expect(counts.users).toBe(await countRows(t.database, 'users'));
    expect(counts.addresses).toBe(await countRows(t.database, 'address_records'));
    expect(counts.leads).toBe(await countRows(t.database, 'leads'));
    expect(counts.leads).toBeGreaterThan(0);
    expect(counts.organizations).toBe(await countRows(t.database, 'teams', "type = 'Organization'"));
    // Campaigns past payment: drafts awaiting payment and canceled ones are not campaigns yet.
    expect(counts.campaigns).toBe(
      await countRows(t.database, 'campaigns', "status not in ('unpaid', 'canceled', 'deleted')"),
    );
  });
});

describe('users list', () => {
  const tag = `pager${randomUUID().slice(0, 8)}`;
  const base = Date.parse('2026-03-01T10:00:00.000Z');

  beforeAll(async () => {
    // Seven accounts; three share one creation time to the microsecond, so ties are ordered by id.
    const offsets = [0, 1, 2, 2, 2, 3, 4];
    for (const [index, offset] of offsets.entries()) {
      await sql(
        `insert into users (name, email, phone, status, role, created_at) values ($1, $2, $3, 'active', 'user', $4)`,
        [
          `${tag} Person ${index}`,
          `${tag}-${index}@example.com`,
          index === 5 ? '+19165550175' : null,
          new Date(base + offset * 1000).toISOString().replace('Z', '123Z'),
        ],
      );
    }
  });

  it('pages newest first, ties by id, each account once, and stops with hasMore false', async () => {
    const { rows, sizes } = await allPages<UserRecord>(
      `/api/user/users?limit=3&search=${tag}`,
      'users',
      superadmin.cookie,
    );
    expect(sizes).toEqual([3, 3, 1]);
    expect(new Set(rows.map((user) => user.id)).size).toBe(7);
    const stored = await sql(`select id from users where name like $1 order by created_at desc, id desc`, [`${tag}%`]);
    expect(rows.map((user) => user.id)).toEqual(stored.map((row) => row.id));
  });

  it('keeps answering the old way: users newest first, 200 at most, without paging asked', async () => {
    const response = await get(t, '/api/user/users', admin.cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json() as { users: UserRecord[]; hasMore: boolean };
    expect(body.users.length).toBe(await countRows(t.database, 'users'));
    expect(body.hasMore).toBe(false);
    const dates = body.users.map((user) => Date.parse(user.createdDate));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it.each([
    ['part of the name, in any case', `${tag.toUpperCase()} PERSON 4`, [4]],
    ['part of the e-mail', `${tag}-6@`, [6]],
    ['a phone as people write it', '(916) 555-0175', [5]],
    ['digits in the middle of a phone', '55501', [5]],
    ['nothing that is there', `${tag} nobody`, []],
  ])('finds %s', async (_label, search, expected) => {
    const response = await get(t, `/api/user/users?search=${encodeURIComponent(search)}`, superadmin.cookie);
    expect(response.statusCode).toBe(200);
    const names = (response.json().users as UserRecord[]).map((user) => user.name);
    expect(names).toEqual(expected.map((index) => `${tag} Person ${index}`));
  });

  it('takes % and _ in a search literally', async () => {
    const response = await get(t, `/api/user/users?search=${encodeURIComponent(`${tag}%`)}`, superadmin.cookie);
    expect(response.json().users).toEqual([]);
    const underscore = await get(t, `/api/user/users?search=${encodeURIComponent(`${tag}_`)}`, superadmin.cookie);
    expect(underscore.json().users).toEqual([]);
  });

  it('lists a user a superadmin creates first, and shows changed roles and status', async () => {
    const email = uniqueEmail('created');
    const created = await post(
      t,
      '/api/user/user',
      { name: 'Made By Admin', email, roles: ['user', 'agent'] },
      superadmin.cookie,
    );
    expect(created.statusCode).toBe(201);
    const first = (await get(t, '/api/user/users?limit=1', superadmin.cookie)).json() as { users: UserRecord[] };
    expect(first.users.map((user) => user.email)).toEqual([email]);

    const changed = await put(
      t,
      `/api/user/user/${created.json().id}`,
      { roles: ['user'], status: 'delete' },
      superadmin.cookie,
    );
    expect(changed.statusCode).toBe(200);
    const found = (await get(t, `/api/user/users?search=${encodeURIComponent(email)}`, superadmin.cookie)).json();
    expect(found.users).toMatchObject([{ email, roles: ['user'], status: 'delete' }]);
  });
});

describe('stored property records', () => {
  const tag = `Admin${randomUUID().slice(0, 6)}`;

  beforeAll(async () => {
    for (let index = 0; index < 5; index++) {
      await sql(
        `insert into address_records (id, address, state_code, estimate, loan_balance, source, created_date)
         values ($1, $2, 'CA', $3, $4, 'sample', $5)`,
        [
          `${tag}-${index}`,
          `${100 + index} ${tag} Way, Auburn, CA 95603`,
          650_000.4 + index,
          index === 0 ? null : 400_000.6,
          new Date(Date.parse('2026-02-01T00:00:00Z') + index * 60_000).toISOString(),
        ],
      );
    }
  });

  it('pages newest first with value and balance, searched anywhere in the address', async () => {
    const { rows, sizes } = await allPages<AdminAddress>(
      `/api/core/admin/addresses?limit=2&search=${encodeURIComponent(`${tag.toLowerCase()} way`)}`,
      'addresses',
      superadmin.cookie,
    );
    expect(sizes).toEqual([2, 2, 1]);
    expect(rows.map((row) => row.id)).toEqual([4, 3, 2, 1, 0].map((index) => `${tag}-${index}`));
    expect(rows[0]).toMatchObject({
      address: `104 ${tag} Way, Auburn, CA 95603`,
      estimate: 650_004.4,
      loanBalance: 400_000.6,
      source: 'sample',
      createdDate: '2026-02-01T00:04:00.000Z',
    });
    expect(rows.at(-1)?.loanBalance).toBeNull();
  });

  it('finds one record by its house number and street', async () => {
    const response = await get(
      t,
      `/api/core/admin/addresses?search=${encodeURIComponent(`102 ${tag}`)}`,
      superadmin.cookie,
    );
    expect((response.json().addresses as AdminAddress[]).map((row) => row.id)).toEqual([`${tag}-2`]);
  });
});

describe('core log', () => {
  const source = `src${randomUUID().slice(0, 8)}`;
  const entry = (id: string, action: string, at: string, data: unknown) =>
    sql(`insert into core_logs (id, source, action, data, created_at) values ($1, $2, $3, $4, $5)`, [
      id,
      source,
      action,
      JSON.stringify(data),
      at,
    ]);

  beforeAll(async () => {
    await entry(`${source}-error-1`, 'error', '2026-01-10T08:00:00Z', {
      email: 'pat@example.com',
      reason: 'wrong password',
    });
    await entry(`${source}-error-2`, 'error', '2026-01-11T08:00:00Z', {
      email: 'pat@example.com',
      password: 'Hunter22!',
      code: '123456',
      nested: { apiKey: 'k-123', attempts: 3, ok: false },
      auth: 'Bearer abc.def',
      list: ['a', 'b'],
    });
    await entry(`${source}-notice-3`, 'notice', '2026-01-12T08:00:00Z', {});
    await entry(`${source}-error-4`, 'error', '2026-01-13T08:00:00Z', { reason: 'expired' });
  });

  const logsUrl = (query: string) => `/api/core/admin/logs?source=${source}${query}`;
  const ids = async (query: string) => {
    const response = await get(t, logsUrl(query), superadmin.cookie);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().logs as AdminLog[]).map((log) => log.id.split('-').at(-1));
  };

  it('lists one source newest first, paged', async () => {
    const { rows, sizes } = await allPages<AdminLog>(logsUrl('&limit=3'), 'logs', superadmin.cookie);
    expect(sizes).toEqual([3, 1]);
    expect(rows.map((log) => log.id.split('-').at(-1))).toEqual(['4', '3', '2', '1']);
  });

  it('filters by action and by a time range (from inclusive, to exclusive)', async () => {
    expect(await ids('&action=error')).toEqual(['4', '2', '1']);
    expect(await ids('&from=2026-01-11T08:00:00Z&to=2026-01-13T08:00:00Z')).toEqual(['3', '2']);
    expect(await ids('&action=error&from=2026-01-11T00:00:00-08:00')).toEqual(['4', '2']);
    expect(await ids('&action=missing')).toEqual([]);
  });

  it('shows data as readable keys and values, and never a secret', async () => {
    const response = await get(t, logsUrl('&action=error&to=2026-01-12T00:00:00Z&limit=1'), superadmin.cookie);
    const [log] = response.json().logs as AdminLog[];
    expect(log).toMatchObject({ source, action: 'error', createdAt: '2026-01-11T08:00:00.000Z' });
    // jsonb keeps keys in its own order.
    expect(log!.data).toHaveLength(9);
    expect(log!.data).toEqual(
      expect.arrayContaining([
        { key: 'email', value: 'pat@example.com' },
        { key: 'password', value: '[hidden]' },
        { key: 'code', value: '[hidden]' },
        { key: 'nested.apiKey', value: '[hidden]' },
        { key: 'nested.attempts', value: '3' },
        { key: 'nested.ok', value: 'false' },
        { key: 'auth', value: '[hidden]' },
        { key: 'list.0', value: 'a' },
        { key: 'list.1', value: 'b' },
      ]),
    );
    expect(response.body).not.toContain('Hunter22');
    expect(response.body).not.toContain('123456');
    expect(response.body).not.toContain('k-123');
  });

  it('offers the sources and actions the log holds', async () => {
    const response = await get(t, '/api/core/admin/logs/filters', superadmin.cookie);
    expect(response.statusCode).toBe(200);
    const filters = response.json() as { sources: string[]; actions: string[] };
    expect(filters.sources).toContain(source);
    expect(filters.actions).toEqual(expect.arrayContaining(['error', 'notice']));
    expect(filters.sources).toEqual([...filters.sources].sort());
  });
});

describe('bad input', () => {
  const forged = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

  it.each([
    ['/api/user/users?limit=0', 'limit'],
    ['/api/user/users?limit=1001', 'limit'],
    ['/api/user/users?limit=abc', 'limit'],
    ['/api/user/users?cursor=not*base64', 'cursor'],
    ['/api/user/users?cursor=bm90IGpzb24', 'cursor'],
    [`/api/user/users?cursor=${forged(['2026-02-31T00:00:00.000000Z', 'x'])}`, 'cursor'],
    [`/api/user/users?cursor=${forged(['0000-01-01T00:00:00.000000Z', 'x'])}`, 'cursor'],
    [`/api/user/users?cursor=${forged(['2026-01-01 00:00:00', 'x'])}`, 'cursor'],
    [`/api/user/users?cursor=${forged([12, 'x'])}`, 'cursor'],
    [`/api/user/users?cursor=${forged({ a: 1 })}`, 'cursor'],
    [`/api/user/users?search=${encodeURIComponent('<script>')}`, 'search'],
    [`/api/user/users?search=${'x'.repeat(101)}`, 'search'],
    ['/api/core/admin/addresses?limit=101', 'limit'],
    [`/api/core/admin/addresses?cursor=${forged(['2026-01-01T00:00:00.000000Z', 'x'.repeat(301)])}`, 'cursor'],
    ['/api/core/admin/logs?from=yesterday', 'from'],
    ['/api/core/admin/logs?to=2026-13-01T00:00:00Z', 'to'],
    ['/api/core/admin/logs?from=2026-01-02T00:00:00Z&to=2026-01-01T00:00:00Z', 'to'],
    ['/api/core/admin/logs?from=0001-01-01T00:00:00Z', 'from'],
    [`/api/core/admin/logs?source=${encodeURIComponent("x' or 1=1")}`, 'source'],
    ['/api/core/admin/logs?action=a%00b', 'action'],
  ])('%s answers 400 naming %s', async (url, field) => {
    const response = await get(t, url, superadmin.cookie);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errorMessage).toBeTruthy();
    expect(response.json().fields ?? {}).toHaveProperty(field);
  });

  it('treats an empty search and empty filters as none', async () => {
    expect((await get(t, '/api/user/users?search=&limit=1', superadmin.cookie)).json().users).toHaveLength(1);
    const logs = await get(t, '/api/core/admin/logs?source=&action=&limit=1', superadmin.cookie);
    expect(logs.statusCode).toBe(200);
  });
});
