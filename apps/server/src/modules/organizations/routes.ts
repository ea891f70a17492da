import {
  recordId,
  teamDeleteQuerySchema,
  teamDetailSchema,
  teamListQuerySchema,
  teamMembershipSchema,
  teamRequestSchema,
  teamSchema,
  teamUserRequestSchema,
  teamUserRoles,
  teamUserSchema,
  teamUserUpdateSchema,
  textFrequencyPolicySchema,
  textFrequencyReplySchema,
} from '@roost/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplies } from '../../errors';
import type { RouteAccessRule, ScopeRole } from '../../plugins/access';
import type { Actor, OrganizationsDeps } from './service/deps';
import {
  addTeamUser,
  changeTeamUser,
  membershipsOfUser,
  partnersOfTeamUser,
  removeTeamUser,
  teamMembers,
  teamUserRecord,
} from './service/team-users';
import { setTextFrequency, textFrequencyOf } from './service/text-frequency';
import { branchesOf, changeTeam, createTeam, removeTeam, teamDetail, teamsOfUser, visibleTeams } from './service/teams';

const tags = ['teams'];
const errors = errorReplies(400, 401, 403, 404, 409);
const idParams = z.object({ id: recordId('Id') });

/** A route scoped to the team or team user named by the path's id (decision 007). */
const scoped = (kind: 'team' | 'teamUser', roles: readonly ScopeRole[]): RouteAccessRule => ({
  scope: { targets: [{ param: 'id', kind }], roles },
});
const TEAM_READERS = ['orgadmin', 'branchmanager', 'loanofficer', 'member'] as const;
const TEAM_RUNNERS = ['orgadmin', 'branchmanager'] as const;

const actorOf = (request: FastifyRequest): Actor => ({
  user: request.currentUser!,
  scopeRoles: request.scopeRoles ?? [],
});

