import { authMessages, type Team, type TeamUser } from '@roost/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationFactory, type OrganizationFactory } from './testing';
import {
  get,
  identityEnv,
  origin,
  post,
  put,
  signedInAs,
  uniqueEmail,
  sessionOf,
  type Person,
} from '../../../test/identity-helpers';
import { createTestApp, type TestApp } from '../../../test/test-database';

/**
 * Scoped access (decision 007), proven on the server: a person's roles hold inside their own
 * organization or branch. Organization A's admin gets 403 on organization B's branches, members and
 * partners; branch A's manager on branch B; a loan officer edits only their own partners; the
 * superadmin crosses scopes.
 */
let t: TestApp;
let make: OrganizationFactory;
const people: Record<string, Person> = {};
const world: Record<string, Team | TeamUser> = {};

const del = (url: string, cookie: string) => t.app.inject({ method: 'DELETE', url, headers: { cookie, origin } });
const memberBody = (teamId: string) => ({
  teamId,
  role: 'Loanofficer',
  name: 'New Officer',
  email: uniqueEmail('lo'),
  phone: '9165550100',
});

/** Two organizations, each with two branches, a manager, a loan officer and the officer's realtor. */
async function buildOrganization(label: 'A' | 'B') {
  const admin = await signedInAs(t, ['user', 'orgadmin']);
  people[`admin${label}`] = admin;
  const organization = await make.organization(sessionOf(admin, ['user', 'orgadmin']), { name: `Org ${label}` });
  const branch = await make.branch(sessionOf(admin, ['user', 'orgadmin']), organization.id, {
    name: `Branch ${label}1`,
  });
  const otherBranch = await make.branch(sessionOf(admin, ['user', 'orgadmin']), organization.id, {
    name: `Branch ${label}2`,
  });
  const manager = await signedInAs(t, ['user']);
  const officer = await signedInAs(t, ['user']);
  people[`manager${label}`] = manager;
  people[`officer${label}`] = officer;
  await make.member(sessionOf(admin, ['orgadmin']), branch.id, { role: 'Manager', email: manager.email });
  const officerRecord = await make.member(sessionOf(admin, ['orgadmin']), branch.id, { email: officer.email });
  const realtor = await make.partner(sessionOf(officer, ['user']), officerRecord.id);
  Object.assign(world, {
    [`org${label}`]: organization,
    [`branch${label}`]: branch,
    [`otherBranch${label}`]: otherBranch,
    [`officer${label}`]: officerRecord,
    [`realtor${label}`]: realtor,
  });
}

beforeAll(async () => {
  t = await createTestApp(identityEnv);
  make = organizationFactory(t.runtime);
  await buildOrganization('A');
  await buildOrganization('B');
  people.superadmin = await signedInAs(t, ['user', 'admin', 'superadmin']);
});
afterAll(() => t.close());

const id = (key: string) => world[key]!.id;

/** Reading and changing a record's neighbourhood: the calls a scope must guard. */
function callsOn(label: 'A' | 'B') {
  return [
    { name: `organization ${label}`, run: (cookie: string) => get(t, `/api/site/team/${id(`org${label}`)}`, cookie) },
    {
      name: `branches of organization ${label}`,
      run: (cookie: string) => get(t, `/api/site/team/${id(`org${label}`)}/teams`, cookie),
    },
    { name: `branch ${label}1`, run: (cookie: string) => get(t, `/api/site/team/${id(`branch${label}`)}`, cookie) },
    {
      name: `members of branch ${label}1`,
      run: (cookie: string) => get(t, `/api/site/team/${id(`branch${label}`)}/users`, cookie),
    },
    {
      name: `partners of officer ${label}`,
      run: (cookie: string) => get(t, `/api/site/team/user/${id(`officer${label}`)}/users`, cookie),
    },
    {
      name: `realtor of officer ${label}`,
      run: (cookie: string) => get(t, `/api/site/team/user/${id(`realtor${label}`)}`, cookie),
    },
    {
      name: `add a loan officer to branch ${label}1`,
      run: (cookie: string) => post(t, '/api/site/team/user', memberBody(id(`branch${label}`)), cookie),
    },
    {
      name: `add a branch to organization ${label}`,
      run: (cookie: string) =>
        post(
          t,
          '/api/site/team',
          {
            name: 'X',
            address: '1 X St',
            city: 'X',
            state: 'CA',
            zipCode: '95603',
            type: 'Branch',
            parentId: id(`org${label}`),
          },
          cookie,
        ),
    },
    {
      name: `edit officer ${label}'s realtor`,
      run: (cookie: string) => {
        const realtor = world[`realtor${label}`] as TeamUser;
        return put(
          t,
          `/api/site/team/user/${realtor.id}`,
          { role: 'realtor', name: 'Edited', email: realtor.email },
          cookie,
        );
      },
    },
  ];
}

