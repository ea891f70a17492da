import {
  guessMapping,
  UPLOAD_CONSENT_STATEMENT_ID,
  type CampaignSubmit,
  type CampaignSubmitReply,
  type Role,
} from '@roost/domain';
import { expect } from 'vitest';
import { organizationFactory } from '../src/modules/organizations/testing';
import { insertAccount } from '../src/modules/user/testing';
import { get, post, signedInAs, uniqueEmail, type Person } from './identity-helpers';
import { queryRows, type TestApp } from './test-database';

/**
 * Texting access for a person (campaigns, replies): a member of an organization of their own, with the
 * organization admin's texting switch (canText) as given. The organization is made by a separate admin, so
 * the person gains no role; it becomes their home team, where their new campaigns go.
 */
export async function withTextingAccess<P extends Person>(t: TestApp, person: P, canText = true) {
  const adminEmail = uniqueEmail('orgadmin');
  const admin = await insertAccount(t.runtime.users, {
    name: 'Olive Orgadmin',
    email: adminEmail,
    roles: ['user'],
    status: 'active',
    passwordHash: 'not-a-password',
  });
  const make = organizationFactory(t.runtime);
  const adminSession = { id: admin.id, email: adminEmail, name: 'Olive Orgadmin', status: 'active', roles: ['user'] };
  const organization = await make.organization(adminSession);
  const member = await make.member(adminSession, organization.id, {
    role: 'Member',
    name: 'Terry Texter',
    email: person.email,
    canText,
  });
  return { ...person, organizationId: organization.id, teamUserId: member.id };
}

/** A signed-in person with texting access (by default a campaigns user, as a loan officer is). */
export async function texter(t: TestApp, roles: Role[] = ['user', 'campaigns']) {
  return withTextingAccess(t, await signedInAs(t, roles));
}

/** A lead file as the details step uploads it: the spec's data-URL body, mapped by the guessed columns. */
export async function uploadLeads(t: TestApp, cookie: string, csv: string) {
  const headers = csv
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)[0]!
    .split(',');
  const response = await post(
    t,
    '/api/site/campaign/contacts/parse',
    {
      file: {
        name: 'leads.csv',
        type: 'text/csv',
        data: `data:text/csv;base64,${Buffer.from(csv).toString('base64')}`,
      },
      cols: guessMapping(headers),
    },
    cookie,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ importId: string; report: { valid: number } }>();
}

/** A file with three usable leads, a duplicate, a bad phone and a row with no phone. */
export const sampleLeads = [
  'First Name,Last Name,Mobile,Email,Postal Code,Loan Amount',
  'Ada,Lovelace,(916) 555-0101,ada@example.com,95661,"$350,000"',
  'Alan,Turing,916.555.0102,,95747,300000',
  'Grace,Hopper,+1 916 555 0103,grace@example.com,95678,',
  'Ada,Again,9165550101,,95661,',
  'Bad,Phone,555-0000,,95661,',
  'No,Phone,,,95661,',
].join('\r\n');

export const billing = {
  name: 'Ada Lovelace',
  address: '1 Main St',
  city: 'Roseville',
  state: 'CA',
  zipCode: '95661',
} as const;
export const successCard = { number: '4242 4242 4242 4242', month: '12', year: '2030', csv: '123' };
export const declinedCard = { ...successCard, number: '4000000000000002' };

export function submitBody(
  importId: string,
  templateId: string,
  overrides: Partial<CampaignSubmit> = {},
  key = `key${Math.random().toString(36).slice(2)}${Date.now()}`,
): CampaignSubmit {
  return {
    idempotencyKey: key,
    importId,
    campaign: {
      name: 'Spring refinance',
      type: 'Refi',
      templateId,
      messagesPerDay: '100',
      daysOfWeek: 'Mon,Wed,Fri',
      startDate: '2099-03-02',
      endDate: '2099-04-30',
    },
    collaborators: [],
    billing,
    // The uploader affirms the consent statement, as the wizard's checkbox does.
    consentStatementId: UPLOAD_CONSENT_STATEMENT_ID,
    ...overrides,
  };
}

export function confirmCard(
  t: TestApp,
  cookie: string,
  reply: { payment: { intentId: string; clientSecret: string } | null },
  card = successCard,
) {
  return post(
    t,
    '/api/payment/sandbox/confirm',
    { intentId: reply.payment?.intentId, clientSecret: reply.payment?.clientSecret, card, billing },
    cookie,
  );
}

/** A lead file of rows 'First,Last,phone,ZIP'. */
export const leads = (rows: string[]) => ['First Name,Last Name,Mobile,Postal Code', ...rows].join('\r\n');

/** A loan officer with the first seeded template: makes paid campaigns (start 2099-03-02, Mon/Wed/Fri). */
export async function campaignMaker(t: TestApp) {
  const officer = await texter(t);
  const templates = await get(t, '/api/notifications/message/templates', officer.cookie);
  const templateId = templates.json<{ results: { id: string }[] }>().results[0]!.id;
  return {
    officer,
    async paidCampaign(csv: string, overrides: Partial<CampaignSubmit['campaign']> = {}): Promise<string> {
      const upload = await uploadLeads(t, officer.cookie, csv);
      const body = submitBody(upload.importId, templateId);
      Object.assign(body.campaign, overrides);
      const reply = (await post(t, '/api/site/campaign/submit', body, officer.cookie)).json<CampaignSubmitReply>();
      await confirmCard(t, officer.cookie, reply);
      // The wizard's second submit (same key) finishes the paid campaign.
      await post(t, '/api/site/campaign/submit', body, officer.cookie);
      const campaign = await get(t, `/api/site/campaign/${reply.campaignId}`, officer.cookie);
      expect(campaign.json(), campaign.body).toMatchObject({ status: 'new' });
      return reply.campaignId;
    },
  };
}

/** The shared services the messaging module's deps read, from a test app. */
export const servicesOf = (t: TestApp) => ({ database: t.runtime.database, config: t.config });

/** The texts the sandbox carrier sent to a number, oldest first. */
export async function textsTo(t: TestApp, phone: string): Promise<string[]> {
  const rows = await queryRows<{ body: string }>(
    t.runtime.database,
    "select body from sandbox_texts where to_number = $1 and direction = 'outbound' order by created_date",
    [phone],
  );
  return rows.map((row) => row.body);
}

/** The status of the campaign contacts with this number. */
export async function contactStatuses(t: TestApp, phone: string): Promise<string[]> {
  const rows = await queryRows<{ status: string }>(
    t.runtime.database,
    'select status from campaign_contacts where phone_number = $1 order by created_date',
    [phone],
  );
  return rows.map((row) => row.status);
}
