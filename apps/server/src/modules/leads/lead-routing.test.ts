import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignMaker, leads, servicesOf } from '../../../test/campaign-helpers';
import { identityEnv, post, signedInAs } from '../../../test/identity-helpers';
import { createTestApp, queryRows, type TestApp } from '../../../test/test-database';
import { dispatchDepsOf, dispatchTick } from '../messaging/testing';
import { organizationFactory } from '../organizations/testing';
import { zipOfAddress } from './service/route-lead';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(identityEnv, { seed: true });
});
afterAll(() => t.close());

interface Routed extends Record<string, unknown> {
  owner: string | null;
  team: string | null;
  organization: string | null;
  routed_by: string | null;
  campaign: string | null;
}

async function lead(body: Record<string, unknown>, cookie?: string) {
  const response = await post(
    t,
    '/api/site/lead',
    {
      type: 'contact',
      name: 'Riley Homeowner',
      email: `riley.${randomUUID().slice(0, 8)}@example.com`,
      message: 'Please call me',
      ...body,
    },
    cookie,
  );
  expect(response.statusCode, response.body).toBe(201);
  const id = response.json<{ id: string }>().id;
  const [row] = await queryRows<Routed>(
    t.runtime.database,
    `select owner_user_id as owner, team_id as team, organization_id as organization, routed_by, campaign_id as campaign
     from leads where id = $1`,
    [id],
  );
  return { id, ...row! };
}

/** The notices waiting for a loan officer's inbox about a lead. */
const noticesOf = (leadId: string) =>
  queryRows<{ target: string }>(
    t.runtime.database,
    `select target from webhook_deliveries where kind = 'lead' and subject_id = $1 and channel = 'email'`,
    [leadId],
  );

/** A campaign of the officer, texted (the sender's tick on its first day), and its contacts' links. */
async function textedCampaign(maker: Awaited<ReturnType<typeof campaignMaker>>, rows: string[]) {
  const id = await maker.paidCampaign(leads(rows));
  const now = new Date('2099-03-02T18:00:00Z');
  await dispatchTick(dispatchDepsOf(servicesOf(t), () => now));
  return {
    id,
    links: await queryRows<{ id: string; phone: string }>(
      t.runtime.database,
      `select l.id, c.phone_number as phone from short_links l join campaign_contacts c on c.id = l.contact_id
       where l.type_id = $1`,
      [id],
    ),
  };
}

/** An organization with a branch and loan officers in it, each with a realtor partner serving `zips`. */
async function branchWithOfficers(zipsPerOfficer: string[]) {
  const admin = await signedInAs(t, ['user']);
  const make = organizationFactory(t.runtime);
  const actor = { id: admin.id, email: admin.email, name: 'Olive Orgadmin', status: 'active', roles: ['user'] };
  const organization = await make.organization(actor);
  const branch = await make.branch(actor, organization.id);
  const officers = [];
  for (const zips of zipsPerOfficer) {
    const officer = await make.member(actor, branch.id, { role: 'Loanofficer' });
    if (zips) await make.partner(actor, officer.id, { role: 'realtor', meta: zips });
    officers.push(officer);
  }
  return { organization, branch, officers };
}

