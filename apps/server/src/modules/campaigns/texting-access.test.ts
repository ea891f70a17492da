import { campaignMessages, teamMessages, type Campaign } from '@roost/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationFactory } from '../organizations/testing';
import { get, identityEnv, post, put, sessionOf, signedInAs, type Person } from '../../../test/identity-helpers';
import { sampleLeads, submitBody, uploadLeads, withTextingAccess } from '../../../test/campaign-helpers';
import { createTestApp, queryRows, type TestApp } from '../../../test/test-database';

/**
 * Who may text: making, paying for, launching or resuming a campaign and typing a reply need a membership
 * whose texting switch (canText) is on, or the admin role. A homeowner who signed up, or a member whose
 * organization admin switched texting off, is refused with 403 and the plain message the screens show; the
 * organization's admin switches it per member, and only they do.
 */
let t: TestApp;
let templateId: string;

beforeAll(async () => {
  t = await createTestApp(identityEnv, { seed: true });
  const reader = await signedInAs(t, ['user', 'admin']);
  const templates = await get(t, '/api/notifications/message/templates', reader.cookie);
  templateId = templates.json<{ results: { id: string }[] }>().results[0]!.id;
});
afterAll(() => t.close());

const mayText = async (person: Person) =>
  (await get(t, '/api/site/campaign/texting-access', person.cookie)).json<{ mayText: boolean }>().mayText;

async function submit(person: Person) {
  const upload = await uploadLeads(t, person.cookie, sampleLeads);
  return post(t, '/api/site/campaign/submit', submitBody(upload.importId, templateId), person.cookie);
}

function expectRefused(response: Awaited<ReturnType<typeof post>>) {
  expect(response.statusCode, response.body).toBe(403);
  expect(response.json()).toEqual({ code: 'TEXTING_NOT_ALLOWED', errorMessage: campaignMessages.textingNotAllowed });
}

describe('texting access', () => {
  it('refuses a homeowner who signed up: no campaign, no payment, and the screens are told', async () => {
    const homeowner = await signedInAs(t, ['user']);
    expect(await mayText(homeowner)).toBe(false);
    expectRefused(await submit(homeowner));
    expectRefused(await post(t, '/api/site/campaign', { name: 'Mine', type: 'Refi' }, homeowner.cookie));
    const [held] = await queryRows<{ n: string }>(
      t.database,
      `select (select count(*) from campaigns where owner_id = $1) + (select count(*) from payments where user_id = $1) as n`,
      [homeowner.id],
    );
    expect(Number(held!.n)).toBe(0);
  });

  it('refuses a member whose texting is off, and lets one whose texting is on submit', async () => {
    const silenced = await withTextingAccess(t, await signedInAs(t, ['user', 'campaigns']), false);
    expect(await mayText(silenced)).toBe(false);
    expectRefused(await submit(silenced));

    const texting = await withTextingAccess(t, await signedInAs(t, ['user', 'campaigns']));
    expect(await mayText(texting)).toBe(true);
    const submitted = await submit(texting);
    expect(submitted.statusCode, submitted.body).toBe(200);
  });

  it('lets an admin text without a membership', async () => {
    const admin = await signedInAs(t, ['user', 'admin']);
    expect(await mayText(admin)).toBe(true);
    expect((await post(t, '/api/site/campaign', { name: 'Ops', type: 'Refi' }, admin.cookie)).statusCode).toBe(201);
  });

  it("follows the organization admin's switch, which only the organization's admins turn", async () => {
    const make = organizationFactory(t.runtime);
    const orgAdmin = await signedInAs(t, ['user', 'orgadmin']);
    const manager = await signedInAs(t, ['user']);
    const officer = await signedInAs(t, ['user', 'campaigns']);
    const organization = await make.organization(sessionOf(orgAdmin, ['orgadmin']));
    const branch = await make.branch(sessionOf(orgAdmin, ['orgadmin']), organization.id);
    await make.member(sessionOf(orgAdmin, ['orgadmin']), branch.id, { role: 'Manager', email: manager.email });
    const member = await make.member(sessionOf(orgAdmin, ['orgadmin']), branch.id, { email: officer.email });
    const form = {
      name: member.name,
      email: member.email,
      phone: member.phone ?? '',
      role: member.role,
      meta: member.meta ?? '',
    };
    const created = await post(t, '/api/site/campaign', { name: 'Spring', type: 'Refi' }, officer.cookie);
    expect(created.statusCode, created.body).toBe(201);
    const campaign = created.json<Campaign>();
    await t.database.sql.executeSql("update campaigns set status = 'paused' where id = $1", [campaign.id]);

    // The branch manager may edit the member, but not switch texting.
    const byManager = await put(t, `/api/site/team/user/${member.id}`, { ...form, canText: false }, manager.cookie);
    expect(byManager.statusCode, byManager.body).toBe(403);
    expect(byManager.json().errorMessage).toBe(teamMessages.textingSwitchAdminsOnly);
    expect(await mayText(officer)).toBe(true);

    const off = await put(t, `/api/site/team/user/${member.id}`, { ...form, canText: false }, orgAdmin.cookie);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ canText: false });
    expect(await mayText(officer)).toBe(false);
    expectRefused(await submit(officer));
    // Resuming starts texts again: refused; pausing or archiving stops them: allowed.
    expectRefused(await put(t, `/api/site/campaign/${campaign.id}`, { status: 'active' }, officer.cookie));
    const archived = await put(t, `/api/site/campaign/${campaign.id}`, { status: 'archived' }, officer.cookie);
    expect(archived.statusCode, archived.body).toBe(200);

    const on = await put(t, `/api/site/team/user/${member.id}`, { ...form, canText: true }, orgAdmin.cookie);
    expect(on.statusCode, on.body).toBe(200);
    expect(await mayText(officer)).toBe(true);
    expect((await submit(officer)).statusCode).toBe(200);
  });
});
