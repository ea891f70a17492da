import { queryRows, type TestApp } from './test-database';

/** A campaign's stat counters as stored, and the same figures recounted from the ledger and the events. */
export async function countersAndRecount(t: TestApp, campaignId: string) {
  const [stored] = await queryRows<Record<string, number>>(
    t.runtime.database,
    `select total_contacts as "totalContacts", total_sent as "totalSent", total_active as "totalActive",
            total_clicks as "totalClicks", total_non_responsive as "totalNonResponsive",
            total_opt_outs as "totalOptOuts", total_favorites as "totalFavorites", total_delivered as "totalDelivered", total_failed as "totalFailed"
       from campaigns where id = $1`,
    [campaignId],
  );
  const [recount] = await queryRows<Record<string, number>>(
    t.runtime.database,
    `select
       (select count(*) from campaign_contacts where campaign_id = $1)::int as "totalContacts",
       (select count(*) from campaign_sends where campaign_id = $1 and status = 'sent')::int as "totalSent",
       (select count(*) from campaign_contacts where campaign_id = $1 and replied_at is not null)::int as "totalActive",
       (select count(distinct l.contact_id) from short_links l
          where l.type_id = $1 and exists (select 1 from link_clicks c where c.link_id = l.id and c.human))::int
         as "totalClicks",
       (select count(*) from campaign_contacts where campaign_id = $1 and status = 'NonResponsive')::int
         as "totalNonResponsive",
       (select count(*) from campaign_contacts where campaign_id = $1 and status = 'OptOut')::int as "totalOptOuts",
       (select count(*) from campaign_contacts where campaign_id = $1 and starred_at is not null)::int
         as "totalFavorites",
       (select count(*) from campaign_sends where campaign_id = $1 and delivery_status = 'delivered')::int
         as "totalDelivered",
       (select count(*) from campaign_sends where campaign_id = $1
          and (status = 'failed' or delivery_status in ('undelivered', 'failed')))::int as "totalFailed"`,
    [campaignId],
  );
  return { stored: stored!, recount: recount! };
}
