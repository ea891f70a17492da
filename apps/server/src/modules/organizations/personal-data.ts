import { eq, inArray } from 'drizzle-orm';
import type { PersonalDataPart } from '../personal-data';
import { memberships, teams, teamUsers } from './tables';

const ERASED_MEMBER_NAME = 'Deleted account';

/** Where a person is listed and what roles they hold; on erasure the listing stays anonymous, the grants go. */
export const organizationsPersonalData: PersonalDataPart = {
  tables: {
    teams: { kept: "The organization's own record; created_by is only the id of an account that is anonymised" },
    team_users: { erased: 'anonymised' },
    memberships: { erased: 'deleted' },
  },
  person: {
    async read(db, person) {
      const listed = await db
        .select({
          teamId: teamUsers.teamId,
          teamName: teams.name,
          teamType: teams.type,
          name: teamUsers.name,
          email: teamUsers.email,
          phone: teamUsers.phone,
          role: teamUsers.role,
          canText: teamUsers.canText,
          createdDate: teamUsers.createdDate,
        })
        .from(teamUsers)
        .innerJoin(teams, eq(teams.id, teamUsers.teamId))
        .where(eq(teamUsers.userId, person.userId));
      const held = await db
        .select({
          teamId: memberships.teamId,
          teamName: teams.name,
          role: memberships.role,
          since: memberships.createdDate,
        })
        .from(memberships)
        .innerJoin(teams, eq(teams.id, memberships.teamId))
        .where(eq(memberships.userId, person.userId));
      return { organizationMemberships: held, teamListings: listed };
    },
    async erase(tx, person) {
      const listed = await tx.select({ id: teamUsers.id }).from(teamUsers).where(eq(teamUsers.userId, person.userId));
      await tx.delete(memberships).where(eq(memberships.userId, person.userId));
      // A listing may have assistants or partners under it (parent_id restricts deletes): kept, without the person.
      for (const { id } of listed) {
        await tx
          .update(teamUsers)
          .set({
            userId: null,
            name: ERASED_MEMBER_NAME,
            email: `deleted-${id}@erased.invalid`,
            phone: null,
            canText: false,
            externalId: null,
            meta: null,
          })
          .where(inArray(teamUsers.id, [id]));
      }
    },
  },
};
