// The workspace's read endpoints under load: a texted campaign with its contacts and conversations,
// written straight into the bench's PostgreSQL database for the demo loan officer (the API would take minutes to
// build as much), and the scenarios that read them as that loan officer: the campaign list, a page of contacts,
// a conversation's messages, the inbox and one of its conversations, and their pipeline of leads.
import { checkSession, signInForToken } from './auth';
import { homeownerColumns, homeownerValues, LOAN_OFFICER, linkToOwnPages } from './home-reports';
import type { Scenario } from './scenarios';
import type { SeedSql } from './seed-sql';
const CAMPAIGNS = 30;
const CONTACTS = 5_000;
const CONVERSATIONS = 200;
/** The inbox's conversations, spread over every campaign (the first campaign's CONVERSATIONS among them). */
const INBOX_CONVERSATIONS = 5_000;
const MESSAGES_PER_CONVERSATION = 4;
const OUR_NUMBER = '+19165550100';
/** The loan officer's pipeline: leads routed to them, in every stage, a third from a campaign. */
const LEADS = 10_000;
/** The campaign contacts of all their campaigns: the homeowners of their opportunity list (beside the leads). */
const HOMEOWNERS = 10_000;
/** Contacts of the first campaign whose links lead to their own page (home-reports.ts), opened in turn. */
const HOME_REPORT_LINKS = 1_000;

export interface WorkspaceData {
  campaignId: string;
  groupIds: string[];
  conversationIds: string[];
  homeReportLinkIds: string[];
}

