import type { UserRecord } from '@roost/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, identityEnv, put, signedInAs } from '../../../test/identity-helpers';
import { createTestApp, type TestApp } from '../../../test/test-database';

/**
 * Who may change whom through PUT /api/user/user/:id, enforced on the server: an admin manages
 * ordinary users; only a superadmin changes an admin's or a superadmin's account or grants admin
 * powers; nobody disables or demotes themselves there. A refusal says why and changes nothing.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAs>>;
let superadmin: Awaited<ReturnType<typeof signedInAs>>;
beforeAll(async () => {
  t = await createTestApp(identityEnv);
  admin = await signedInAs(t, ['user', 'admin']);
  superadmin = await signedInAs(t, ['user', 'admin', 'superadmin']);
});
afterAll(() => t.close());

const userUrl = (id: string) => `/api/user/user/${id}`;
const onlySuperadmin = "Only a superadmin can change an admin's or a superadmin's account";
const onlySuperadminGrants = 'Only a superadmin can grant admin or superadmin';
const notYourself = 'You cannot disable or demote your own account';

async function recordOf(id: string): Promise<UserRecord> {
  const response = await get(t, userUrl(id), superadmin.cookie);
  expect(response.statusCode).toBe(200);
  return response.json() as UserRecord;
}

async function expectRefused(
  actor: { cookie: string },
  targetId: string,
  change: Record<string, unknown>,
  message: string,
) {
  const before = await recordOf(targetId);
  const response = await put(t, userUrl(targetId), change, actor.cookie);
  expect(response.statusCode, JSON.stringify(change)).toBe(403);
  const code = message === notYourself ? 'CANNOT_DEMOTE_SELF' : 'SUPERADMIN_REQUIRED';
  expect(response.json()).toEqual({ code, errorMessage: message });
  expect(await recordOf(targetId)).toEqual(before);
}

describe('a non-super admin', () => {
  it('manages ordinary users: their roles (short of admin) and status', async () => {
    const person = await signedInAs(t);
    const roles = await put(t, userUrl(person.id), { roles: ['user', 'loanofficer', 'campaigns'] }, admin.cookie);
    expect(roles.statusCode).toBe(200);
    expect(roles.json().roles).toEqual(['user', 'loanofficer', 'campaigns']);
    const status = await put(t, userUrl(person.id), { status: 'reset', name: 'Renamed' }, admin.cookie);
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ status: 'reset', name: 'Renamed' });
  });

  it('cannot disable, delete, demote or otherwise change another admin', async () => {
    const colleague = await signedInAs(t, ['user', 'admin']);
    for (const change of [
      { status: 'delete' },
      { status: 'reset' },
      { status: 'confirm' },
      { roles: ['user'] },
      { roles: ['user', 'admin', 'campaigns'] },
      { name: 'Renamed by a colleague' },
    ]) {
      await expectRefused(admin, colleague.id, change, onlySuperadmin);
    }
    // The colleague still signs in and works.
    expect((await get(t, '/api/user/users', colleague.cookie)).statusCode).toBe(200);
  });

  it('cannot edit a superadmin in any way', async () => {
    for (const change of [
      { status: 'delete' },
      { status: 'reset' },
      { roles: ['user', 'admin', 'superadmin', 'loanofficer'] },
      { roles: ['user', 'admin'] },
      { name: 'Renamed by an admin' },
      { phone: '530 555 0100' },
      { textUpdates: true },
    ]) {
      await expectRefused(admin, superadmin.id, change, onlySuperadmin);
    }
  });

  it('cannot grant admin or superadmin, nor take an ordinary user there', async () => {
    const person = await signedInAs(t);
    for (const roles of [['user', 'admin'], ['user', 'superadmin'], ['admin']]) {
      await expectRefused(admin, person.id, { roles }, onlySuperadminGrants);
    }
  });

  it('still edits their own name and phone, but not their own roles or status', async () => {
    const own = await signedInAs(t, ['user', 'admin']);
    const renamed = await put(t, userUrl(own.id), { name: 'Ada Again', phone: '530 555 0101' }, own.cookie);
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Ada Again', phone: '+15305550101' });
    await expectRefused(own, own.id, { status: 'delete' }, notYourself);
    await expectRefused(own, own.id, { roles: ['user'] }, notYourself);
    await expectRefused(own, own.id, { roles: ['user', 'admin', 'campaigns'] }, onlySuperadmin);
  });
});

describe('a superadmin', () => {
  it('changes admins and superadmins: roles and status', async () => {
    const colleague = await signedInAs(t, ['user', 'admin']);
    const disabled = await put(t, userUrl(colleague.id), { status: 'reset' }, superadmin.cookie);
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().status).toBe('reset');
    const other = await signedInAs(t, ['user', 'admin', 'superadmin']);
    const demoted = await put(t, userUrl(other.id), { roles: ['user', 'admin'] }, superadmin.cookie);
    expect(demoted.statusCode).toBe(200);
    expect(demoted.json().roles).toEqual(['user', 'admin']);
    const promoted = await put(t, userUrl(other.id), { roles: ['user', 'admin', 'superadmin'] }, superadmin.cookie);
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().roles).toEqual(['user', 'admin', 'superadmin']);
  });

  it('cannot disable or demote themselves, and may keep or add to their own roles', async () => {
    const own = await signedInAs(t, ['user', 'admin', 'superadmin']);
    for (const change of [
      { status: 'delete' },
      { status: 'reset' },
      { roles: ['user', 'admin'] },
      { roles: ['user', 'superadmin'] },
      { roles: ['admin', 'superadmin'] },
    ]) {
      await expectRefused(own, own.id, change, notYourself);
    }
    const same = await put(
      t,
      userUrl(own.id),
      { status: 'active', roles: ['superadmin', 'admin', 'user'] },
      own.cookie,
    );
    expect(same.statusCode).toBe(200);
    const added = await put(t, userUrl(own.id), { roles: ['user', 'admin', 'superadmin', 'campaigns'] }, own.cookie);
    expect(added.statusCode).toBe(200);
    expect(added.json().roles).toEqual(['user', 'admin', 'superadmin', 'campaigns']);
  });
});
