import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../../platform/db/types';
import { memberships, teams, teamUsers } from '../tables';

/**
 * Whether a person may text for an organization: they hold a membership there (in the organization or one
 * of its branches) whose team user has texting on (canText, set per member by the organization's admin).
 * Without an organization: a membership with texting on in any. Partners and assistants hold no membership,
 * so they never text; neither does a homeowner, who belongs to no organization.
 */
export async function mayTextFor(db: Db, userId: string, organizationId?: string | null): Promise<boolean> {
  const inOrganization = organizationId
    ? [
        inArray(
          memberships.teamId,
          db
            .select({ id: teams.id })
            .from(teams)
            .where(or(eq(teams.id, organizationId), eq(teams.parentId, organizationId))),
        ),
      ]
    : [];
  const [held] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .innerJoin(teamUsers, eq(teamUsers.id, memberships.teamUserId))
    .where(and(eq(memberships.userId, userId), eq(teamUsers.canText, true), ...inOrganization))
    .limit(1);
  return held !== undefined;
}