/** CAMPAIGNS campaigns of the loan officer; the first has CONTACTS texted contacts, CONVERSATIONS of them replied. */
export async function seedWorkspace(client: SeedSql): Promise<WorkspaceData> {
  const owner = await client.query<{ id: string }>('select id from users where email = $1', [LOAN_OFFICER]);
  const ownerId = owner.rows[0]?.id;
  if (!ownerId) throw new Error(`the demo data has no ${LOAN_OFFICER}`);
  const campaigns = await client.query<{ id: string }>(
    `insert into campaigns (name, type, status, start_date, end_date, days_of_week, messages_per_day, owner_id,
         total_contacts, total_sent)
       select 'Bench campaign ' || n, 'Refi', 'active', current_date, current_date + 30, 'Mon,Tue,Wed,Thu,Fri', 1000,
         $1, $2, $2
       from generate_series(1, $3::int) as n returning id`,
    [ownerId, CONTACTS, CAMPAIGNS],
  );
  const campaignId = campaigns.rows[0]!.id;
  await client.query(
    `insert into campaign_contacts (campaign_id, first_name, last_name, phone_number, status, sent_at,
         ${homeownerColumns})
       select $1, 'Lead' || n, 'Bench', '+1530' || lpad(n::text, 7, '0'), 'Sent', now(), ${homeownerValues('n')}
       from generate_series(1, $2::int) as n`,
    [campaignId, CONTACTS],
  );
  const groups = await client.query<{ id: string }>(
    `insert into message_groups (campaign_id, contact_id, to_phone_number, from_phone_number, group_status)
       select campaign_id, id, phone_number, $2, 'NewMessage'
       from campaign_contacts where campaign_id = $1 order by first_name limit $3 returning id`,
    [campaignId, OUR_NUMBER, CONVERSATIONS],
  );
  await client.query(
    `insert into messages (group_id, direction, message, from_phone_number, to_phone_number, created_date)
       select g.id, case when m % 2 = 1 then 'outbound' else 'inbound' end,
         case when m % 2 = 1 then 'Rates just dropped: want a quote?' else 'Yes please, what would it save me?' end,
         case when m % 2 = 1 then g.from_phone_number else g.to_phone_number end,
         case when m % 2 = 1 then g.to_phone_number else g.from_phone_number end,
         now() - make_interval(mins => $2 - m)
       from message_groups g cross join generate_series(1, $2::int) as m where g.campaign_id = $1`,
    [campaignId, MESSAGES_PER_CONVERSATION],
  );
  // The other campaigns' replied contacts, so the inbox holds INBOX_CONVERSATIONS over all CAMPAIGNS campaigns.
  const others = campaigns.rows.slice(1).map((row) => row.id);
  const perCampaign = Math.ceil((INBOX_CONVERSATIONS - CONVERSATIONS) / others.length);
  await client.query(
    `insert into campaign_contacts (campaign_id, first_name, last_name, phone_number, status, sent_at,
         ${homeownerColumns})
       select c.id, 'Reply' || n, 'Bench', '+1531' || lpad((c.ord * 10000 + n)::text, 7, '0'), 'Active', now(),
         ${homeownerValues('(c.ord * 1000 + n)')}
       from unnest($1::text[]) with ordinality as c(id, ord) cross join generate_series(1, $2::int) as n`,
    [others, perCampaign],
  );
  await client.query(
    `insert into message_groups (campaign_id, contact_id, to_phone_number, from_phone_number, group_status)
       select campaign_id, id, phone_number, $2, 'NewMessage' from campaign_contacts
       where campaign_id = any($1::text[])`,
    [others, OUR_NUMBER],
  );
  await client.query(
    `insert into messages (group_id, direction, message, from_phone_number, to_phone_number, created_date)
       select g.id, 'inbound', 'What rate could I get on a 30 year?', g.to_phone_number, g.from_phone_number,
         now() - make_interval(secs => row_number() over (order by g.id))
       from message_groups g where g.campaign_id = any($1::text[])`,
    [others],
  );
  // One conversation per group, as replies make them (the groups' numbers are all different).
  const conversations = await client.query<{ id: string }>(
    `with made as (
         insert into conversations (scope, phone, name, state, unread, last_message, last_direction, last_activity_at)
         select 'user:' || $1, g.to_phone_number, c.first_name || ' Bench', 'needs-reply', 1, last.message,
           last.direction, last.created_date
         from message_groups g join campaign_contacts c on c.id = g.contact_id
         join lateral (select message, direction, created_date from messages m where m.group_id = g.id
           order by created_date desc limit 1) last on true
         returning id, phone)
       update message_groups g set conversation_id = made.id from made where g.to_phone_number = made.phone
       returning made.id`,
    [ownerId],
  );
  // Texted contacts who have not replied, over the other campaigns, up to HOMEOWNERS contacts in all.
  await client.query(
    `insert into campaign_contacts (campaign_id, first_name, last_name, phone_number, status, sent_at,
         ${homeownerColumns})
       select ($1::text[])[1 + n % array_length($1::text[], 1)], 'Owner' || n, 'Bench', '+1533' || lpad(n::text, 7, '0'),
         'Sent', now(), ${homeownerValues('(20000 + n)')}
       from generate_series(1, $2::int - (select count(*)::int from campaign_contacts where campaign_id = any($1::text[])
         or campaign_id = $3)) as n`,
    [others, HOMEOWNERS, campaignId],
  );
  const homeReportLinkIds = await linkToOwnPages(client, campaignId, HOME_REPORT_LINKS);
  await client.query(
    `insert into leads (type, name, email, phone, address, estimated_value, loan_balance, body_hash, created_date,
         owner_user_id, team_id, organization_id, routed_by, campaign_id, stage)
       select (array['pmiRemoval','dreamRate','homeValue','contact'])[1 + n % 4], 'Lead ' || n || ' Bench',
         'lead' || n || '@bench.example', '+1532' || lpad(n::text, 7, '0'),
         (100 + n % 9000) || ' ' || (array['Oak St','Pine Ave','Maple Dr','Cedar Ln'])[1 + n % 4] || ', '
           || (array['Roseville, CA 95661','Rocklin, CA 95677','Lincoln, CA 95648'])[1 + n % 3],
         350000 + (n * 7919) % 500000, 150000 + (n * 104729) % 400000, 'bench-' || n, now() - make_interval(mins => n),
         $1, m.team_id, coalesce(t.parent_id, t.id), case when n % 3 = 0 then 'campaign-link' end,
         case when n % 3 = 0 then $2 end, (array['new','contacted','application','won','lost'])[1 + n % 5]
       from generate_series(1, $3::int) as n
       cross join lateral (select team_id from memberships where user_id = $1 limit 1) m
       join teams t on t.id = m.team_id`,
    [ownerId, campaignId, LEADS],
  );
  return {
    campaignId,
    groupIds: groups.rows.map((row) => row.id),
    conversationIds: conversations.rows.map((row) => row.id),
    homeReportLinkIds,
  };
}