async function expectRefused(person: Person, calls: ReturnType<typeof callsOn>) {
  for (const call of calls) {
    const response = await call.run(person.cookie);
    expect(response.statusCode, call.name).toBe(403);
    expect(response.json().errorMessage, call.name).toBe(authMessages.notAllowed);
  }
}

describe('scoped access to organizations', () => {
  it("refuses organization A's admin everything of organization B", async () => {
    await expectRefused(people.adminA!, callsOn('B'));
  });

  it("lets organization A's admin read and change their own organization's branches, members and partners", async () => {
    for (const call of callsOn('A')) {
      const response = await call.run(people.adminA!.cookie);
      expect(response.statusCode, call.name).toBeLessThan(300);
    }
  });

  it("refuses branch A1's manager branch A2 and organization B, and lets them run branch A1", async () => {
    const manager = people.managerA!;
    for (const url of [`/api/site/team/${id('otherBranchA')}`, `/api/site/team/${id('otherBranchA')}/users`]) {
      expect((await get(t, url, manager.cookie)).statusCode, url).toBe(403);
    }
    await expectRefused(manager, callsOn('B'));
    expect((await get(t, `/api/site/team/${id('branchA')}/users`, manager.cookie)).statusCode).toBe(200);
    expect((await post(t, '/api/site/team/user', memberBody(id('branchA')), manager.cookie)).statusCode).toBe(201);
    // A branch manager sees their branch under the organization, not its other branches.
    const branches = (await get(t, `/api/site/team/${id('orgA')}/teams`, manager.cookie)).json() as Team[];
    expect(branches.map((branch) => branch.id)).toEqual([id('branchA')]);
  });

  it('refuses a branch manager making someone a Manager (only organization admins do)', async () => {
    const response = await post(
      t,
      '/api/site/team/user',
      { ...memberBody(id('branchA')), role: 'Manager' },
      people.managerA!.cookie,
    );
    expect(response.statusCode).toBe(403);
  });

  it('lets a loan officer edit only their own partners', async () => {
    const officer = people.officerA!;
    const own = world.realtorA as TeamUser;
    const edited = await put(
      t,
      `/api/site/team/user/${own.id}`,
      { role: 'realtor', name: 'Mine', email: own.email },
      officer.cookie,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    await expectRefused(officer, callsOn('B'));
    // Not the branch's other people, and not a partner of someone else in the same branch.
    const colleague = await make.member(sessionOf(people.adminA!, ['orgadmin']), id('branchA'));
    const theirs = await make.partner(sessionOf(people.adminA!, ['orgadmin']), colleague.id);
    const refused = await put(
      t,
      `/api/site/team/user/${theirs.id}`,
      { role: 'realtor', name: 'Not mine', email: theirs.email },
      officer.cookie,
    );
    expect(refused.statusCode).toBe(403);
    expect((await del(`/api/site/team/user/${theirs.id}`, officer.cookie)).statusCode).toBe(403);
    expect(
      (
        await put(
          t,
          `/api/site/team/user/${colleague.id}`,
          { ...memberBody(id('branchA')), email: colleague.email },
          officer.cookie,
        )
      ).statusCode,
    ).toBe(403);
    // Adding a partner under someone else's record is refused too.
    const planted = await post(
      t,
      '/api/site/team/user',
      { parentId: colleague.id, role: 'realtor', name: 'P', email: uniqueEmail() },
      officer.cookie,
    );
    expect(planted.statusCode).toBe(403);
  });

  it('refuses a plain user, and lets them see only their own memberships', async () => {
    const stranger = await signedInAs(t, ['user']);
    await expectRefused(stranger, callsOn('A'));
    expect((await get(t, `/api/site/team/users/${people.officerA!.id}`, stranger.cookie)).statusCode).toBe(403);
    expect((await get(t, '/api/site/teams?type=Organization', stranger.cookie)).json()).toEqual([]);
    const creating = await post(
      t,
      '/api/site/team',
      { name: 'Mine', address: '1 A St', city: 'A', state: 'CA', zipCode: '95603' },
      stranger.cookie,
    );
    expect(creating.statusCode).toBe(403);
  });

  it('lets the superadmin cross scopes', async () => {
    for (const call of [...callsOn('A'), ...callsOn('B')]) {
      expect((await call.run(people.superadmin!.cookie)).statusCode, call.name).toBeLessThan(300);
    }
    const all = (await get(t, '/api/site/teams?type=Organization', people.superadmin!.cookie)).json() as Team[];
    expect(all.map((team) => team.id)).toEqual(expect.arrayContaining([id('orgA'), id('orgB')]));
  });

  it('lists for each person only the organizations they belong to', async () => {
    const seen = async (person: Person) =>
      ((await get(t, '/api/site/teams?type=Organization', person.cookie)).json() as Team[]).map((team) => team.id);
    expect(await seen(people.adminA!)).toEqual([id('orgA')]);
    expect(await seen(people.managerB!)).toEqual([id('orgB')]);
    expect(await seen(people.officerA!)).toEqual([id('orgA')]);
  });
});
