import { and, asc, eq, inArray, ne, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../../platform/db/types';
import { memberships, teams, teamUsers } from '../tables';

/**
 * How far a person reaches into the organizations for workspace records kept by other modules (campaigns):
 * the teams they are a member of, the teams they manage (an org admin: the organization and all its
 * branches; a branch manager: the branch) and the team their new records belong to (their first branch,
 * else their first organization).
 */
export interface TeamReach {
  memberTeamIds: string[];
  managedTeamIds: string[];
  homeTeamId: string | null;
}

export async function teamReachOf(db: Db, userId: string): Promise<TeamReach> {
  const held = await db
    .select({ teamId: teams.id, parentId: teams.parentId, role: memberships.role, created: memberships.createdDate })
    .from(memberships)
    .innerJoin(teams, eq(teams.id, memberships.teamId))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(memberships.createdDate));
  const adminOf = held.filter((row) => row.role === 'orgadmin' && row.parentId === null).map((row) => row.teamId);
  const branchesOfAdmin = adminOf.length
    ? (await db.select({ id: teams.id }).from(teams).where(inArray(teams.parentId, adminOf))).map((row) => row.id)
    : [];
  const managed = [
    ...adminOf,
    ...branchesOfAdmin,
    ...held.filter((row) => row.role === 'branchmanager').map((row) => row.teamId),
  ];
  const home = held.find((row) => row.parentId !== null) ?? held[0];
  return {
    memberTeamIds: [...new Set(held.map((row) => row.teamId))],
    managedTeamIds: [...new Set(managed)],
    homeTeamId: home?.teamId ?? null,
  };
}

/**
 * The same reach as subqueries (the ids of the teams the person is a member of; of those they manage), for a
 * query of another module that checks access where it reads its rows, in one round trip. `userId` is a value
 * or a prepared query's placeholder.
 */
export function teamReachSql(userId: string | Placeholder | SQL) {
  const organizationsAdministered = sql`select ${memberships.teamId} from ${memberships}
    inner join ${teams} on ${teams.id} = ${memberships.teamId}
    where ${memberships.userId} = ${userId} and ${memberships.role} = 'orgadmin' and ${teams.parentId} is null`;
  return {
    memberTeamIds: sql`select ${memberships.teamId} from ${memberships}
      inner join ${teams} on ${teams.id} = ${memberships.teamId} where ${memberships.userId} = ${userId}`,
    managedTeamIds: sql`${organizationsAdministered}
      union all select ${teams.id} from ${teams} where ${teams.parentId} in (${organizationsAdministered})
      union all select ${memberships.teamId} from ${memberships}
        inner join ${teams} on ${teams.id} = ${memberships.teamId}
        where ${memberships.userId} = ${userId} and ${memberships.role} = 'branchmanager'`,
  };
}

/** The organization a team belongs to (itself for an organization); null for an unknown team. */
export async function organizationOfTeam(db: Db | Tx, teamId: string): Promise<string | null> {
  const [team] = await db.select({ id: teams.id, parentId: teams.parentId }).from(teams).where(eq(teams.id, teamId));
  return team ? (team.parentId ?? team.id) : null;
}

/**
 * Whom a person may add as campaign collaborators (spec 6): the people holding a membership in the teams
 * they belong to (an organization's members include its branches'), each once and never themselves, and
 * those teams' branches.
 */
export async function collaboratorOptionsFor(db: Db, userId: string) {
  const held = await db
    .select({ teamId: teams.id, parentId: teams.parentId })
    .from(memberships)
    .innerJoin(teams, eq(teams.id, memberships.teamId))
    .where(eq(memberships.userId, userId));
  const organizationIds = held.filter((row) => row.parentId === null).map((row) => row.teamId);
  const branchRows = await db
    .select({ id: teams.id, name: teams.name, parentId: teams.parentId })
    .from(teams)
    .where(
      or(
        inArray(teams.id, ['', ...held.filter((row) => row.parentId !== null).map((row) => row.teamId)]),
        inArray(teams.parentId, ['', ...organizationIds]),
      ),
    )
    .orderBy(asc(teams.name));
  const teamIds = [...new Set([...held.map((row) => row.teamId), ...branchRows.map((row) => row.id)])];
  const organizations = await db
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(inArray(teams.id, ['', ...branchRows.flatMap((row) => (row.parentId ? [row.parentId] : []))]));
  const people = teamIds.length
    ? await db
        .selectDistinctOn([memberships.userId], {
          id: memberships.userId,
          name: teamUsers.name,
          email: teamUsers.email,
        })
        .from(memberships)
        .innerJoin(teamUsers, eq(teamUsers.id, memberships.teamUserId))
        .where(and(inArray(memberships.teamId, teamIds), ne(memberships.userId, userId)))
        .orderBy(memberships.userId, asc(memberships.createdDate))
    : [];
  return {
    users: people.sort((a, b) => a.name.localeCompare(b.name)),
    branches: branchRows.map((branch) => ({
      id: branch.id,
      name: branch.name,
      organization: organizations.find((organization) => organization.id === branch.parentId)?.name ?? null,
    })),
  };
}

/** The names of these teams (collaborator branches), by id. */
export async function teamNames(db: Db, teamIds: readonly string[]): Promise<Map<string, string>> {
  if (teamIds.length === 0) return new Map();
  const rows = await db
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(inArray(teams.id, [...teamIds]));
  return new Map(rows.map((row) => [row.id, row.name]));
}
