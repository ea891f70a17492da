import { teamMessages, type Team, type TeamMembership, type TeamUser } from '@roost/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookieFrom,
  get,
  identityEnv,
  latestMail,
  mailsTo,
  origin,
  post,
  put,
  signedInAs,
  signIn,
  uniqueEmail,
} from '../../../test/identity-helpers';
import { countRows, createTestApp, queryRows, type TestApp } from '../../../test/test-database';

/**
 * The spec's team calls under /api/site (section 7): an organization admin sets up an organization,
 * a branch and its loan officers; a loan officer keeps partners. Accounts are made or linked by
 * e-mail; removing a member retires the account the product made for them.
 */
let t: TestApp;
let orgAdmin: Awaited<ReturnType<typeof signedInAs>>;
beforeAll(async () => {
  t = await createTestApp(identityEnv);
  orgAdmin = await signedInAs(t, ['user', 'orgadmin']);
});
afterAll(() => t.close());

const organization = {
  name: 'Placer Lending',
  address: '1 Main Street',
  city: 'Auburn',
  state: 'CA',
  zipCode: '95603',
};
const del = (url: string, cookie: string) => t.app.inject({ method: 'DELETE', url, headers: { cookie, origin } });

async function newOrganization(cookie = orgAdmin.cookie): Promise<Team> {
  const response = await post(t, '/api/site/team', { ...organization, type: 'Organization' }, cookie);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Team;
}