/** The spec's team calls under the site service (section 7, "Site service: teams"). */
export function organizationsRoutes(makeDeps: (app: FastifyInstance) => OrganizationsDeps) {
  return async function routes(instance: FastifyInstance) {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const deps = makeDeps(instance);

    app.post(
      '/team',
      {
        config: {
          access: {
            scope: {
              targets: [{ body: 'parentId', kind: 'team' }],
              roles: ['orgadmin'],
              withoutTarget: ['admin', 'superadmin', 'orgadmin'],
            },
          },
        },
        schema: {
          tags,
          summary: 'Create an organization (admins, org admins) or a branch of one (its org admins)',
          body: teamRequestSchema,
          response: { 201: teamSchema, ...errors },
        },
      },
      async (request, reply) => reply.status(201).send(await createTeam(deps, actorOf(request), request.body)),
    );

    app.get(
      '/teams',
      {
        config: { access: 'signedIn' },
        schema: {
          tags,
          summary: 'The teams the caller may see, newest first (superadmin: all)',
          querystring: teamListQuerySchema,
          response: { 200: z.array(teamSchema), ...errors },
        },
      },
      async (request) => visibleTeams(deps, actorOf(request), request.query.type),
    );

    app.get(
      '/team/:id',
      {
        config: { access: scoped('team', TEAM_READERS) },
        schema: {
          tags,
          summary: 'A team with the branches the caller may see and its members',
          params: idParams,
          response: { 200: teamDetailSchema, ...errors },
        },
      },
      async (request) => teamDetail(deps, actorOf(request), request.params.id),
    );

    app.put(
      '/team/:id',
      {
        config: { access: scoped('team', TEAM_RUNNERS) },
        schema: {
          tags,
          summary: "Change a team's details",
          params: idParams,
          body: teamRequestSchema,
          response: { 200: teamSchema, ...errors },
        },
      },
      async (request) => changeTeam(deps, request.params.id, request.body),
    );

    app.delete(
      '/team/:id',
      {
        config: { access: scoped('team', ['orgadmin']) },
        schema: {
          tags,
          summary: 'Delete a team; with branches or members only when ?confirm=cascade',
          params: idParams,
          querystring: teamDeleteQuerySchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await removeTeam(deps, actorOf(request), request.params.id, request.query.confirm === 'cascade');
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/team/:id/teams',
      {
        config: { access: scoped('team', TEAM_READERS) },
        schema: {
          tags,
          summary: 'The branches of an organization the caller may see',
          params: idParams,
          response: { 200: z.array(teamSchema), ...errors },
        },
      },
      async (request) => branchesOf(deps, actorOf(request), request.params.id),
    );

    app.get(
      '/team/:id/text-frequency',
      {
        config: { access: scoped('team', TEAM_READERS) },
        schema: {
          tags,
          summary: "An organization's limits on marketing texts per number (rolling 24 hours and 7 days)",
          params: idParams,
          response: { 200: textFrequencyReplySchema, ...errors },
        },
      },
      async (request) => textFrequencyOf(deps.db, request.params.id),
    );

    app.put(
      '/team/:id/text-frequency',
      {
        config: { access: scoped('team', ['orgadmin']) },
        schema: {
          tags,
          summary: "Set an organization's limits on marketing texts per number (its org admins)",
          params: idParams,
          body: textFrequencyPolicySchema,
          response: { 200: textFrequencyReplySchema, ...errors },
        },
      },
      async (request) => setTextFrequency(deps.db, request.params.id, request.body, request.currentUser!.id),
    );

    app.get(
      '/team/:id/users',
      {
        config: { access: scoped('team', TEAM_READERS) },
        schema: {
          tags,
          summary: "A team's members (not its loan officers' partners); ?role narrows",
          params: idParams,
          querystring: z.object({ role: z.enum(teamUserRoles).optional() }),
          response: { 200: z.array(teamUserSchema), ...errors },
        },
      },
      async (request) => teamMembers(deps, request.params.id, request.query.role),
    );

    app.get(
      '/teams/user/:userId',
      {
        config: { access: { owner: 'userId', orRoles: ['superadmin'] } },
        schema: {
          tags,
          summary: 'The teams a person belongs to, filtered by type',
          params: z.object({ userId: recordId('User') }),
          querystring: teamListQuerySchema,
          response: { 200: z.array(teamSchema), ...errors },
        },
      },
      async (request) => teamsOfUser(deps, request.params.userId, request.query.type),
    );

    app.get(
      '/team/users/:userId',
      {
        config: { access: { owner: 'userId', orRoles: ['superadmin'] } },
        schema: {
          tags,
          summary: "A person's team memberships",
          params: z.object({ userId: recordId('User') }),
          response: { 200: z.array(teamMembershipSchema), ...errors },
        },
      },
      async (request) => membershipsOfUser(deps, request.params.userId),
    );

    app.post(
      '/team/user',
      {
        config: {
          access: {
            scope: {
              targets: [
                { body: 'parentId', kind: 'teamUser' },
                { body: 'teamId', kind: 'team' },
              ],
              roles: ['orgadmin', 'branchmanager', 'self'],
            },
          },
        },
        schema: {
          tags,
          summary: "Add a team member, or a loan officer's assistant or partner; makes or links the account",
          body: teamUserRequestSchema,
          response: { 201: teamUserSchema, ...errors },
        },
      },
      async (request, reply) => reply.status(201).send(await addTeamUser(deps, actorOf(request), request.body)),
    );

    app.get(
      '/team/user/:id',
      {
        config: { access: scoped('teamUser', [...TEAM_READERS, 'self', 'owner']) },
        schema: { tags, summary: 'A team user', params: idParams, response: { 200: teamUserSchema, ...errors } },
      },
      async (request) => teamUserRecord(deps, request.params.id),
    );

    app.put(
      '/team/user/:id',
      {
        config: { access: scoped('teamUser', [...TEAM_RUNNERS, 'owner']) },
        schema: {
          tags,
          summary: "Change a team user's details (org admins, the branch's manager, a partner's loan officer)",
          params: idParams,
          body: teamUserUpdateSchema,
          response: { 200: teamUserSchema, ...errors },
        },
      },
      async (request) => changeTeamUser(deps, actorOf(request), request.params.id, request.body),
    );

    app.delete(
      '/team/user/:id',
      {
        config: { access: scoped('teamUser', [...TEAM_RUNNERS, 'owner']) },
        schema: {
          tags,
          summary: 'Remove a team user (and the partners listed under them); retires accounts made for them',
          params: idParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await removeTeamUser(deps, actorOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/team/user/:id/users',
      {
        config: { access: scoped('teamUser', [...TEAM_RUNNERS, 'self']) },
        schema: {
          tags,
          summary: "A loan officer's assistants and partners, newest first",
          params: idParams,
          response: { 200: z.array(teamUserSchema), ...errors },
        },
      },
      async (request) => partnersOfTeamUser(deps, request.params.id),
    );
  };
}
