import {
  authMessages,
  DEFAULT_TEXT_FREQUENCY,
  textFrequencyPolicySchema,
  type TextFrequencyPolicy,
  isPartnerRole,
  teamMessages,
  teamRequestSchema,
  teamUserRequestSchema,
  teamUserUpdateSchema,
  type Team,
  type TeamMembership,
  type TeamUser,
} from '@roost/domain';
import type { z } from 'zod';
import type { Handler } from './render-app';

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

type Reply = { status: number; body: unknown };
const reply = (status: number, body: unknown = null): Reply => ({ status, body });

/** A 400 like the server's: the first failing field's message, and every failing field. */
function invalid(error: z.ZodError): Reply {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join('.') || 'body'] ??= issue.message;
  return reply(400, { errorMessage: Object.values(fields)[0] ?? 'Invalid request', fields });
}

/**
 * The site service's team calls (organizations, branches, members) as the server answers them, in memory. Ids in
 * `forbidden` answer 403 to every call naming them, like a team of another organization.
 */
export function fakeTeamServer(
  options: { teams?: Team[]; teamUsers?: TeamUser[]; memberships?: TeamMembership[]; forbidden?: string[] } = {},
) {
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

  function teamRoute(method: string, id: string, rest: string, query: URLSearchParams, body: unknown): Reply {
    const team = teams.get(id);
    if (!team) return reply(404, { errorMessage: teamMessages.teamNotFound });
    if (rest === '/teams') return reply(200, branchesOf(id));
    if (rest === '/users') {
      const role = query.get('role');
      return reply(
        200,
        membersOf(id).filter((user) => !role || user.role === role),
      );
    }
    if (method === 'GET') return reply(200, { ...team, teams: branchesOf(id), teamUsers: membersOf(id) });
    if (method === 'PUT') {
      const parsed = teamRequestSchema.safeParse(body);
      if (!parsed.success) return invalid(parsed.error);
      const updated = { ...team, ...parsed.data, description: parsed.data.description || null, externalId: null };
      teams.set(id, updated);
      return reply(200, updated);
    }
    if (method === 'DELETE') {
      const hasDependants = branchesOf(id).length > 0 || membersOf(id).length > 0;
      if (hasDependants && query.get('confirm') !== 'cascade') {
        return reply(409, { errorMessage: teamMessages.teamHasMembers });
      }
      for (const branch of branchesOf(id)) teams.delete(branch.id);
      teams.delete(id);
      return reply(204);
    }
    return reply(405, { errorMessage: 'Method not allowed' });
  }

  /** GET and PUT /team/{id}/text-frequency: the defaults until set. */
  function textFrequencyRoute(method: string, id: string, body: unknown): Reply {
    if (!teams.get(id)) return reply(404, { errorMessage: teamMessages.teamNotFound });
    if (method === 'PUT') {
      const parsed = textFrequencyPolicySchema.safeParse(body);
      if (!parsed.success) return invalid(parsed.error);
      textLimits.set(id, parsed.data);
    }
    const set = textLimits.get(id);
    return reply(200, { ...(set ?? DEFAULT_TEXT_FREQUENCY), isDefault: !set });
  }

  function teamUserRoute(method: string, id: string, rest: string, body: unknown): Reply {
    const teamUser = teamUsers.get(id);
    if (!teamUser) return reply(404, { errorMessage: teamMessages.teamUserNotFound });
    if (rest === '/users') return reply(200, partnersOf(id));
    if (method === 'GET') return reply(200, teamUser);
    if (method === 'PUT') {
      const parsed = teamUserUpdateSchema.safeParse(body);
      if (!parsed.success) return invalid(parsed.error);
      if (parsed.data.email !== teamUser.email) {
        return reply(400, { errorMessage: teamMessages.emailFixed, fields: { email: teamMessages.emailFixed } });
      }
      const { name, phone, role, canText, meta } = parsed.data;
      const updated = { ...teamUser, name, phone: phone || null, role, canText, meta: meta || null };
      teamUsers.set(id, updated);
      return reply(200, updated);
    }
    if (method === 'DELETE') {
      for (const partner of partnersOf(id)) teamUsers.delete(partner.id);
      teamUsers.delete(id);
      return reply(204);
    }
    return reply(405, { errorMessage: 'Method not allowed' });
  }

  function createTeamUser(body: unknown): Reply {
    const parsed = teamUserRequestSchema.safeParse(body);
    if (!parsed.success) return invalid(parsed.error);
    const input = parsed.data;
    const parent = input.parentId ? teamUsers.get(input.parentId) : undefined;
    const teamId = isPartnerRole(input.role) ? parent?.teamId : input.teamId;
    const team = teamId ? teams.get(teamId) : undefined;
    if (!team) return reply(404, { errorMessage: teamMessages.teamNotFound });
    const parentId = isPartnerRole(input.role) ? (parent?.id ?? null) : null;
    const taken = [...teamUsers.values()].some(
      (user) => user.teamId === team.id && user.parentId === parentId && user.email === input.email,
    );
    if (taken) return reply(409, { errorMessage: teamMessages.alreadyMember });
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
    return reply(201, created);
  }

  function createTeam(body: unknown): Reply {
    const parsed = teamRequestSchema.safeParse(body);
    if (!parsed.success) return invalid(parsed.error);
    const { description, parentId, ...fields } = parsed.data;
    const created = testTeam({
      ...fields,
      id: nextId('team'),
      description: description || null,
      parentId: parentId ?? null,
      createdDate: new Date().toISOString(),
    });
    teams.set(created.id, created);
    return reply(201, created);
  }

  const handle: Handler = (url, init) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    if (!pathname.startsWith('/api/site/team')) return undefined;
    const path = pathname.slice('/api/site'.length);
    const method = init?.method ?? 'GET';
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    const ids = path.split('/').map(decodeURIComponent);
    if (ids.some((id) => forbidden.has(id))) return reply(403, { errorMessage: authMessages.notAllowed });

    if (path === '/teams') {
      const type = searchParams.get('type');
      return reply(
        200,
        [...teams.values()].filter((team) => !type || team.type === type),
      );
    }
    if (path === '/team' && method === 'POST') return createTeam(body);
    if (path === '/team/user' && method === 'POST') return createTeamUser(body);
    const membershipsMatch = /^\/team\/users\/([^/]+)$/.exec(path);
    if (membershipsMatch) {
      const userId = decodeURIComponent(membershipsMatch[1]!);
      return reply(
        200,
        memberships.filter((membership) => membership.userId === userId),
      );
    }
    const teamUserMatch = /^\/team\/user\/([^/]+)(\/users)?$/.exec(path);
    if (teamUserMatch)
      return teamUserRoute(method, decodeURIComponent(teamUserMatch[1]!), teamUserMatch[2] ?? '', body);
    const limitsMatch = /^\/team\/([^/]+)\/text-frequency$/.exec(path);
    if (limitsMatch) return textFrequencyRoute(method, decodeURIComponent(limitsMatch[1]!), body);
    const teamMatch = /^\/team\/([^/]+)(\/teams|\/users)?$/.exec(path);
    if (teamMatch) return teamRoute(method, decodeURIComponent(teamMatch[1]!), teamMatch[2] ?? '', searchParams, body);
    return undefined;
  };

  return {
    handle,
    teams: () => [...teams.values()],
    teamUsers: () => [...teamUsers.values()],
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