async function newBranch(organizationId: string, cookie = orgAdmin.cookie): Promise<Team> {
  const response = await post(
    t,
    '/api/site/team',
    {
      name: 'Roseville',
      address: '2 Oak Avenue',
      city: 'Roseville',
      state: 'CA',
      zipCode: '95661',
      type: 'Branch',
      parentId: organizationId,
    },
    cookie,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Team;
}

async function addMember(body: Record<string, unknown>, cookie = orgAdmin.cookie): Promise<TeamUser> {
  const response = await post(t, '/api/site/team/user', body, cookie);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as TeamUser;
}

const loanOfficer = (teamId: string, email = uniqueEmail('lo')) => ({
  teamId,
  role: 'Loanofficer',
  name: 'Lena Officer',
  email,
  phone: '(916) 555-0142',
  meta: 'NMLS 123456',
});

describe('organizations and branches', () => {
  it('creates an organization and lists the creator in it with role creator', async () => {
    const team = await newOrganization();
    expect(team).toMatchObject({ ...organization, type: 'Organization', parentId: null, description: null });
    const members = (await get(t, `/api/site/team/${team.id}/users`, orgAdmin.cookie)).json() as TeamUser[];
    expect(members).toEqual([
      expect.objectContaining({
        userId: orgAdmin.id,
        role: 'creator',
        teamName: 'Placer Lending',
        teamType: 'Organization',
      }),
    ]);
    const mine = (
      await get(t, `/api/site/teams/user/${orgAdmin.id}?type=Organization`, orgAdmin.cookie)
    ).json() as Team[];
    expect(mine.map((found) => found.id)).toContain(team.id);
  });

  it("answers missing fields with the spec's messages, each beside its field, and stores nothing", async () => {
    const before = await countRows(t.database, 'teams');
    const response = await post(t, '/api/site/team', { type: 'Branch' }, orgAdmin.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({
      name: 'Name required',
      address: 'Address required',
      city: 'City required',
      state: 'State required',
      zipCode: 'ZipCode required',
      parentId: 'Organization required',
    });
    expect(await countRows(t.database, 'teams')).toBe(before);
  });

  it('refuses a branch of a branch, an unknown organization and over-long fields', async () => {
    const team = await newOrganization();
    const branch = await newBranch(team.id);
    const body = { ...organization, type: 'Branch' };
    expect((await post(t, '/api/site/team', { ...body, parentId: branch.id }, orgAdmin.cookie)).statusCode).toBe(400);
    expect((await post(t, '/api/site/team', { ...body, parentId: 'no-such-team' }, orgAdmin.cookie)).statusCode).toBe(
      404,
    );
    const long = await post(t, '/api/site/team', { ...organization, name: 'x'.repeat(300) }, orgAdmin.cookie);
    expect(long.statusCode).toBe(400);
    expect(long.json().fields.name).toMatch(/at most 250/);
  });

  it('lists branches under the organization and updates one', async () => {
    const team = await newOrganization();
    const branch = await newBranch(team.id);
    const detail = (await get(t, `/api/site/team/${team.id}`, orgAdmin.cookie)).json() as Team & { teams: Team[] };
    expect(detail.teams.map((child) => child.id)).toEqual([branch.id]);
    const changed = await put(
      t,
      `/api/site/team/${branch.id}`,
      {
        name: 'Roseville East',
        address: '3 Oak Avenue',
        city: 'Roseville',
        state: 'CA',
        zipCode: '95661',
        type: 'Branch',
        parentId: team.id,
        description: 'East side',
      },
      orgAdmin.cookie,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Roseville East', description: 'East side' });
    const turned = await put(
      t,
      `/api/site/team/${branch.id}`,
      { ...organization, type: 'Organization' },
      orgAdmin.cookie,
    );
    expect(turned.statusCode).toBe(400);
  });

  it('refuses to delete a team with members or branches until the cascade is confirmed', async () => {
    const team = await newOrganization();
    const branch = await newBranch(team.id);
    const officer = await addMember(loanOfficer(branch.id));
    const refused = await del(`/api/site/team/${team.id}`, orgAdmin.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorMessage).toBe(teamMessages.teamHasMembers);
    expect((await get(t, `/api/site/team/${branch.id}`, orgAdmin.cookie)).statusCode).toBe(200);

    const cascaded = await del(`/api/site/team/${team.id}?confirm=cascade`, orgAdmin.cookie);
    expect(cascaded.statusCode).toBe(204);
    expect((await get(t, `/api/site/team/${branch.id}`, orgAdmin.cookie)).statusCode).toBe(404);
    const [account] = await queryRows<{ status: string }>(
      t.database,
      `select status from users where id = '${officer.userId}'`,
    );
    expect(account?.status).toBe('delete');
    const [creator] = await queryRows<{ status: string }>(
      t.database,
      `select status from users where id = '${orgAdmin.id}'`,
    );
    expect(creator?.status).toBe('active');
  });

  it('deletes an empty team at once', async () => {
    const team = await newOrganization();
    expect((await del(`/api/site/team/${team.id}`, orgAdmin.cookie)).statusCode).toBe(204);
  });
});

describe('team members and their accounts', () => {
  it('makes an account for a new loan officer: status reset, a random temporary password by e-mail, a new password forced at first sign-in', async () => {
    const branch = await newBranch((await newOrganization()).id);
    const email = uniqueEmail('new-lo');
    const officer = await addMember(loanOfficer(branch.id, email));
    expect(officer).toMatchObject({
      role: 'Loanofficer',
      canText: true,
      meta: 'NMLS 123456',
      phone: '+19165550142',
      teamId: branch.id,
    });

    const mail = await latestMail(t, email);
    expect(mail.subject).toBe('Welcome to Roost');
    const password = /^\s{4}(\S{12})\s*$/m.exec(mail.text)?.[1];
    expect(password).toBeDefined();
    const [account] = await queryRows<{ status: string; role: string }>(
      t.database,
      `select status, role from users where email = '${email}'`,
    );
    expect(account).toEqual({ status: 'reset', role: 'user,teamuser,loanofficer' });

    const signedIn = await signIn(t, email, password!);
    expect(signedIn.statusCode).toBe(200);
    const blocked = await get(t, `/api/site/team/users/${officer.userId}`, cookieFrom(signedIn));
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().errorMessage).toBe('Please choose a new password first');
  });

  it('gives each new account its own temporary password', async () => {
    const branch = await newBranch((await newOrganization()).id);
    const first = uniqueEmail('a');
    const second = uniqueEmail('b');
    await addMember(loanOfficer(branch.id, first));
    await addMember(loanOfficer(branch.id, second));
    const passwordOf = async (email: string) => /^\s{4}(\S{12})\s*$/m.exec((await latestMail(t, email)).text)?.[1];
    expect(await passwordOf(first)).not.toBe(await passwordOf(second));
  });

  it('links an existing account instead of making a second one, and sends no password', async () => {
    const existing = await signedInAs(t, ['user']);
    const branch = await newBranch((await newOrganization()).id);
    const officer = await addMember(loanOfficer(branch.id, existing.email.toUpperCase()));
    expect(officer.userId).toBe(existing.id);
    expect(officer.email).toBe(existing.email);
    expect(await countRows(t.database, 'users', `email = '${existing.email}'`)).toBe(1);
    expect(await mailsTo(t, existing.email)).toEqual([]);
    const memberships = (
      await get(t, `/api/site/team/users/${existing.id}`, existing.cookie)
    ).json() as TeamMembership[];
    expect(memberships).toEqual([
      expect.objectContaining({ teamId: branch.id, teamType: 'Branch', role: 'Loanofficer' }),
    ]);
  });

  it('refuses a member added twice with 409 and keeps one record', async () => {
    const branch = await newBranch((await newOrganization()).id);
    const body = loanOfficer(branch.id);
    await addMember(body);
    const again = await post(t, '/api/site/team/user', { ...body, name: 'Someone Else' }, orgAdmin.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().errorMessage).toBe(teamMessages.alreadyMember);
    expect(await countRows(t.database, 'team_users', `team_id = '${branch.id}' and role = 'Loanofficer'`)).toBe(1);
  });

  it("gives the team member form's messages for every missing field, and refuses bad e-mails and phones", async () => {
    const branch = await newBranch((await newOrganization()).id);
    const missing = await post(
      t,
      '/api/site/team/user',
      { teamId: branch.id, role: 'Loanofficer', name: '', email: '' },
      orgAdmin.cookie,
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toMatchObject({
      name: 'Name required',
      email: 'Email required',
      phone: 'Phone Number required',
    });
    const bad = await post(
      t,
      '/api/site/team/user',
      { ...loanOfficer(branch.id), email: 'not-an-email', phone: '12' },
      orgAdmin.cookie,
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields as object).sort()).toEqual(['email', 'phone']);
    expect(await countRows(t.database, 'team_users', `team_id = '${branch.id}' and role <> 'creator'`)).toBe(0);
  });

  it('updates a member but keeps the e-mail that names the account', async () => {
    const branch = await newBranch((await newOrganization()).id);
    const officer = await addMember(loanOfficer(branch.id));
    const body = { ...loanOfficer(branch.id, officer.email), name: 'Lena Officer-Smith', canText: false };
    const changed = await put(t, `/api/site/team/user/${officer.id}`, body, orgAdmin.cookie);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Lena Officer-Smith', canText: false });
    const moved = await put(t, `/api/site/team/user/${officer.id}`, { ...body, email: uniqueEmail() }, orgAdmin.cookie);
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errorMessage).toBe(teamMessages.emailFixed);
  });

  it('removes a member: the account made for them is set to delete and its sessions end', async () => {
    const branch = await newBranch((await newOrganization()).id);
    const officerAccount = await signedInAs(t, ['user', 'teamuser']);
    const officer = await addMember(loanOfficer(branch.id, officerAccount.email));
    expect((await get(t, '/api/auth/session', officerAccount.cookie)).json().user).not.toBeNull();

    expect((await del(`/api/site/team/user/${officer.id}`, orgAdmin.cookie)).statusCode).toBe(204);
    expect((await get(t, `/api/site/team/user/${officer.id}`, orgAdmin.cookie)).statusCode).toBe(404);
    const [account] = await queryRows<{ status: string }>(
      t.database,
      `select status from users where id = '${officerAccount.id}'`,
    );
    expect(account?.status).toBe('delete');
    expect((await get(t, '/api/auth/session', officerAccount.cookie)).json().user).toBeNull();
  });

  it("keeps a homeowner's own account when they are removed from a team", async () => {
    const homeowner = await signedInAs(t, ['user']);
    const branch = await newBranch((await newOrganization()).id);
    const member = await addMember(loanOfficer(branch.id, homeowner.email));
    expect((await del(`/api/site/team/user/${member.id}`, orgAdmin.cookie)).statusCode).toBe(204);
    const [account] = await queryRows<{ status: string }>(
      t.database,
      `select status from users where id = '${homeowner.id}'`,
    );
    expect(account?.status).toBe('active');
  });

  it('refuses removing oneself', async () => {
    const team = await newOrganization();
    const [creator] = (await get(t, `/api/site/team/${team.id}/users`, orgAdmin.cookie)).json() as TeamUser[];
    const response = await del(`/api/site/team/user/${creator!.id}`, orgAdmin.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessage).toBe(teamMessages.cannotDeleteSelf);
  });

  it('answers 404 for unknown ids', async () => {
    expect((await get(t, '/api/site/team/no-such-team', orgAdmin.cookie)).statusCode).toBe(404);
    expect((await get(t, '/api/site/team/user/no-such-user', orgAdmin.cookie)).statusCode).toBe(404);
    expect((await post(t, '/api/site/team/user', loanOfficer('no-such-team'), orgAdmin.cookie)).statusCode).toBe(404);
  });
});

describe("a loan officer's partners", () => {
  it('lets the loan officer add realtors with zip lists (newest first), assistants and solar partners, and edit them', async () => {
    const branch = await newBranch((await newOrganization()).id);
    const officerAccount = await signedInAs(t, ['user']);
    const officer = await addMember(loanOfficer(branch.id, officerAccount.email));

    const realtor = await addMember(
      {
        parentId: officer.id,
        role: 'realtor',
        name: 'Rita Realtor',
        email: uniqueEmail('realtor'),
        meta: '95661,95630',
      },
      officerAccount.cookie,
    );
    expect(realtor).toMatchObject({ parentId: officer.id, teamId: branch.id, meta: '95661,95630', phone: null });
    await addMember(
      { parentId: officer.id, role: 'assistance', name: 'Asa Assistant', email: uniqueEmail('assistant') },
      officerAccount.cookie,
    );
    await addMember(
      { parentId: officer.id, role: 'solar', name: 'Sol Partner', email: uniqueEmail('solar') },
      officerAccount.cookie,
    );

    const partners = (
      await get(t, `/api/site/team/user/${officer.id}/users`, officerAccount.cookie)
    ).json() as TeamUser[];
    expect(partners.map((partner) => partner.role)).toEqual(['solar', 'assistance', 'realtor']);

    const edited = await put(
      t,
      `/api/site/team/user/${realtor.id}`,
      { role: 'realtor', name: 'Rita Realtor', email: realtor.email, meta: '95603,95661,95630' },
      officerAccount.cookie,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().meta).toBe('95603,95661,95630');
  });

  it("refuses a realtor's zip list with a bad zip and a partner without its loan officer", async () => {
    const branch = await newBranch((await newOrganization()).id);
    const officer = await addMember(loanOfficer(branch.id));
    const badZip = await post(
      t,
      '/api/site/team/user',
      { parentId: officer.id, role: 'realtor', name: 'R', email: uniqueEmail(), meta: '95661,9563' },
      orgAdmin.cookie,
    );
    expect(badZip.statusCode).toBe(400);
    expect(badZip.json().fields.meta).toMatch(/9563/);
    const orphan = await post(
      t,
      '/api/site/team/user',
      { role: 'realtor', name: 'R', email: uniqueEmail() },
      orgAdmin.cookie,
    );
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json().fields.parentId).toBe('Loan officer required');
  });

  it('removes the partners with their loan officer', async () => {
    const branch = await newBranch((await newOrganization()).id);
    const officer = await addMember(loanOfficer(branch.id));
    const partner = await addMember({ parentId: officer.id, role: 'solar', name: 'Sol', email: uniqueEmail() });
    expect((await del(`/api/site/team/user/${officer.id}`, orgAdmin.cookie)).statusCode).toBe(204);
    expect((await get(t, `/api/site/team/user/${partner.id}`, orgAdmin.cookie)).statusCode).toBe(404);
  });
});
