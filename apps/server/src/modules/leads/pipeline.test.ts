import { randomUUID } from 'node:crypto';
import type { PipelineLeadDetail, PipelinePage } from '@roost/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, identityEnv, post, signedInAs, type Person } from '../../../test/identity-helpers';
import { createTestApp, queryRows, type TestApp } from '../../../test/test-database';
import { organizationFactory } from '../organizations/testing';

let t: TestApp;
let officer: Person;
let manager: Person;
let orgAdmin: Person;
let outsider: Person;
let colleague: Person;
const zip = '96001';

const actorOf = (person: Person) => ({
  id: person.id,
  email: person.email,
  name: 'Olive Orgadmin',
  status: 'active',
  roles: ['user'],
});

beforeAll(async () => {
  t = await createTestApp({ ...identityEnv, LEAD_WEBHOOK_URLS: 'https://crm.example/hooks/roost' });
  const make = organizationFactory(t.runtime);
  [officer, manager, orgAdmin, outsider, colleague] = await Promise.all([
    signedInAs(t, ['user', 'campaigns']),
    signedInAs(t, ['user']),
    signedInAs(t, ['user']),
    signedInAs(t, ['user']),
    signedInAs(t, ['user', 'campaigns']),
  ]);
  const organization = await make.organization(actorOf(orgAdmin));
  const branch = await make.branch(actorOf(orgAdmin), organization.id);
  await make.member(actorOf(orgAdmin), branch.id, { role: 'Manager', email: manager.email });
  const listed = await make.member(actorOf(orgAdmin), branch.id, { role: 'Loanofficer', email: officer.email });
  await make.member(actorOf(orgAdmin), branch.id, { role: 'Loanofficer', email: colleague.email });
  await make.partner(actorOf(orgAdmin), listed.id, { role: 'realtor', meta: zip });
  await make.organization(actorOf(outsider));
});
afterAll(() => t.close());