/** The loan officer's bearer token, signed in once per scenario (not measured). */
async function loanOfficerHeaders(baseUrl: string) {
  const token = await signInForToken(baseUrl, LOAN_OFFICER);
  await checkSession(baseUrl, token, LOAN_OFFICER);
  return { headers: { authorization: `Bearer ${token}` } };
}

/** Fails the run before measuring if a path does not answer 200 with the loan officer's token. */
async function checkReads(baseUrl: string, paths: string[]) {
  const { headers } = await loanOfficerHeaders(baseUrl);
  for (const path of paths) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${path}`, { headers });
    const body = await response.text();
    if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}, expected 200`);
    // The first read after the seed (or a change) is the one a cache cannot answer.
    const total = (JSON.parse(body) as { total?: unknown }).total;
    console.log(
      `   first read of ${path}: ${Math.round(performance.now() - started)} ms${typeof total === 'number' ? `, total ${total}` : ''}`,
    );
  }
  return { headers };
}

/** The workspace reads over the seeded data, at `connections`. */
export function workspaceScenarios(data: WorkspaceData, connections: number): Scenario[] {
  const contactsPath = `/api/site/campaign/${data.campaignId}/contacts`;
  const conversationPaths = data.groupIds.map((id) => `/api/notifications/messages/group/${id}`);
  const inboxPaths = data.conversationIds.slice(0, CONVERSATIONS).map((id) => `/api/notifications/inbox/${id}`);
  return [
    {
      name: 'campaigns',
      description: `GET /api/site/campaigns as ${LOAN_OFFICER}: the first page of their ${CAMPAIGNS} campaigns`,
      method: 'GET',
      path: '/api/site/campaigns',
      connections,
      prepare: (baseUrl) => checkReads(baseUrl, ['/api/site/campaigns']),
    },
    {
      name: 'leads',
      description: `GET /api/site/leads as ${LOAN_OFFICER}: the first page of their ${LEADS} leads, with the count per stage`,
      method: 'GET',
      path: '/api/site/leads',
      connections,
      prepare: (baseUrl) => checkReads(baseUrl, ['/api/site/leads']),
    },
    {
      name: 'opportunities',
      description: `GET /api/site/leads/opportunities as ${LOAN_OFFICER}: the first page of the homeowners with a reason, weighed from their ${LEADS} leads and ${HOMEOWNERS} campaign contacts`,
      method: 'GET',
      path: '/api/site/leads/opportunities',
      connections,
      prepare: (baseUrl) => checkReads(baseUrl, ['/api/site/leads/opportunities']),
    },
    {
      name: 'contacts',
      description: `GET a campaign's contacts as ${LOAN_OFFICER}: the first page of ${CONTACTS} texted contacts`,
      method: 'GET',
      path: contactsPath,
      connections,
      prepare: (baseUrl) => checkReads(baseUrl, [contactsPath]),
    },
    {
      name: 'inbox',
      description: `GET /api/notifications/inbox as ${LOAN_OFFICER}: the first page (25, as the page asks) of ${INBOX_CONVERSATIONS} conversations over ${CAMPAIGNS} campaigns`,
      method: 'GET',
      path: '/api/notifications/inbox',
      connections,
      prepare: (baseUrl) => checkReads(baseUrl, ['/api/notifications/inbox']),
    },
    {
      name: 'inbox-conversation',
      description: `GET /api/notifications/inbox/<id> as ${LOAN_OFFICER} (marks it read): ${CONVERSATIONS} of the conversations in turn`,
      method: 'GET',
      path: '/api/notifications/inbox/<id>',
      connections,
      paths: () => inboxPaths,
      prepare: (baseUrl) => checkReads(baseUrl, inboxPaths.slice(0, 3)),
    },
    {
      name: 'conversations',
      description: `GET a conversation's messages as ${LOAN_OFFICER} (marks it read): ${CONVERSATIONS} conversations of ${MESSAGES_PER_CONVERSATION} texts in turn`,
      method: 'GET',
      path: '/api/notifications/messages/group/<id>',
      connections,
      paths: () => conversationPaths,
      prepare: (baseUrl) => checkReads(baseUrl, conversationPaths.slice(0, 3)),
    },
  ];
}
