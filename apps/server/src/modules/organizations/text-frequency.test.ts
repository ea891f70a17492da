import { DEFAULT_TEXT_FREQUENCY } from '@roost/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, identityEnv, put, sessionOf, signedInAs, type Person } from '../../../test/identity-helpers';
import { createTestApp, type TestApp } from '../../../test/test-database';
import { organizationFactory } from './testing';

/**
 * An organization's limits on marketing texts per number: its org admins set them within sane bounds (a value
 * outside is a 400 naming the field); its people may read them; another organization's admin may do neither.
 */
let t: TestApp;
let admin: Person;
let officer: Person;
let outsider: Person;
let organizationId: string;
let branchId: string;
const url = (id: string) => `/api/site/team/${id}/text-frequency`;

beforeAll(async () => {
  t = await createTestApp(identityEnv);
  const make = organizationFactory(t.runtime);
  admin = await signedInAs(t, ['user', 'orgadmin']);
  officer = await signedInAs(t, ['user']);
  outsider = await signedInAs(t, ['user', 'orgadmin']);
  const organization = await make.organization(sessionOf(admin, ['user', 'orgadmin']));
  organizationId = organization.id;
  branchId = (await make.branch(sessionOf(admin, ['user', 'orgadmin']), organizationId)).id;
  await make.member(sessionOf(admin, ['orgadmin']), branchId, { email: officer.email });
  await make.organization(sessionOf(outsider, ['user', 'orgadmin']));
});
afterAll(() => t.close());

describe('organization text frequency', () => {
  it('reads the defaults until an org admin sets limits, then the limits', async () => {
    const before = await get(t, url(organizationId), officer.cookie);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toEqual({ ...DEFAULT_TEXT_FREQUENCY, isDefault: true });

    const set = await put(t, url(organizationId), { per24Hours: 2, per7Days: 5 }, admin.cookie);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ per24Hours: 2, per7Days: 5, isDefault: false });
    expect((await get(t, url(organizationId), officer.cookie)).json()).toEqual({
      per24Hours: 2,
      per7Days: 5,
      isDefault: false,
    });
  });

  it.each([
    [{ per24Hours: 0, per7Days: 3 }, 'per24Hours'],
    [{ per24Hours: 11, per7Days: 20 }, 'per24Hours'],
    [{ per24Hours: 1.5, per7Days: 3 }, 'per24Hours'],
    [{ per24Hours: 3, per7Days: 2 }, 'per7Days'],
    [{ per24Hours: 3, per7Days: 51 }, 'per7Days'],
    [{ per24Hours: 3 }, 'per7Days'],
  ])('refuses %j with a 400 naming %s, and keeps the limits', async (body, field) => {
    const response = await put(t, url(organizationId), body, admin.cookie);
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.keys(response.json().fields ?? {})).toContain(field);
    expect((await get(t, url(organizationId), admin.cookie)).json()).toMatchObject({ per24Hours: 2, per7Days: 5 });
  });

  it("lets only the organization's admins change them; another organization's admin may not read them", async () => {
    expect((await put(t, url(organizationId), { per24Hours: 3, per7Days: 9 }, officer.cookie)).statusCode).toBe(403);
    expect((await put(t, url(organizationId), { per24Hours: 3, per7Days: 9 }, outsider.cookie)).statusCode).toBe(403);
    expect((await get(t, url(organizationId), outsider.cookie)).statusCode).toBe(403);
    expect((await get(t, url(organizationId), admin.cookie)).json()).toMatchObject({ per24Hours: 2, per7Days: 5 });
  });

  it('is set on the organization: a branch is a 400 naming the id', async () => {
    const response = await put(t, url(branchId), { per24Hours: 2, per7Days: 5 }, admin.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('id');
  });
});