async function newLead(name: string, extra: Record<string, unknown> = {}): Promise<string> {
  const response = await post(t, '/api/site/lead', {
    type: 'pmiRemoval',
    name,
    email: `${name.toLowerCase().replace(/\W/g, '')}.${randomUUID().slice(0, 6)}@example.com`,
    address: `12 Oak St, Redding, CA ${zip}`,
    estimatedValue: 410000,
    loanBalance: 300000,
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

const pipelineOf = async (person: Person, query = '') =>
  (await get(t, `/api/site/leads${query}`, person.cookie)).json<PipelinePage>();

const patch = (person: Person, id: string, body: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/site/leads/${id}`,
    headers: { cookie: person.cookie, origin: 'http://localhost:3000' },
    payload: body as object,
  });

describe('the pipeline', () => {
  it('shows a routed lead to its loan officer, their branch manager and organization admin, and no one else', async () => {
    const id = await newLead('Pat Pipeline');
    for (const person of [officer, manager, orgAdmin]) {
      const page = await pipelineOf(person);
      expect(page.leads.map((lead) => lead.id)).toContain(id);
    }
    const mine = (await pipelineOf(officer)).leads.find((lead) => lead.id === id)!;
    expect(mine).toMatchObject({
      name: 'Pat Pipeline',
      stage: 'new',
      source: { kind: 'tool', campaignId: null },
      ownerUserId: officer.id,
      routedBy: 'partner-zip',
      estimatedValue: 410000,
    });
    for (const person of [outsider, colleague]) {
      expect((await pipelineOf(person)).leads.map((lead) => lead.id)).not.toContain(id);
    }
    expect((await get(t, `/api/site/leads/${id}`, outsider.cookie)).statusCode).toBe(403);
  });

  it('moves a lead through its stages: counted per stage, audited, and told to the CRM webhook once per change', async () => {
    const id = await newLead('Sam Stages');
    const before = (await pipelineOf(officer)).stageCounts;
    const moved = await patch(officer, id, { stage: 'contacted', nextActionDate: '2099-04-01' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<PipelineLeadDetail>()).toMatchObject({ stage: 'contacted', nextActionDate: '2099-04-01' });
    expect((await patch(officer, id, { stage: 'contacted' })).statusCode).toBe(200);
    const after = (await pipelineOf(officer)).stageCounts;
    expect(after.new).toBe(before.new - 1);
    expect(after.contacted).toBe(before.contacted + 1);
    expect((await pipelineOf(officer, '?stage=contacted')).leads.map((lead) => lead.id)).toEqual([id]);

    const hooks = await queryRows<{ event: string; target: string }>(
      t.runtime.database,
      `select event, target from webhook_deliveries
       where (subject_id = $1 or subject_id like $1 || '/%') and channel = 'webhook' order by created_at`,
      [id],
    );
    expect(hooks).toEqual([
      { event: 'lead.created', target: 'https://crm.example/hooks/roost' },
      { event: 'lead.stage_changed', target: 'https://crm.example/hooks/roost' },
    ]);
    const audit = await queryRows<{ actor_id: string; data: { from: string; to: string } }>(
      t.runtime.database,
      `select actor_id, data from core_logs where action = 'lead.stage_changed' and target_id = $1`,
      [id],
    );
    expect(audit).toEqual([{ actor_id: officer.id, data: { from: 'new', to: 'contacted' } }]);
  });

  it('refuses a stage change from outside the organization (403), an unknown lead (404) and bad input (400)', async () => {
    const id = await newLead('Oscar Outside');
    const refused = await patch(outsider, id, { stage: 'won' });
    expect(refused.statusCode).toBe(403);
    expect((await get(t, `/api/site/leads/${id}`, officer.cookie)).json()).toMatchObject({ stage: 'new' });
    expect((await patch(officer, randomUUID(), { stage: 'won' })).statusCode).toBe(404);
    expect((await patch(officer, 'not-a-lead', { stage: 'won' })).statusCode).toBe(404);
    const badStage = await patch(officer, id, { stage: 'closed' });
    expect(badStage.statusCode).toBe(400);
    expect(badStage.body).toContain('Stage must be one of');
    expect((await patch(officer, id, { nextActionDate: '2099-02-31' })).statusCode).toBe(400);
    expect((await patch(officer, id, {})).body).toContain('Give a stage or a next action date');
  });

  it('keeps notes on a lead, within the length limit', async () => {
    const id = await newLead('Nora Notes');
    const note = await post(
      t,
      `/api/site/leads/${id}/notes`,
      { body: 'Called, wants a quote\nafter 5pm' },
      officer.cookie,
    );
    expect(note.statusCode, note.body).toBe(201);
    const tooLong = await post(t, `/api/site/leads/${id}/notes`, { body: 'x'.repeat(2001) }, officer.cookie);
    expect(tooLong.statusCode).toBe(400);
    expect((await post(t, `/api/site/leads/${id}/notes`, { body: 'Mine now' }, outsider.cookie)).statusCode).toBe(403);
    const detail = (await get(t, `/api/site/leads/${id}`, manager.cookie)).json<PipelineLeadDetail>();
    expect(detail.notes.map((entry) => entry.body)).toEqual(['Called, wants a quote\nafter 5pm']);
    expect(detail.campaign).toBeNull();
  });

  it('pages newest first and exports the whole pipeline as CSV, a formula typed in a name made harmless', async () => {
    const ids = [await newLead('Page One'), await newLead('=HYPERLINK("x")')];
    const first = await pipelineOf(officer, '?limit=1');
    expect(first.leads.map((lead) => lead.id)).toEqual([ids[1]]);
    expect(first.hasMore).toBe(true);
    const second = await pipelineOf(officer, `?limit=1&cursor=${first.nextCursor}`);
    expect(second.leads.map((lead) => lead.id)).toEqual([ids[0]]);

    const csv = await get(t, '/api/site/leads/export', officer.cookie);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Received,Stage,Type,Name,Email,Phone,Address,Estimated value,Loan balance,Source,Campaign,Loan officer,Next action',
    );
    expect(lines.length - 1).toBe((await pipelineOf(officer, '?limit=100')).leads.length);
    expect(csv.body).not.toContain(',=HYPERLINK');
    expect((await get(t, '/api/site/leads/export', outsider.cookie)).body.trim().split('\r\n')).toHaveLength(1);
  });
});
