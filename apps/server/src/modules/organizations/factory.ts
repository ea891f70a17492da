import {
  teamRequestSchema,
  teamUserRequestSchema,
  type Team,
  type TeamRequest,
  type TeamUser,
  type TeamUserRequest,
} from '@roost/domain';
import type { SessionUser } from '../../plugins/access';
import type { OrganizationsDeps } from './service/deps';
import { addTeamUser } from './service/team-users';
import { createTeam } from './service/teams';

let sequence = 0;
const next = () => ++sequence;

/**
 * Organizations, branches, members and partners made through the same use cases the API runs, with
 * plausible defaults: the demo seed and the tests build their data with it. The acting person is the
 * creator (for a new organization) or someone allowed to add; input is validated by the API's schemas.
 */
export function organizationFactory(deps: OrganizationsDeps) {
  const as = (user: SessionUser) => ({ user, scopeRoles: ['orgadmin'] as const });
  return {
    organization(creator: SessionUser, overrides: Partial<TeamRequest> = {}): Promise<Team> {
      const n = next();
      return createTeam(
        deps,
        as(creator),
        teamRequestSchema.parse({
          name: `Organization ${n}`,
          address: `${100 + n} Main Street`,
          city: 'Sacramento',
          state: 'CA',
          zipCode: '95814',
          type: 'Organization',
          ...overrides,
        }),
      );
    },
    branch(creator: SessionUser, organizationId: string, overrides: Partial<TeamRequest> = {}): Promise<Team> {
      const n = next();
      return createTeam(
        deps,
        as(creator),
        teamRequestSchema.parse({
          name: `Branch ${n}`,
          address: `${200 + n} Oak Avenue`,
          city: 'Roseville',
          state: 'CA',
          zipCode: '95661',
          type: 'Branch',
          parentId: organizationId,
          ...overrides,
        }),
      );
    },
    /** A team member (default Loanofficer) of a team; the person's account is made or linked. */
    member(actor: SessionUser, teamId: string, overrides: Partial<TeamUserRequest> = {}): Promise<TeamUser> {
      const n = next();
      return addTeamUser(
        deps,
        as(actor),
        teamUserRequestSchema.parse({
          teamId,
          role: 'Loanofficer',
          name: `Member ${n}`,
          email: `member-${n}-${Date.now()}@example.com`,
          phone: `916555${String(1000 + (n % 9000)).padStart(4, '0')}`,
          ...overrides,
        }),
      );
    },
    /** A loan officer's assistant or partner (default realtor). */
    partner(actor: SessionUser, parentId: string, overrides: Partial<TeamUserRequest> = {}): Promise<TeamUser> {
      const n = next();
      return addTeamUser(
        deps,
        as(actor),
        teamUserRequestSchema.parse({
          parentId,
          role: 'realtor',
          name: `Partner ${n}`,
          email: `partner-${n}-${Date.now()}@example.com`,
          ...overrides,
        }),
      );
    },
  };
}
export type OrganizationFactory = ReturnType<typeof organizationFactory>;
