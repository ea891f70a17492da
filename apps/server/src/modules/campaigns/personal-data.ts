import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { hashedPhone } from '../contacts';
import type { PersonalDataPart } from '../personal-data';
import { teamIdsOfOrganization } from '../organizations';
import { campaignCollaborators, campaignContacts, campaigns } from './tables';

/** Campaigns still sending or about to: their owner must archive them or hand them over before leaving. */
export const RUNNING_CAMPAIGN_STATUSES = ['new', 'started', 'active', 'paused'] as const;

export const runningCampaignsMessage = (count: number) =>
  `Archive or hand over your ${count} running campaign${count === 1 ? '' : 's'} first`;

const lower = (values: readonly string[]) => values.map((value) => value.toLowerCase());

/** The contacts of the subject's campaigns that carry one of its numbers or e-mails. */
function contactMatch(subject: { campaignIds: string[]; phones: string[]; emails: string[] }) {
  const byIdentifier = [
    ...(subject.phones.length > 0 ? [inArray(campaignContacts.phoneNumber, subject.phones)] : []),
    ...(subject.emails.length > 0 ? [inArray(sql`lower(${campaignContacts.email})`, lower(subject.emails))] : []),
  ];
  if (subject.campaignIds.length === 0 || byIdentifier.length === 0) return sql`false`;
  return and(inArray(campaignContacts.campaignId, subject.campaignIds), or(...byIdentifier));
}

/**
 * A person's campaigns (a summary: they belong to the organization they were made in, which keeps them) and
 * collaborations; a campaign contact's rows in an organization's campaigns, anonymised on erasure with the
 * number kept as its keyed hash (one contact per number per campaign still holds).
 */
export const campaignsPersonalData: PersonalDataPart = {
  tables: {
    campaigns: { kept: "The organization's campaign; owner_id is only the id of an account that is anonymised" },
    campaign_contacts: { erased: 'anonymised' },
    campaign_collaborators: { erased: 'deleted' },
    message_templates: { kept: 'A template of the catalogue; created_by is only an account id' },
    campaign_submissions: { kept: 'Payment records kept for accounting (a legal duty); they hold an account id only' },
  },
  person: {
    async read(db, person) {
      const owned = await db
        .select({
          id: campaigns.id,
          name: campaigns.name,
          status: campaigns.status,
          teamId: campaigns.teamId,
          totalContacts: campaigns.totalContacts,
          totalSent: campaigns.totalSent,
          createdDate: campaigns.createdDate,
        })
        .from(campaigns)
        .where(eq(campaigns.ownerId, person.userId))
        .orderBy(asc(campaigns.createdDate));
      const collaborations = await db
        .select({ campaignId: campaignCollaborators.campaignId, since: campaignCollaborators.createdDate })
        .from(campaignCollaborators)
        .where(
          and(eq(campaignCollaborators.type, 'individual'), eq(campaignCollaborators.collaboratorId, person.userId)),
        );
      return { campaignsOwned: owned, campaignCollaborations: collaborations };
    },
    async refuseErasure(db, person) {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(campaigns)
        .where(and(eq(campaigns.ownerId, person.userId), inArray(campaigns.status, [...RUNNING_CAMPAIGN_STATUSES])));
      const running = Number(row?.count ?? 0);
      return running > 0 ? runningCampaignsMessage(running) : null;
    },
    async erase(tx, person) {
      await tx
        .delete(campaignCollaborators)
        .where(
          and(eq(campaignCollaborators.type, 'individual'), eq(campaignCollaborators.collaboratorId, person.userId)),
        );
    },
  },
  contact: {
    async resolve(db, subject) {
      const teamIds = await teamIdsOfOrganization(db, subject.organizationId);
      const campaignIds = teamIds.length
        ? (await db.select({ id: campaigns.id }).from(campaigns).where(inArray(campaigns.teamId, teamIds))).map(
            (row) => row.id,
          )
        : [];
      const found = await db
        .select({ phone: campaignContacts.phoneNumber, email: campaignContacts.email })
        .from(campaignContacts)
        .where(contactMatch({ ...subject, campaignIds }));
      return {
        campaignIds,
        phones: found.map((row) => row.phone),
        emails: found.flatMap((row) => (row.email ? [row.email] : [])),
      };
    },
    async read(db, subject) {
      const rows = await db
        .select({ campaignName: campaigns.name, contact: campaignContacts })
        .from(campaignContacts)
        .innerJoin(campaigns, eq(campaigns.id, campaignContacts.campaignId))
        .where(contactMatch(subject))
        .orderBy(asc(campaignContacts.createdDate));
      return { campaignContacts: rows.map((row) => ({ campaignName: row.campaignName, ...row.contact })) };
    },
    async erase(tx, subject) {
      const rows = await tx.select().from(campaignContacts).where(contactMatch(subject));
      for (const row of rows) {
        await tx
          .update(campaignContacts)
          .set({
            firstName: null,
            middleName: null,
            lastName: null,
            phoneNumber: hashedPhone(row.phoneNumber),
            email: null,
            address: null,
            city: null,
            state: null,
            zip: null,
            lender: null,
            loanAmountCents: null,
            loanReceivedData: null,
            loanType: null,
            homeValueCents: null,
            refId: null,
          })
          .where(eq(campaignContacts.id, row.id));
      }
      return { campaignContacts: rows.length };
    },
  },
};
