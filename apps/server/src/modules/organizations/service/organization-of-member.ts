import type { Db } from '../../../platform/db/types';
import { findTeam, membershipOrganizations } from '../repo';

/**
 * The organization a person acts for: the one `teamId` belongs to (an organization, or a branch through
 * its parentId) when the person holds a membership anywhere in that organization; otherwise the
 * organization of their first membership; undefined when they belong to none.
 */
export async function organizationOfMember(db: Db, userId: string, teamId?: string): Promise<string | undefined> {
  const held = await membershipOrganizations(db, userId);
  if (teamId) {
    const team = await findTeam(db, teamId);
    const organizationId = team ? (team.parentId ?? team.id) : undefined;
    if (organizationId && held.some((membership) => membership.organizationId === organizationId)) {
      return organizationId;
    }
  }
  return held[0]?.organizationId;
}
