import { sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../../platform/db/types';
import { memberships, teams, teamUsers } from '../tables';

/** A loan officer who can take a lead: their account, the branch (or organization) they work in and its organization. */
export type LeadDesk = {
  userId: string;
  teamId: string;
  organizationId: string;
};

/** Memberships with their organization: a branch's parent, or the team itself when it is one. */
const desks = (where: ReturnType<typeof sql>) => sql`
  select m.user_id as "userId", m.team_id as "teamId", coalesce(t.parent_id, t.id) as "organizationId"
  from ${memberships} m join ${teams} t on t.id = m.team_id
  where ${where}
  order by m.created_date, m.id`;

/**
 * The desk of the person who ran a campaign (whatever their role there): in `teamId` when they still work there, else
 * in the same organization, else none (they left it: the relationship goes to their old branch, in turn).
 */
export async function deskOf(db: Db | Tx, userId: string, teamId: string | null): Promise<LeadDesk | undefined> {
  const rows = await queryRows<LeadDesk>(db, desks(sql`m.user_id = ${userId}`));
  if (!teamId) return rows[0];
  const organizationId = (
    await queryRows<{ id: string }>(db, sql`select coalesce(parent_id, id) as id from ${teams} where id = ${teamId}`)
  )[0]?.id;
  return rows.find((row) => row.teamId === teamId) ?? rows.find((row) => row.organizationId === organizationId);
}

/**
 * The loan officers of a branch (or of an organization and its branches), oldest membership first: those listed in
 * a branch hold the loanofficer role, those listed on an organization itself the member role (records.ts).
 */
export function desksOfTeam(db: Db | Tx, teamId: string): Promise<LeadDesk[]> {
  return queryRows<LeadDesk>(
    db,
    desks(sql`m.role in ('loanofficer', 'member') and (t.id = ${teamId} or t.parent_id = ${teamId})`),
  );
}

/**
 * The loan officers with a realtor partner who serves this ZIP code (the partner's ZIP list, spec 2.8: a comma list
 * in meta).
 */
export function desksServingZip(db: Db | Tx, zip: string): Promise<LeadDesk[]> {
  return queryRows<LeadDesk>(
    db,
    desks(sql`exists (
      select 1 from ${teamUsers} partner join ${teamUsers} officer on officer.id = partner.parent_id
      where partner.role = 'realtor' and officer.id = m.team_user_id
        and ${zip} = any(string_to_array(replace(coalesce(partner.meta, ''), ' ', ''), ',')))`),
  );
}
