import { sql } from 'drizzle-orm';
import { replyCache } from '../../../platform/cache/table-change-cache';
import { queryRows, type Db } from '../../../platform/db/types';
import { memberships, teamUsers } from '../tables';

/** A loan officer as their organization lists them: name, phone and licence (the team member form's meta). */
export type LoanOfficerListing = {
  name: string;
  phone: string | null;
  /** The licence text as entered ('NMLS 1049321'); null when none was. */
  licence: string | null;
};

/** A realtor partner a loan officer works with, as the loan officer listed them. */
export type RealtorPartner = {
  name: string;
  phone: string | null;
};

/**
 * How a person is listed as a team member: in `teamId` when they are listed there (a campaign's branch), else their
 * oldest listing; undefined when they are listed nowhere.
 */
export function loanOfficerListing(
  db: Db,
  userId: string,
  teamId: string | null,
): Promise<LoanOfficerListing | undefined> {
  const read = () => readLoanOfficerListing(db, userId, teamId);
  return listings(db)?.get(`${userId}|${teamId ?? ''}`, read) ?? read();
}

/**
 * What a contact's own page shows of the people behind it, read on each page view: kept until a listing changes.
 * The listings and partners of up to this many loan officers and ZIP codes are kept.
 */
export const LISTING_READ_TABLES = ['memberships', 'team_users'] as const;
const listings = replyCache<LoanOfficerListing | undefined>(LISTING_READ_TABLES, 2_000);
const partners = replyCache<RealtorPartner | undefined>(LISTING_READ_TABLES, 5_000);

async function readLoanOfficerListing(db: Db, userId: string, teamId: string | null) {
  const [row] = await queryRows<LoanOfficerListing>(
    db,
    sql`select tu.name, tu.phone, tu.meta as licence
        from ${memberships} m join ${teamUsers} tu on tu.id = m.team_user_id
        where m.user_id = ${userId}
        order by coalesce(m.team_id = ${teamId}, false) desc, m.created_date, m.id
        limit 1`,
  );
  return row;
}

/**
 * The realtor partner of this loan officer who serves a ZIP code (the partner's ZIP list, as lead routing reads it in
 * lead-desks.ts), the one listed first when several do; undefined when none does.
 */
export function partnerServingZip(db: Db, officerUserId: string, zip: string): Promise<RealtorPartner | undefined> {
  const read = () => readPartnerServingZip(db, officerUserId, zip);
  return partners(db)?.get(`${officerUserId}|${zip}`, read) ?? read();
}

async function readPartnerServingZip(db: Db, officerUserId: string, zip: string) {
  const [row] = await queryRows<RealtorPartner>(
    db,
    sql`select partner.name, partner.phone
        from ${teamUsers} partner join ${teamUsers} officer on officer.id = partner.parent_id
        where partner.role = 'realtor' and officer.user_id = ${officerUserId}
          and ${zip} = any(string_to_array(replace(coalesce(partner.meta, ''), ' ', ''), ','))
        order by partner.created_date, partner.id
        limit 1`,
  );
  return row;
}
