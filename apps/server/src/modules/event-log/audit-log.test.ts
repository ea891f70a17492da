import type { AdminLog, AdminLogsPage, CampaignSubmitReply, Team, TeamUser } from '@roost/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmCard, declinedCard, sampleLeads, submitBody, uploadLeads } from '../../../test/campaign-helpers';
import {
  get,
  identityEnv,
  origin,
  post,
  put,
  sessionOf,
  signedInAs,
  uniqueEmail,
  type Person,
} from '../../../test/identity-helpers';
import { createTestApp, queryRows, type TestApp } from '../../../test/test-database';
import { organizationFactory, type OrganizationFactory } from '../organizations/testing';

/**
 * The audit trail at /admin/logs: each act done through the API shows there with who did it, what, to
 * which record and when; a superadmin reads all of it, an organization admin only their organization's.
 */
let t: TestApp;
let make: OrganizationFactory;
let superadmin: Person;
let adminA: Person;
let adminB: Person;
let officer: Person;
let organizationA: Team;
let branchA: Team;
let templateId: string;

const del = (url: string, cookie: string) => t.app.inject({ method: 'DELETE', url, headers: { cookie, origin } });

/** The audit entries a reader sees, newest first, optionally filtered (`action=...&targetType=...`). */
async function auditLog(reader: Person, filter = ''): Promise<AdminLog[]> {
  const response = await get(
    t,
    `/api/core/admin/logs?source=audit&limit=100${filter ? `&${filter}` : ''}`,
    reader.cookie,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminLogsPage>().logs;
}

const detail = (log: AdminLog, key: string) => log.data.find((entry) => entry.key === key)?.value;

/** An entry made just now: its time lies between `since` and the read. */
function expectRecent(log: AdminLog, since: number) {
  const at = Date.parse(log.createdAt);
  expect(at).toBeGreaterThanOrEqual(since - 1000);
  expect(at).toBeLessThanOrEqual(Date.now() + 1000);
}

beforeAll(async () => {
  t = await createTestApp(identityEnv, { seed: true });
  make = organizationFactory(t.runtime);
  superadmin = await signedInAs(t, ['user', 'admin', 'superadmin']);
  adminA = await signedInAs(t, ['user', 'orgadmin']);
  adminB = await signedInAs(t, ['user', 'orgadmin']);
  organizationA = await make.organization(sessionOf(adminA, ['user', 'orgadmin']), { name: 'Org A' });
  await make.organization(sessionOf(adminB, ['user', 'orgadmin']), { name: 'Org B' });
  branchA = await make.branch(sessionOf(adminA, ['user', 'orgadmin']), organizationA.id, { name: 'Branch A1' });
  officer = await signedInAs(t, ['user', 'campaigns']);
  await make.member(sessionOf(adminA, ['orgadmin']), branchA.id, { email: officer.email });
  const templates = await get(t, '/api/notifications/message/templates', officer.cookie);
  templateId = templates.json<{ results: { id: string }[] }>().results[0]!.id;
});
afterAll(() => t.close());

describe('campaigns and payments', () => {
  let campaignId: string;
  let since: number;

  beforeAll(async () => {
    since = Date.now();
    const upload = await uploadLeads(t, officer.cookie, sampleLeads);
    const body = submitBody(upload.importId, templateId);
    const reply = (await post(t, '/api/site/campaign/submit', body, officer.cookie)).json<CampaignSubmitReply>();
    campaignId = reply.campaignId;
    expect((await confirmCard(t, officer.cookie, reply)).statusCode).toBe(200);
    await post(t, '/api/site/campaign/submit', body, officer.cookie);
  });

  it('records the launch and the payment, by the loan officer, in their organization', async () => {
    const [launched] = await auditLog(superadmin, 'action=campaign.launched');
    expect(launched).toMatchObject({
      actor: { id: officer.id, label: officer.email },
      target: { type: 'campaign', id: campaignId, label: 'Spring refinance' },
      organizationId: organizationA.id,
    });
    expect(detail(launched!, 'records')).toBe('3');
    expectRecent(launched!, since);
    const [paid] = await auditLog(superadmin, 'action=payment.succeeded');
    expect(paid).toMatchObject({ actor: { id: officer.id, label: officer.email }, target: { type: 'payment' } });
    expect(detail(paid!, 'amountCents')).toBeDefined();
    expect(detail(paid!, 'paidForId')).toBe(campaignId);
  });

  it('records a declined card with its code and nothing of the card', async () => {
    const upload = await uploadLeads(t, officer.cookie, sampleLeads);
    const body = submitBody(upload.importId, templateId);
    const reply = (await post(t, '/api/site/campaign/submit', body, officer.cookie)).json<CampaignSubmitReply>();
    await confirmCard(t, officer.cookie, reply, declinedCard);
    const [declined] = await auditLog(superadmin, 'action=payment.declined');
    expect(declined).toMatchObject({ actor: { id: officer.id, label: officer.email }, target: { type: 'payment' } });
    expect(detail(declined!, 'paidForId')).toBe(reply.campaignId);
    expect(detail(declined!, 'code')).toBeTruthy();
    expect(JSON.stringify(declined)).not.toMatch(/4000|0002|Lovelace|Main St/);
  });

  it('records edits, a reschedule, pause, resume and archive, each by who did it', async () => {
    since = Date.now();
    const url = `/api/site/campaign/${campaignId}`;
    expect((await put(t, url, { name: 'Summer refinance', templateId }, officer.cookie)).statusCode).toBe(200);
    expect((await put(t, url, { startDate: '2099-03-09' }, officer.cookie)).statusCode).toBe(200);
    await queryRows(t.database, "update campaigns set status = 'active' where id = $1", [campaignId]);
    expect((await put(t, url, { status: 'paused' }, officer.cookie)).statusCode).toBe(200);
    expect((await put(t, url, { status: 'active' }, officer.cookie)).statusCode).toBe(200);
    expect((await put(t, url, { status: 'archived' }, officer.cookie)).statusCode).toBe(200);

    const entries = (await auditLog(superadmin, 'targetType=campaign')).filter((log) => log.target?.id === campaignId);
    // Archived before any text went: the archive and the payer's credit are one change (either order).
    expect(
      entries
        .slice(0, 2)
        .map((log) => log.action)
        .sort(),
    ).toEqual(['campaign.archived', 'payment.credited']);
    expect(entries.slice(2).map((log) => log.action)).toEqual([
      'campaign.resumed',
      'campaign.paused',
      'campaign.rescheduled',
      'campaign.edited',
      'campaign.launched',
    ]);
    for (const log of entries.slice(0, 6)) {
      expect(log.actor).toEqual({ id: officer.id, label: officer.email });
      expectRecent(log, since);
    }
    expect(
      detail(
        entries.find((log) => log.action === 'campaign.archived')!,
        'from',
      ),
    ).toBe('active');
    expect(detail(entries[4]!, 'startDate')).toBe('2099-03-09');
    expect(detail(entries[5]!, 'changed')).toBe('name');
  });

  it('records nothing for a refused change', async () => {
    const before = (await auditLog(superadmin, 'targetType=campaign')).length;
    const refused = await put(t, `/api/site/campaign/${campaignId}`, { status: 'paused' }, officer.cookie);
    expect(refused.statusCode).toBe(400);
    expect(await auditLog(superadmin, 'targetType=campaign')).toHaveLength(before);
  });

  it('filters by actor, by id or e-mail', async () => {
    const byEmail = await auditLog(superadmin, `actor=${encodeURIComponent(officer.email.toUpperCase())}`);
    const byId = await auditLog(superadmin, `actor=${officer.id}`);
    expect(byEmail.length).toBeGreaterThanOrEqual(7);
    expect(byId.map((log) => log.id)).toEqual(expect.arrayContaining(byEmail.map((log) => log.id)));
    expect(byEmail.every((log) => log.actor?.id === officer.id)).toBe(true);
  });
});

describe('members, branches and roles', () => {
  it('records a removed member, a changed role and a deleted branch, by the organization admin', async () => {
    const since = Date.now();
    const branch = await make.branch(sessionOf(adminA, ['user', 'orgadmin']), organizationA.id, { name: 'Branch A2' });
    const member = (await make.member(sessionOf(adminA, ['orgadmin']), branch.id, {
      name: 'Mo Member',
      email: uniqueEmail('mo'),
    })) as TeamUser;
    const other = (await make.member(sessionOf(adminA, ['orgadmin']), branch.id, { name: 'Lee Officer' })) as TeamUser;
    const body = { teamId: branch.id, role: 'Manager', name: 'Lee Officer', email: other.email, phone: '9165550100' };
    const promoted = await put(t, `/api/site/team/user/${other.id}`, body, adminA.cookie);
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect((await del(`/api/site/team/user/${member.id}`, adminA.cookie)).statusCode).toBe(204);
    const deleted = await del(`/api/site/team/${branch.id}?confirm=cascade`, adminA.cookie);
    expect(deleted.statusCode, deleted.body).toBe(204);

    const log = await auditLog(superadmin);
    const find = (action: string, id: string) =>
      log.find((entry) => entry.action === action && entry.target?.id === id);
    const actor = { id: adminA.id, label: adminA.email };
    expect(find('role.changed', other.id)).toMatchObject({
      actor,
      target: { type: 'member', label: `Lee Officer <${other.email}>` },
      organizationId: organizationA.id,
    });
    expect(detail(find('role.changed', other.id)!, 'to')).toBe('Manager');
    expect(find('member.removed', member.id)).toMatchObject({
      actor,
      target: { type: 'member', label: `Mo Member <${member.email}>` },
      organizationId: organizationA.id,
    });
    expect(find('team.deleted', branch.id)).toMatchObject({
      actor,
      target: { type: 'team', label: 'Branch A2' },
      organizationId: organizationA.id,
    });
    expectRecent(find('team.deleted', branch.id)!, since);
  });

  it("records a superadmin's change of an account's roles and status, site-wide", async () => {
    const person = await signedInAs(t, ['user']);
    const changed = await put(t, `/api/user/user/${person.id}`, { roles: ['user', 'campaigns'] }, superadmin.cookie);
    expect(changed.statusCode, changed.body).toBe(200);
    await put(t, `/api/user/user/${person.id}`, { status: 'delete' }, superadmin.cookie);
    const entries = (await auditLog(superadmin, 'targetType=user')).filter((log) => log.target?.id === person.id);
    expect(entries.map((log) => log.action)).toEqual(['account.status_changed', 'role.changed']);
    expect(entries[1]).toMatchObject({
      actor: { id: superadmin.id, label: superadmin.email },
      target: { label: person.email },
      organizationId: null,
    });
    expect(detail(entries[1]!, 'from')).toBe('user');
    expect(detail(entries[1]!, 'to')).toBe('user,campaigns');
    expect(detail(entries[0]!, 'to')).toBe('delete');
  });
});

describe('opt-outs and exports', () => {
  it('records an opt-out undone with the number masked and the reason', async () => {
    const url = `/api/site/campaign/contacts/opt-outs/${organizationA.id}`;
    const change = { phone: '(916) 555-0177', reason: 'Asked by phone to be texted again' };
    expect((await post(t, url, { ...change, reason: 'Asked by e-mail to stop' }, adminA.cookie)).statusCode).toBe(201);
    expect((await post(t, `${url}/undo`, change, adminA.cookie)).statusCode).toBe(200);
    const [undone] = await auditLog(superadmin, 'action=optout.undone');
    expect(undone).toMatchObject({
      actor: { id: adminA.id, label: adminA.email },
      target: { type: 'optout', label: '+1 *** *** 0177' },
      organizationId: organizationA.id,
    });
    expect(detail(undone!, 'reason')).toBe(change.reason);
    expect(JSON.stringify(undone)).not.toMatch(/555.?0177|9165550177/);
    const refused = await post(t, `${url}/undo`, change, adminA.cookie);
    expect(refused.statusCode).toBe(404);
    expect(await auditLog(superadmin, 'action=optout.undone')).toHaveLength(1);
  });

  it("records a download of an upload's rejected rows", async () => {
    const upload = await uploadLeads(t, officer.cookie, sampleLeads);
    const csv = await get(t, `/api/site/campaign/contacts/parse/${upload.importId}/rejected.csv`, officer.cookie);
    expect(csv.statusCode).toBe(200);
    const [exported] = await auditLog(superadmin, 'action=export.downloaded');
    expect(exported).toMatchObject({
      actor: { id: officer.id, label: officer.email },
      target: { type: 'upload', id: upload.importId, label: expect.stringContaining('.csv') },
    });
    expect(detail(exported!, 'contents')).toBe('rejected rows');
  });
});

describe('who reads it', () => {
  it("shows an organization admin their organization's entries only, and another's nothing of them", async () => {
    const mine = await auditLog(adminA);
    expect(mine.length).toBeGreaterThan(5);
    expect(mine.every((log) => log.organizationId === organizationA.id && log.source === 'audit')).toBe(true);
    expect(mine.map((log) => log.action)).toEqual(expect.arrayContaining(['campaign.launched', 'team.deleted']));
    expect(await auditLog(adminB)).toEqual([]);
    const everything = await get(t, '/api/core/admin/logs?limit=100', adminB.cookie);
    expect(everything.json<AdminLogsPage>().logs).toEqual([]);
    const filters = await get(t, '/api/core/admin/logs/filters', adminB.cookie);
    expect(filters.json()).toMatchObject({ sources: ['audit'] });
  });

  it('refuses a site admin without superadmin, a loan officer and a visitor', async () => {
    const admin = await signedInAs(t, ['user', 'admin']);
    for (const person of [admin, officer]) {
      expect((await get(t, '/api/core/admin/logs', person.cookie)).statusCode).toBe(403);
    }
    expect((await get(t, '/api/core/admin/logs')).statusCode).toBe(401);
  });

  it('refuses an unknown target type with the field named', async () => {
    const response = await get(t, '/api/core/admin/logs?targetType=secrets', superadmin.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('targetType');
  });
});
