import { and, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { preparedPerDatabase } from '../../../platform/db/prepared-query';
import type { Db } from '../../../platform/db/types';
import { campaignContacts, campaigns } from '../tables';

/** Whose homeowners: campaigns a person owns, and those made in the teams they manage (all of them: a superadmin). */
export interface CampaignReach {
  ownerId: string;
  managedTeamIds: readonly string[];
  everyone: boolean;
}

/** A campaign contact as the opportunity list reads them: who, where, and what the upload said of the loan. */
export interface OpportunityContact {
  id: string;
  campaignId: string;
  campaignName: string;
  ownerId: string;
  teamId: string | null;
  firstName: string | null;
  lastName: string | null;
  phoneNumber: string;
  email: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  loanAmountCents: number | null;
  loanReceivedData: string | null;
  loanType: string | null;
  homeValueCents: number | null;
}

/** What the opportunity list and a contact's own page read of a campaign contact. */
const contactColumns = {
  id: campaignContacts.id,
  campaignId: campaigns.id,
  campaignName: campaigns.name,
  ownerId: campaigns.ownerId,
  teamId: campaigns.teamId,
  firstName: campaignContacts.firstName,
  lastName: campaignContacts.lastName,
  phoneNumber: campaignContacts.phoneNumber,
  email: campaignContacts.email,
  address: campaignContacts.address,
  city: campaignContacts.city,
  state: campaignContacts.state,
  zip: campaignContacts.zip,
  loanAmountCents: campaignContacts.loanAmountCents,
  loanReceivedData: campaignContacts.loanReceivedData,
  loanType: campaignContacts.loanType,
  homeValueCents: campaignContacts.homeValueCents,
};

/**
 * The contacts of the paid campaigns in reach, newest first, at most `limit`; people who opted out are left out (they
 * asked not to hear from the campaign).
 */
export async function contactsInReach(db: Db, reach: CampaignReach, limit: number): Promise<OpportunityContact[]> {
  const mine = eq(campaigns.ownerId, reach.ownerId);
  const inReach = reach.everyone
    ? undefined
    : reach.managedTeamIds.length
      ? or(mine, inArray(campaigns.teamId, [...reach.managedTeamIds]))
      : mine;
  return db
    .select(contactColumns)
    .from(campaignContacts)
    .innerJoin(campaigns, eq(campaigns.id, campaignContacts.campaignId))
    .where(and(inReach, ne(campaigns.status, 'unpaid'), ne(campaignContacts.status, 'OptOut')))
    .orderBy(desc(campaignContacts.createdDate), desc(campaignContacts.id))
    .limit(limit);
}

/** Read at every view of a contact's own page: prepared once (building it was a tenth of that read's CPU). */
const linkContactQuery = preparedPerDatabase((db) =>
  db
    .select({ ...contactColumns, campaignEndDate: campaigns.endDate })
    .from(campaignContacts)
    .innerJoin(campaigns, eq(campaigns.id, campaignContacts.campaignId))
    .where(
      and(
        eq(campaignContacts.campaignId, sql.placeholder('campaignId')),
        eq(campaignContacts.id, sql.placeholder('contactId')),
      ),
    )
    .limit(1)
    .prepare('campaigns_link_contact'),
);

/**
 * One contact of a campaign as the opportunity list reads them, with the campaign's end date (a contact's own page:
 * its link's expiry), or undefined.
 */
export async function opportunityContact(
  db: Db,
  campaignId: string,
  contactId: string,
): Promise<(OpportunityContact & { campaignEndDate: string | null }) | undefined> {
  const [contact] = await linkContactQuery(db).execute({ campaignId, contactId });
  return contact;
}
