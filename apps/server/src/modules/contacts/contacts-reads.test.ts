import { contactImportMessages, type ParseReply } from '@roost/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, signedInAs } from '../../../test/identity-helpers';
import { countRows, createTestApp, queryRows, type TestApp } from '../../../test/test-database';
import { organizationFactory } from '../organizations/testing';
import { mappingOf, uploadJson } from './contacts-test-helpers';
import { classifyContacts, readImport, suppressionScopeFor, validImportContacts } from '.';
import { deleteExpiredImports, deleteImport } from './testing';

let t: TestApp;
let officer: { id: string; email: string; cookie: string };
let other: { id: string; cookie: string };
let reply: ParseReply;

const HEADERS = ['First', 'Phone', 'Home Value'];
const FILE =
  'First,Phone,Home Value\n' +
  'Ana,(916) 555-0123,"$350,000"\n' +
  '=cmd,,+1\n' +
  'Bo,916.555.0124,\n' +
  'Cy,12,@sum\n' +
  'Di,9165550123,\n' +
  'Ed,+1 916 555 0125,\n';

beforeAll(async () => {
  t = await createTestApp();
  officer = await signedInAs(t, ['user']);
  other = await signedInAs(t, ['user', 'campaigns']);
  const response = await uploadJson(
    t,
    officer.cookie,
    FILE,
    mappingOf(HEADERS, { firstName: 'First', phoneNumber: 'Phone', homeValue: 'Home Value' }),
  );
  expect(response.statusCode, response.body).toBe(200);
  reply = response.json() as ParseReply;
});
afterAll(() => t.close());

const base = () => `/api/site/campaign/contacts/parse/${reply.importId}`;

describe('reading an upload', () => {
  it('gives the uploader the report', async () => {
    const response = await get(t, base(), officer.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(reply.report);
    expect(reply.report).toMatchObject({ rows: 6, valid: 3, missingRequired: 1, invalidPhone: 1, duplicate: 1 });
  });

  it('pages a group in line order with a cursor', async () => {
    const first = await get(t, `${base()}/rows?group=valid&limit=2`, officer.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      results: [
        {
          line: 2,
          group: 'valid',
          contact: { firstName: 'Ana', phoneNumber: '+19165550123', homeValue: '$350,000' },
          rawPhone: '(916) 555-0123',
        },
        {
          line: 4,
          group: 'valid',
          contact: { firstName: 'Bo', phoneNumber: '+19165550124' },
          rawPhone: '916.555.0124',
        },
      ],
      nextCursor: 4,
    });
    const second = await get(t, `${base()}/rows?group=valid&limit=2&cursor=4`, officer.cookie);
    expect(second.json()).toMatchObject({ results: [{ line: 7, contact: { firstName: 'Ed' } }], nextCursor: null });
    const duplicates = await get(t, `${base()}/rows?group=duplicate`, officer.cookie);
    expect(duplicates.json().results).toMatchObject([{ line: 6, rawPhone: '9165550123' }]);
  });

  it('downloads the rejected rows as CSV with a reason, formulas neutralised', async () => {
    const response = await get(t, `${base()}/rejected.csv`, officer.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe('attachment; filename="leads-rejected.csv"');
    expect(response.body.split('\r\n')).toEqual([
      'First Name,Home Value,Phone Number,reason',
      "'=cmd,'+1,,No phone number",
      "Cy,'@sum,12,Not a valid US phone number",
      'Di,,9165550123,Same phone number as an earlier row',
      '',
    ]);
  });

  it('answers 404 to anyone else, and for unknown ids', async () => {
    for (const url of [base(), `${base()}/rows`, `${base()}/rejected.csv`]) {
      const response = await get(t, url, other.cookie);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ code: 'UPLOAD_NOT_FOUND', errorMessage: contactImportMessages.importNotFound });
    }
    const unknown = await get(t, '/api/site/campaign/contacts/parse/no-such-import', officer.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(await readImport(t.database.db, reply.importId, other.id)).toBeUndefined();
  });

  it('answers 401 when signed out', async () => {
    expect((await get(t, base())).statusCode).toBe(401);
    expect((await get(t, `${base()}/rejected.csv`)).statusCode).toBe(401);
  });
});

describe('for the campaigns module', () => {
  it('reads the valid contacts in line order after a line', async () => {
    const rows = await validImportContacts(t.database.db, reply.importId, 2, 10);
    expect(rows).toEqual([
      { line: 4, contact: { firstName: 'Bo', phoneNumber: '+19165550124' }, phone: '+19165550124' },
      { line: 7, contact: { firstName: 'Ed', phoneNumber: '+19165550125' }, phone: '+19165550125' },
    ]);
  });

  it('classifies contacts sent as chunks by the same rules', () => {
    const groups = classifyContacts(
      [
        { firstName: 'A', phoneNumber: '916-555-0130' },
        { firstName: 'B' },
        { phoneNumber: '555' },
        { phoneNumber: '(916) 555-0130' },
        { phoneNumber: '9165550131' },
      ],
      new Set(['+19165550131']),
    );
    expect(groups.map((row) => [row.group, row.phone])).toEqual([
      ['valid', '+19165550130'],
      ['missingRequired', null],
      ['invalidPhone', null],
      ['duplicate', '+19165550130'],
      ['optedOut', '+19165550131'],
    ]);
    expect(groups[0]!.contact).toEqual({ firstName: 'A', phoneNumber: '+19165550130' });
  });

  it("scopes opt-outs to the person's organization, through a branch too", async () => {
    const orgAdmin = await signedInAs(t, ['user', 'orgadmin']);
    const factory = organizationFactory(t.runtime);
    const admin = { id: orgAdmin.id, email: orgAdmin.email, name: 'Org Admin', status: 'active', roles: ['user'] };
    const organization = await factory.organization(admin);
    const branch = await factory.branch(admin, organization.id);
    const member = await factory.member(admin, branch.id, { email: `member-${Date.now()}@example.com` });
    const memberId = (
      await queryRows<{ user_id: string }>(t.database, 'select user_id from team_users where id = $1', [member.id])
    )[0]!.user_id;
    expect(await suppressionScopeFor(t.database.db, memberId)).toBe(`org:${organization.id}`);
    expect(await suppressionScopeFor(t.database.db, memberId, branch.id)).toBe(`org:${organization.id}`);
    expect(await suppressionScopeFor(t.database.db, officer.id, organization.id)).toBe(`user:${officer.id}`);
  });

  it('deletes an import with its rows, and drops uploads older than a week', async () => {
    const response = await uploadJson(
      t,
      officer.cookie,
      'Phone\n9165550160\n',
      mappingOf(['Phone'], { phoneNumber: 'Phone' }),
    );
    const { importId } = response.json() as ParseReply;
    await deleteImport(t.database.db, importId);
    expect(await countRows(t.database, 'contact_import_rows', 'import_id = $1', [importId])).toBe(0);

    await t.database.sql.executeSql(
      `update contact_imports set created_date = now() - interval '8 days' where id = $1`,
      [reply.importId],
    );
    expect(await deleteExpiredImports(t.database.db)).toBe(1);
    expect((await get(t, base(), officer.cookie)).statusCode).toBe(404);
  });
});
