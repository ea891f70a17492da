import { and, asc, count, desc, eq, inArray, isNotNull, isNull, ne, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/types';
import { memberships, teams, teamUsers } from './tables';

export type TeamRow = typeof teams.$inferSelect;
export type TeamUserRow = typeof teamUsers.$inferSelect;
export type MembershipRole = (typeof memberships.$inferSelect)['role'];
type TeamType = TeamRow['type'];

export async function findTeam(db: Db | Tx, id: string): Promise<TeamRow | undefined> {
  const [row] = await db.select().from(teams).where(eq(teams.id, id)).limit(1);
  return row;
}

export async function findTeamUser(db: Db | Tx, id: string): Promise<TeamUserRow | undefined> {
  const [row] = await db.select().from(teamUsers).where(eq(teamUsers.id, id)).limit(1);
  return row;
}

export async function insertTeam(tx: Tx, values: typeof teams.$inferInsert): Promise<TeamRow> {
  const [row] = await tx.insert(teams).values(values).returning();
  return row!;
}

export async function updateTeam(db: Db, id: string, patch: Partial<typeof teams.$inferInsert>) {
  const [row] = await db.update(teams).set(patch).where(eq(teams.id, id)).returning();
  return row;
}

/** Child teams, oldest first; `only` narrows to the ids a caller may see. */
export function childTeams(db: Db, parentId: string, only?: readonly string[]): Promise<TeamRow[]> {
  const where: SQL[] = [eq(teams.parentId, parentId)];
  if (only) where.push(only.length > 0 ? inArray(teams.id, [...only]) : eq(teams.id, ''));
  return db
    .select()
    .from(teams)
    .where(and(...where))
    .orderBy(asc(teams.createdDate), asc(teams.id));
}

export function teamsByType(db: Db, type: TeamType | undefined, only?: readonly string[]): Promise<TeamRow[]> {
  const where: SQL[] = [];
  if (type) where.push(eq(teams.type, type));
  if (only) where.push(only.length > 0 ? inArray(teams.id, [...only]) : eq(teams.id, ''));
  return db
    .select()
    .from(teams)
    .where(and(...where))
    .orderBy(desc(teams.createdDate), asc(teams.id));
}

export async function countTeams(db: Db, type: TeamType): Promise<number> {
  const [row] = await db.select({ total: count() }).from(teams).where(eq(teams.type, type));
  return row?.total ?? 0;
}

/** A team's own members (not the partners its loan officers keep), oldest first. */
export function membersOf(db: Db | Tx, teamId: string, roles?: readonly string[]): Promise<TeamUserRow[]> {
  const where: SQL[] = [eq(teamUsers.teamId, teamId), isNull(teamUsers.parentId)];
  if (roles) where.push(inArray(teamUsers.role, [...roles]));
  return db
    .select()
    .from(teamUsers)
    .where(and(...where))
    .orderBy(asc(teamUsers.createdDate), asc(teamUsers.id));
}

export function partnersOf(db: Db, parentId: string): Promise<TeamUserRow[]> {
  return db
    .select()
    .from(teamUsers)
    .where(eq(teamUsers.parentId, parentId))
    .orderBy(desc(teamUsers.createdDate), asc(teamUsers.id));
}

export function teamUsersOfUser(db: Db, userId: string): Promise<TeamUserRow[]> {
  return db
    .select()
    .from(teamUsers)
    .where(eq(teamUsers.userId, userId))
    .orderBy(asc(teamUsers.createdDate), asc(teamUsers.id));
}

export async function countTeamUsersOfUser(db: Db | Tx, userId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(teamUsers).where(eq(teamUsers.userId, userId));
  return row?.total ?? 0;
}

/** Whether anything hangs from a team: branches, or people other than its creator. */
export async function teamHasDependants(db: Db, teamId: string): Promise<boolean> {
  const [child] = await db.select({ id: teams.id }).from(teams).where(eq(teams.parentId, teamId)).limit(1);
  if (child) return true;
  const [member] = await db
    .select({ id: teamUsers.id })
    .from(teamUsers)
    .where(and(eq(teamUsers.teamId, teamId), ne(teamUsers.role, 'creator')))
    .limit(1);
  return member !== undefined;
}

export async function findMemberByEmail(db: Db | Tx, teamId: string, parentId: string | null, email: string) {
  const [row] = await db
    .select()
    .from(teamUsers)
    .where(
      and(
        eq(teamUsers.teamId, teamId),
        parentId === null ? isNull(teamUsers.parentId) : eq(teamUsers.parentId, parentId),
        eq(teamUsers.email, email),
      ),
    )
    .limit(1);
  return row;
}

export async function insertTeamUser(
  tx: Tx,
  values: typeof teamUsers.$inferInsert,
  grant: MembershipRole | null,
): Promise<TeamUserRow> {
  const [row] = await tx.insert(teamUsers).values(values).returning();
  if (grant && row!.userId) {
    await tx.insert(memberships).values({ userId: row!.userId, teamId: row!.teamId, teamUserId: row!.id, role: grant });
  }
  return row!;
}

export async function updateTeamUser(
  tx: Tx,
  id: string,
  patch: Partial<typeof teamUsers.$inferInsert>,
  grant: MembershipRole | null,
) {
  const [row] = await tx.update(teamUsers).set(patch).where(eq(teamUsers.id, id)).returning();
  await tx.delete(memberships).where(eq(memberships.teamUserId, id));
  if (grant && row?.userId) {
    await tx.insert(memberships).values({ userId: row.userId, teamId: row.teamId, teamUserId: row.id, role: grant });
  }
  return row;
}

/** Deletes team users (their memberships go with them), partners before the loan officers they hang from. */
export async function deleteTeamUsers(tx: Tx, ids: readonly string[]) {
  if (ids.length === 0) return;
  await tx.delete(teamUsers).where(inArray(teamUsers.parentId, [...ids]));
  await tx.delete(teamUsers).where(inArray(teamUsers.id, [...ids]));
}

/** Deletes a team with its branches and everyone listed in them. */
export async function deleteTeamTree(tx: Tx, teamId: string) {
  const branchIds = (await tx.select({ id: teams.id }).from(teams).where(eq(teams.parentId, teamId))).map(
    (row) => row.id,
  );
  const treeIds = [teamId, ...branchIds];
  await tx.delete(teamUsers).where(and(inArray(teamUsers.teamId, treeIds), isNotNull(teamUsers.parentId)));
  await tx.delete(teamUsers).where(inArray(teamUsers.teamId, treeIds));
  await tx.delete(teams).where(inArray(teams.id, branchIds.length > 0 ? branchIds : ['']));
  await tx.delete(teams).where(eq(teams.id, teamId));
}

/** The account ids listed in a team tree, for retiring their accounts after a cascade. */
export async function userIdsInTree(db: Db, teamId: string): Promise<string[]> {
  const branchIds = (await db.select({ id: teams.id }).from(teams).where(eq(teams.parentId, teamId))).map(
    (row) => row.id,
  );
  const rows = await db
    .selectDistinct({ userId: teamUsers.userId })
    .from(teamUsers)
    .where(inArray(teamUsers.teamId, [teamId, ...branchIds]));
  return rows.flatMap((row) => (row.userId ? [row.userId] : []));
}

/** The person's memberships in these teams. */
export function membershipsIn(db: Db, userId: string, teamIds: readonly string[]) {
  return db
    .select({ teamId: memberships.teamId, role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), inArray(memberships.teamId, [...teamIds])));
}

/** Every team the person holds a membership in, with the organization each belongs to. */
export async function membershipTeams(db: Db, userId: string) {
  return db
    .select({ teamId: teams.id, parentId: teams.parentId, type: teams.type, role: memberships.role })
    .from(memberships)
    .innerJoin(teams, eq(teams.id, memberships.teamId))
    .where(eq(memberships.userId, userId));
}

/** The organization of each of the person's memberships (a branch's is its parent), oldest membership first. */
export async function membershipOrganizations(db: Db, userId: string): Promise<{ organizationId: string }[]> {
  const rows = await db
    .select({ teamId: teams.id, parentId: teams.parentId })
    .from(memberships)
    .innerJoin(teams, eq(teams.id, memberships.teamId))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(memberships.createdDate), asc(memberships.id));
  return rows.map((row) => ({ organizationId: row.parentId ?? row.teamId }));
}
