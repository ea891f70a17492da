import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../../platform/db/types';
import { campaignContacts, campaigns } from '../tables';

/** A person a campaign texted: whose campaign it was (its owner and team) and the contact's ZIP code. */
export type CampaignRelationship = {
  campaignId: string;
  contactId: string;
  ownerId: string;
  teamId: string | null;
  zip: string | null;
};

const relationship = (where: ReturnType<typeof sql>) => sql`
  select c.id as "campaignId", cc.id as "contactId", c.owner_id as "ownerId", c.team_id as "teamId", cc.zip
  from ${campaignContacts} cc join ${campaigns} c on c.id = cc.campaign_id
  where c.status <> 'unpaid' and cc.sent_at is not null and ${where}
  order by cc.sent_at desc, cc.id
  limit 1`;

/** The contact of a campaign link, when that campaign texted them. */
export async function relationshipOfContact(
  db: Db | Tx,
  campaignId: string,
  contactId: string,
): Promise<CampaignRelationship | undefined> {
  return (
    await queryRows<CampaignRelationship>(db, relationship(sql`c.id = ${campaignId} and cc.id = ${contactId}`))
  )[0];
}

/** The campaign that last texted this number (E.164), if any did: its loan officer owns the relationship. */
export async function relationshipOfPhone(db: Db | Tx, phone: string): Promise<CampaignRelationship | undefined> {
  return (await queryRows<CampaignRelationship>(db, relationship(sql`cc.phone_number = ${phone}`)))[0];
}

/** What a campaign knows of one of its contacts: the campaign's name, the contact's status, when texted and replied. */
export async function contactInCampaign(db: Db | Tx, campaignId: string, contactId: string) {
  return (
    await queryRows<{ name: string; status: string; sentAt: Date | null; repliedAt: Date | null }>(
      db,
      sql`select c.name, cc.status, cc.sent_at as "sentAt", cc.replied_at as "repliedAt"
          from ${campaignContacts} cc join ${campaigns} c on c.id = cc.campaign_id
          where c.id = ${campaignId} and cc.id = ${contactId}`,
    )
  )[0];
}

/** A campaign's last sending day (YYYY-MM-DD), or null when it has none or there is no such campaign. */
export async function campaignEndDate(db: Db | Tx, campaignId: string): Promise<string | null> {
  const [row] = await db
    .select({ endDate: campaigns.endDate })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId))
    .limit(1);
  return row?.endDate ?? null;
}
