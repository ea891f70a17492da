import {
  authMessages,
  DEFAULT_TEXT_FREQUENCY,
  isPartnerRole,
  teamMessages,
  teamRequestSchema,
  teamUserRequestSchema,
  teamUserUpdateSchema,
  textFrequencyPolicySchema,
  type Team,
  type TeamMembership,
  type TeamUser,
  type TextFrequencyPolicy,
} from '@roost/domain';
import { bodyOf, failure, Failure, route } from './reply';

const CREATED = '2025-01-02T03:04:05.000Z';

export function testTeam(overrides: Partial<Team> = {}): Team {
  return {
    id: 'org1',
    name: 'Sierra Home Loans',
    description: null,
    type: 'Organization',
    address: '1 Main St',
    city: 'Auburn',
    state: 'CA',
    zipCode: '95603',
    externalId: null,
    parentId: null,
    createdDate: CREATED,
    ...overrides,
  };
}

export function testBranch(overrides: Partial<Team> = {}): Team {
  return testTeam({ id: 'br1', name: 'Auburn Branch', type: 'Branch', parentId: 'org1', ...overrides });
}

export function testTeamUser(overrides: Partial<TeamUser> = {}): TeamUser {
  return {
    id: 'tu1',
    teamId: 'br1',
    userId: 'u2',
    parentId: null,
    teamName: 'Auburn Branch',
    teamType: 'Branch',
    name: 'Lou Officer',
    email: 'lou@example.com',
    phone: '+19165550100',
    role: 'Loanofficer',
    externalId: null,
    canText: true,
    meta: null,
    createdDate: CREATED,
    ...overrides,
  };
}

export function testMembership(overrides: Partial<TeamMembership> = {}): TeamMembership {
  return {
    id: 'tu1',
    userId: 'u1',
    name: 'Ann Lee',
    email: 'ann@example.com',
    teamId: 'br1',
    teamName: 'Auburn Branch',
    teamType: 'Branch',
    role: 'Loanofficer',
    createdDate: CREATED,
    ...overrides,
  };
}

export interface TeamOptions {
  teams?: Team[];
  teamUsers?: TeamUser[];
  memberships?: TeamMembership[];
  /** Team and member ids of another organization: every call naming one answers 403. */
  forbidden?: string[];
}

