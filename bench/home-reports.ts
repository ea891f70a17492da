// A campaign contact's own page (/home-report/{link id}), as a texted contact opens it: the rows behind it (a campaign
// of the demo loan officer, contacts with an address and the loan figures of an upload, one short link each leading
// to their page, as createCampaignLinks makes them) and the two requests of its first load, the page's HTML and its
// one data read (GET /api/site/home-report/{id}).
import type { Scenario } from './scenarios';
import type { SeedSql } from './seed-sql';

export const LOAN_OFFICER = 'loanofficer@demo.roost.local';
/** The host of the links' redirect: the server reads only its path (/home-report/{id}). */
const SITE = 'https://roost.example';
/** A phone's browser: a link preview or a bot is answered 404 (it is no reader of the page). */
export const BROWSER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

/**
 * The columns of a campaign contact an upload fills, for the contact numbered by the SQL expression `n`: a street
 * address in one of four Placer County cities, an e-mail, and the loan (amount, month closed, type) and home value,
 * spread so that some can drop their mortgage insurance, some save on a refinance and some have neither.
 */
export const homeownerColumns =
  'address, city, state, zip, email, loan_amount_cents, loan_received_data, loan_type, home_value_cents';
export const homeownerValues = (n: string) => `
  (100 + ${n} % 9000) || ' ' || (array['Oak St','Pine Ave','Maple Dr','Cedar Ln','Sierra College Blvd'])[1 + ${n} % 5],
  (array['Roseville','Rocklin','Lincoln','Auburn'])[1 + ${n} % 4], 'CA',
  (array['95661','95677','95648','95603'])[1 + ${n} % 4],
  'owner' || ${n} || '@bench.example',
  (250000 + (${n} * 7919) % 450000) * 100,
  lpad((1 + ${n} % 12)::text, 2, '0') || '/' || (2016 + ${n} % 9),
  (array['Conventional','FHA','VA','Conventional'])[1 + ${n} % 4],
  ((250000 + (${n} * 7919) % 450000) * (1.05 + (${n} % 7) * 0.1))::int * 100`;

/** One short link per contact of the campaign, each leading to the contact's own page; resolves with their ids. */
export async function linkToOwnPages(sql: SeedSql, campaignId: string, limit?: number): Promise<string[]> {
  const { rows } = await sql.query<{ id: string }>(
    `insert into short_links (id, type_id, contact_id, redirect)
     select l.id, c.campaign_id, c.id, $2 || l.id
     from (select * from campaign_contacts where campaign_id = $1 order by created_date, id limit $3) c
     cross join lateral (select substr(md5(c.id), 1, 12) as id) l
     returning id`,
    [campaignId, `${SITE}/home-report/`, limit ?? null],
  );
  return rows.map((row) => row.id);
}

/** The demo loan officer's id and team (the demo data must have them). */
export async function loanOfficerOf(sql: SeedSql) {
  const { rows } = await sql.query<{ id: string; team_id: string | null }>(
    `select u.id, (select team_id from memberships where user_id = u.id limit 1) as team_id
     from users u where u.email = $1`,
    [LOAN_OFFICER],
  );
  if (!rows[0]) throw new Error(`the demo data has no ${LOAN_OFFICER}`);
  return rows[0];
}

/** A texted campaign of the demo loan officer with `contacts` homeowners, each with a link to their own page. */
export async function seedHomeReports(sql: SeedSql, contacts: number): Promise<string[]> {
  const officer = await loanOfficerOf(sql);
  const { rows } = await sql.query<{ id: string }>(
    `insert into campaigns (name, type, status, start_date, end_date, days_of_week, messages_per_day, owner_id, team_id,
       total_contacts, total_sent)
     values ('Spring refinance check-in', 'Refi', 'active', current_date, current_date + 30, 'Mon,Tue,Wed,Thu,Fri', 1000,
       $1, $2, $3, $3) returning id`,
    [officer.id, officer.team_id, contacts],
  );
  const campaignId = rows[0]!.id;
  await sql.query(
    `insert into campaign_contacts (campaign_id, first_name, last_name, phone_number, status, sent_at, ${homeownerColumns})
     select $1, (array['Maria','James','Priya','Daniel','Grace'])[1 + n % 5], 'Homeowner' || n,
       '+1916' || lpad(n::text, 7, '0'), 'Sent', now(), ${homeownerValues('n')}
     from generate_series(1, $2::int) as n`,
    [campaignId, contacts],
  );
  return linkToOwnPages(sql, campaignId);
}

/** Fails the run before measuring if a path does not answer 200 with `type` to a phone's browser. */
async function checkPaths(baseUrl: string, paths: string[], headers: Record<string, string>, type: string) {
  for (const path of paths) {
    const response = await fetch(`${baseUrl}${path}`, { headers });
    const body = await response.text();
    const contentType = response.headers.get('content-type') ?? '';
    if (response.status !== 200 || !contentType.startsWith(type))
      throw new Error(`GET ${path} answered ${response.status} ${contentType}, expected 200 ${type}`);
    if (type === 'application/json' && !body.includes('"loanOfficer"'))
      throw new Error(`GET ${path} answered no home report: ${body.slice(0, 200)}`);
  }
  return {};
}

/** The page's HTML and its data read, each over the links in turn (a different contact each request). */
export function homeReportScenarios(linkIds: string[], connections: number): Scenario[] {
  const htmlHeaders = { 'user-agent': BROWSER_AGENT, accept: 'text/html' };
  const apiHeaders = { 'user-agent': BROWSER_AGENT, accept: 'application/json' };
  const pagePaths = linkIds.map((id) => `/home-report/${id}`);
  const readPaths = linkIds.map((id) => `/api/site/home-report/${id}`);
  return [
    {
      name: 'home-report-html',
      description: `GET /home-report/<id>: a contact's own page as the server renders it, ${linkIds.length} links in turn`,
      method: 'GET',
      path: '/home-report/<id>',
      connections,
      headers: htmlHeaders,
      paths: () => pagePaths,
      prepare: (baseUrl) => checkPaths(baseUrl, pagePaths.slice(0, 3), htmlHeaders, 'text/html'),
    },
    {
      name: 'home-report',
      description: `GET /api/site/home-report/<id>: the page's one data read (public, the link is the key), ${linkIds.length} links in turn`,
      method: 'GET',
      path: '/api/site/home-report/<id>',
      connections,
      headers: apiHeaders,
      paths: () => readPaths,
      prepare: (baseUrl) => checkPaths(baseUrl, readPaths.slice(0, 3), apiHeaders, 'application/json'),
    },
  ];
}