describe('lead routing', () => {
  it('gives a lead from a campaign link to the loan officer whose campaign it was, and tells them', async () => {
    const maker = await campaignMaker(t);
    const campaign = await textedCampaign(maker, ['Ann,Lee,(916) 555-0301,95661']);
    const routed = await lead({ ref: campaign.links[0]!.id });
    expect(routed).toMatchObject({
      owner: maker.officer.id,
      organization: maker.officer.organizationId,
      routed_by: 'campaign-link',
      campaign: campaign.id,
    });
    expect((await noticesOf(routed.id)).map((notice) => notice.target)).toContain(maker.officer.email);
  });

  it('remembers the link a person tapped: a lead they send later in the visit goes to that loan officer', async () => {
    const maker = await campaignMaker(t);
    const campaign = await textedCampaign(maker, ['Di,Ray,(916) 555-0304,95661']);
    const url = `/l/${campaign.links[0]!.id}`;
    const preview = await t.app.inject({ method: 'GET', url, headers: { 'user-agent': 'facebookexternalhit/1.1' } });
    expect(preview.headers['set-cookie']).toBeUndefined();
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
    const tap = await t.app.inject({ method: 'GET', url, headers: { 'user-agent': iphone } });
    expect(tap.statusCode).toBe(302);
    const setCookie = String(tap.headers['set-cookie']);
    expect(setCookie).toMatch(/Path=\/api\/site; .*HttpOnly; SameSite=Lax/);
    const cookie = setCookie.split(';')[0]!;
    expect(await lead({}, cookie)).toMatchObject({
      owner: maker.officer.id,
      routed_by: 'campaign-link',
      campaign: campaign.id,
    });
  });

  it('gives a lead whose number a campaign texted to that campaign’s loan officer, without a link', async () => {
    const maker = await campaignMaker(t);
    const campaign = await textedCampaign(maker, ['Bo,Diaz,(916) 555-0302,95661']);
    expect(await lead({ phone: '916-555-0302' })).toMatchObject({
      owner: maker.officer.id,
      routed_by: 'relationship',
      campaign: campaign.id,
    });
  });

  it('takes a guessed link id as no link: the lead is kept and routed by the other rules', async () => {
    const routed = await lead({ ref: 'NoSuchLink1' });
    expect(routed).toMatchObject({ owner: null, routed_by: null });
  });

  it('takes the link of a campaign that ended over 90 days ago as no link', async () => {
    const maker = await campaignMaker(t);
    const campaign = await textedCampaign(maker, ['Eve,Old,(916) 555-0305,95661']);
    await queryRows(t.runtime.database, "update campaigns set end_date = '2020-01-01' where id = $1", [campaign.id]);
    expect(await lead({ ref: campaign.links[0]!.id })).toMatchObject({ owner: null, routed_by: null, campaign: null });
  });

  it('refuses a ref that is no link id, with a clear message', async () => {
    const response = await post(t, '/api/site/lead', {
      type: 'contact',
      name: 'Riley',
      email: 'riley@example.com',
      message: 'Hi',
      ref: '../x?y',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Ref must be a link id');
  });

  it('without a relationship, gives it to the loan officers whose realtor partners serve its ZIP, in turn', async () => {
    const { officers, branch } = await branchWithOfficers(['95901, 95902', '95901', '']);
    const [first, second] = [
      await lead({ address: '1 Elm St, Marysville, CA 95901' }),
      await lead({ address: '2 Elm St, Marysville, CA 95901' }),
    ];
    const third = await lead({ address: '3 Elm St, Marysville, CA 95901-1234' });
    const officerIds = officers.map((officer) => officer.userId);
    expect([first, second, third].map((routed) => routed.routed_by)).toEqual([
      'partner-zip',
      'partner-zip',
      'partner-zip',
    ]);
    expect(new Set([first.owner, second.owner])).toEqual(new Set([officerIds[0], officerIds[1]]));
    expect(third.owner).toBe(first.owner);
    expect(first.team).toBe(branch.id);
    expect(await lead({ address: '4 Elm St, Marysville, CA 95902' })).toMatchObject({ owner: officerIds[0] });
  });

  it('gives a relationship whose loan officer left to the loan officers of their team, in turn', async () => {
    const maker = await campaignMaker(t);
    const campaign = await textedCampaign(maker, ['Cy,Ng,(916) 555-0303,95661']);
    // The officer leaves: their membership goes, their campaign stays with its team.
    await t.runtime.database.sql.executeSql('delete from memberships where user_id = $1', [maker.officer.id]);
    const admin = await signedInAs(t, ['user']);
    const actor = { id: admin.id, email: admin.email, name: 'Olive Orgadmin', status: 'active', roles: ['user'] };
    const successor = await organizationFactory(t.runtime).member(actor, maker.officer.organizationId, {
      role: 'Loanofficer',
    });
    expect(await lead({ ref: campaign.links[0]!.id })).toMatchObject({
      owner: successor.userId,
      organization: maker.officer.organizationId,
      routed_by: 'round-robin',
      campaign: campaign.id,
    });
  });

  it('leaves a lead with no relationship and no partner for its ZIP unassigned', async () => {
    expect(await lead({ address: '9 Nowhere Rd, Eureka, CA 95501' })).toMatchObject({ owner: null, routed_by: null });
  });
});

describe('zipOfAddress', () => {
  it('reads the ZIP code at the end of a one-line address', () => {
    expect(zipOfAddress('1 Main St, Roseville, CA 95661')).toBe('95661');
    expect(zipOfAddress('1 Main St, Roseville, CA 95661-1234')).toBe('95661');
    expect(zipOfAddress('12345 Main St, Roseville, CA')).toBeUndefined();
    expect(zipOfAddress(undefined)).toBeUndefined();
  });
});