/** The site service's team calls (organizations, branches, members) in memory. */
export function teamsApi(options: TeamOptions = {}) {
  const teams = new Map((options.teams ?? []).map((team) => [team.id, team]));
  const teamUsers = new Map((options.teamUsers ?? []).map((teamUser) => [teamUser.id, teamUser]));
  const memberships = options.memberships ?? [];
  const forbidden = new Set(options.forbidden ?? []);
  const textLimits = new Map<string, TextFrequencyPolicy>();
  let sequence = 0;
  const nextId = (prefix: string) => `${prefix}-new-${++sequence}`;

  const branchesOf = (id: string) => [...teams.values()].filter((team) => team.parentId === id);
  const membersOf = (id: string) => [...teamUsers.values()].filter((user) => user.teamId === id && !user.parentId);
  const partnersOf = (id: string) => [...teamUsers.values()].filter((user) => user.parentId === id);

  const refused = () => failure('FORBIDDEN', authMessages.notAllowed);
  /** The team named by a path, or the server's refusal of it. */
  const teamAt = (id: string): Team | Failure =>
    forbidden.has(id) ? refused() : (teams.get(id) ?? failure('TEAM_NOT_FOUND', teamMessages.teamNotFound));
  const teamUserAt = (id: string): TeamUser | Failure =>
    forbidden.has(id)
      ? refused()
      : (teamUsers.get(id) ?? failure('TEAM_USER_NOT_FOUND', teamMessages.teamUserNotFound));

  const handlers = [
    route('GET /api/site/teams', ({ url }) => {
      const type = url.searchParams.get('type');
      return [...teams.values()].filter((team) => !type || team.type === type);
    }),
    route('POST /api/site/team', async ({ request }) => {
      const input = await bodyOf(request, teamRequestSchema);
      if (input instanceof Failure) return input;
      const { description, parentId, ...fields } = input;
      const created = testTeam({
        ...fields,
        id: nextId('team'),
        description: description || null,
        parentId: parentId ?? null,
        createdDate: new Date().toISOString(),
      });
      teams.set(created.id, created);
      return created;
    }),
    route('POST /api/site/team/user', async ({ request }) => {
      const input = await bodyOf(request, teamUserRequestSchema);
      if (input instanceof Failure) return input;
      const parent = input.parentId ? teamUsers.get(input.parentId) : undefined;
      const teamId = isPartnerRole(input.role) ? parent?.teamId : input.teamId;
      const team = teamId ? teams.get(teamId) : undefined;
      if (!team) return failure('TEAM_NOT_FOUND', teamMessages.teamNotFound);
      const parentId = isPartnerRole(input.role) ? (parent?.id ?? null) : null;
      const taken = [...teamUsers.values()].some(
        (user) => user.teamId === team.id && user.parentId === parentId && user.email === input.email,
      );
      if (taken) return failure('ALREADY_MEMBER', teamMessages.alreadyMember);
      const created = testTeamUser({
        id: nextId('tu'),
        teamId: team.id,
        userId: nextId('u'),
        parentId,
        teamName: team.name,
        teamType: team.type,
        name: input.name,
        email: input.email,
        phone: input.phone || null,
        role: input.role,
        canText: input.canText,
        meta: input.meta || null,
        createdDate: new Date().toISOString(),
      });
      teamUsers.set(created.id, created);
      return created;
    }),
    route('GET /api/site/team/users/:userId', ({ params }) =>
      forbidden.has(params.userId)
        ? refused()
        : memberships.filter((membership) => membership.userId === params.userId),
    ),
    route('GET /api/site/team/user/:id/users', ({ params }) => {
      const teamUser = teamUserAt(params.id);
      return teamUser instanceof Failure ? teamUser : partnersOf(teamUser.id);
    }),
    route('GET /api/site/team/user/:id', ({ params }) => teamUserAt(params.id)),
    route('PUT /api/site/team/user/:id', async ({ request, params }) => {
      const teamUser = teamUserAt(params.id);
      if (teamUser instanceof Failure) return teamUser;
      const input = await bodyOf(request, teamUserUpdateSchema);
      if (input instanceof Failure) return input;
      if (input.email !== teamUser.email) {
        return failure('INVALID_INPUT', teamMessages.emailFixed, { fields: { email: teamMessages.emailFixed } });
      }
      const { name, phone, role, canText, meta } = input;
      const updated = { ...teamUser, name, phone: phone || null, role, canText, meta: meta || null };
      teamUsers.set(teamUser.id, updated);
      return updated;
    }),
    route('DELETE /api/site/team/user/:id', ({ params }) => {
      const teamUser = teamUserAt(params.id);
      if (teamUser instanceof Failure) return teamUser;
      for (const partner of partnersOf(teamUser.id)) teamUsers.delete(partner.id);
      teamUsers.delete(teamUser.id);
      return null;
    }),
    route('GET /api/site/team/:id/teams', ({ params }) => {
      const team = teamAt(params.id);
      return team instanceof Failure ? team : branchesOf(team.id);
    }),
    route('GET /api/site/team/:id/users', ({ params, url }) => {
      const team = teamAt(params.id);
      if (team instanceof Failure) return team;
      const role = url.searchParams.get('role');
      return membersOf(team.id).filter((user) => !role || user.role === role);
    }),
    route('GET /api/site/team/:id/text-frequency', ({ params }) => {
      const team = teamAt(params.id);
      if (team instanceof Failure) return team;
      const set = textLimits.get(team.id);
      return { ...(set ?? DEFAULT_TEXT_FREQUENCY), isDefault: !set };
    }),
    route('PUT /api/site/team/:id/text-frequency', async ({ request, params }) => {
      const team = teamAt(params.id);
      if (team instanceof Failure) return team;
      const input = await bodyOf(request, textFrequencyPolicySchema);
      if (input instanceof Failure) return input;
      textLimits.set(team.id, input);
      return { ...input, isDefault: false };
    }),
    route('GET /api/site/team/:id', ({ params }) => {
      const team = teamAt(params.id);
      return team instanceof Failure ? team : { ...team, teams: branchesOf(team.id), teamUsers: membersOf(team.id) };
    }),
    route('PUT /api/site/team/:id', async ({ request, params }) => {
      const team = teamAt(params.id);
      if (team instanceof Failure) return team;
      const input = await bodyOf(request, teamRequestSchema);
      if (input instanceof Failure) return input;
      const updated = { ...team, ...input, description: input.description || null, externalId: null };
      teams.set(team.id, updated);
      return updated;
    }),
    route('DELETE /api/site/team/:id', ({ params, url }) => {
      const team = teamAt(params.id);
      if (team instanceof Failure) return team;
      const hasDependants = branchesOf(team.id).length > 0 || membersOf(team.id).length > 0;
      if (hasDependants && url.searchParams.get('confirm') !== 'cascade') {
        return failure('TEAM_HAS_MEMBERS', teamMessages.teamHasMembers);
      }
      for (const branch of branchesOf(team.id)) teams.delete(branch.id);
      teams.delete(team.id);
      return null;
    }),
  ];

  return { handlers, teams: () => [...teams.values()], teamUsers: () => [...teamUsers.values()] };
}

/** GET /api/site/team/users/:userId for someone in no team: the profile shell asks it of every signed-in person. */
export const noMemberships = () => route('GET /api/site/team/users/:userId', () => []);
