import { campaignMessages, type Campaign, type CampaignList, type Team, type Template } from '@roost/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationFactory } from '../organizations/testing';
import { get, identityEnv, post, put, signedInAs, sessionOf, type Person } from '../../../test/identity-helpers';
import { texter } from '../../../test/campaign-helpers';
import { countRows, createTestApp, queryRows, type TestApp } from '../../../test/test-database';

/**
 * The campaign calls of the site service (spec 7) and the notifications service's templates: who sees
 * which campaign (owner, collaborator, manager of its team, admin; nobody from another organization),
 * the dashboard's tabs and pages, and the changes a campaign may go through.
 */
let t: TestApp;
let orgAdmin: Person;
let manager: Person;
let officer: Person;
let colleague: Person;
let outsider: Person;
let admin: Person;
let branch: Team;
let templates: Template[];

beforeAll(async () => {
  t = await createTestApp(identityEnv, { seed: true });
  const make = organizationFactory(t.runtime);
  orgAdmin = await signedInAs(t, ['user', 'orgadmin']);
  manager = await signedInAs(t, ['user']);
  officer = await signedInAs(t, ['user', 'campaigns']);
  colleague = await signedInAs(t, ['user']);
  outsider = await signedInAs(t, ['user', 'orgadmin']);
  admin = await signedInAs(t, ['user', 'admin']);
  const organization = await make.organization(sessionOf(orgAdmin, ['orgadmin']), { name: 'Sierra' });
  branch = await make.branch(sessionOf(orgAdmin, ['orgadmin']), organization.id, { name: 'Roseville' });
  await make.member(sessionOf(orgAdmin, ['orgadmin']), branch.id, { role: 'Manager', email: manager.email });
  await make.member(sessionOf(orgAdmin, ['orgadmin']), branch.id, { email: officer.email });
  await make.member(sessionOf(orgAdmin, ['orgadmin']), branch.id, { role: 'Member', email: colleague.email });
  const other = await make.organization(sessionOf(outsider, ['orgadmin']), { name: 'Elsewhere' });
  await make.branch(sessionOf(outsider, ['orgadmin']), other.id, { name: 'Far' });
  templates = (await get(t, '/api/notifications/message/templates', officer.cookie)).json<{ results: Template[] }>()
    .results;
});
afterAll(() => t.close());

const create = (body: Record<string, unknown>, person = officer) => post(t, '/api/site/campaign', body, person.cookie);
const list = (person: Person, query = '') =>
  get(t, `/api/site/campaigns${query}`, person.cookie).then((reply) => reply.json<CampaignList>());

/** A campaign past payment, as the submit leaves it (the submit itself is proven in campaigns-submit). */
async function paidCampaign(name: string, status = 'new', person = officer): Promise<Campaign> {
  const created = (await create({ name, type: 'Refi' }, person)).json<Campaign>();
  await t.database.sql.executeSql('update campaigns set status = $1 where id = $2', [status, created.id]);
  return { ...created, status: status as Campaign['status'] };
}

describe('templates', () => {
  it('lists the starter catalogue newest first, for the product client, with the placeholders', () => {
    expect(templates.map((template) => template.name)).toEqual([
      'Refinance',
      'Inquiry follow-up',
      'Rate drop',
      'PMI removal',
      'Home equity',
      'First-time buyer',
    ]);
    for (const template of templates) {
      expect(template.client).toBe('roost');
      expect(template.body).toContain('{{shortLink}}');
      expect(template.body).toContain('STOP');
    }
  });

  it('reads one template; an unknown id is 404', async () => {
    expect((await get(t, `/api/notifications/message/template/${templates[0]!.id}`, officer.cookie)).json()).toEqual(
      templates[0],
    );
    const unknown = await get(t, '/api/notifications/message/template/nope', officer.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'TEMPLATE_NOT_FOUND', errorMessage: campaignMessages.templateNotFound });
  });

  it('lets admins add and edit templates, with known placeholders only', async () => {
    const body = {
      name: 'Open house',
      description: 'Invite to an open house',
      body: 'Hi {{firstName}}, join us: {{shortLink}}',
      rate: 0.05,
    };
    expect((await post(t, '/api/notifications/message/template', body, officer.cookie)).statusCode).toBe(403);
    const added = await post(t, '/api/notifications/message/template', body, admin.cookie);
    expect(added.statusCode).toBe(201);
    const bad = await post(
      t,
      '/api/notifications/message/template',
      { ...body, body: 'Hi {{nickname}}' },
      admin.cookie,
    );
    expect(bad.statusCode).toBe(400);
    const changed = await put(
      t,
      `/api/notifications/message/template/${added.json().id}`,
      { ...body, name: 'Open house 2' },
      admin.cookie,
    );
    expect(changed.json()).toMatchObject({ name: 'Open house 2' });
    await t.database.sql.executeSql('delete from message_templates where id = $1', [added.json().id]);
  });
});

describe('campaigns', () => {
  it('creates an unpaid campaign in the creator’s branch, with the spec’s messages for bad input', async () => {
    const reply = await create({ name: 'Spring', type: 'Refi', templateId: templates[0]!.id });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json()).toMatchObject({ status: 'unpaid', client: 'roost', teamId: branch.id, ownerId: officer.id });

    const bad: [Record<string, unknown>, string][] = [
      [{ type: 'Refi' }, campaignMessages.nameRequired],
      [{ name: 'X' }, campaignMessages.typeRequired],
      [{ name: 'X', type: 'Refi', templateId: 'nope' }, campaignMessages.templateNotFound],
      [
        {
          name: 'X',
          type: 'Refi',
          messagesPerDay: '0',
          daysOfWeek: 'Mon',
          startDate: '2099-01-01',
          endDate: '2099-02-01',
        },
        campaignMessages.messagesPerDayRequired,
      ],
      [
        {
          name: 'X',
          type: 'Refi',
          messagesPerDay: '100',
          daysOfWeek: 'Mon',
          startDate: '2099-02-01',
          endDate: '2099-01-01',
        },
        campaignMessages.endBeforeStart,
      ],
      [
        {
          name: 'X',
          type: 'Refi',
          messagesPerDay: '100',
          daysOfWeek: '',
          startDate: '2099-01-01',
          endDate: '2099-02-01',
        },
        campaignMessages.weekdaysRequired,
      ],
      [{ name: 'X', type: 'Refi', teamId: 'someone-elses' }, 'You are not a member of that team'],
    ];
    const before = await countRows(t.database, 'campaigns');
    for (const [body, message] of bad) {
      const refused = await create(body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(refused.json())).toContain(message);
    }
    expect(await countRows(t.database, 'campaigns')).toBe(before);
  });

  it('shows a campaign to its owner, its team’s managers, collaborators and admins; 404 to anyone else', async () => {
    const campaign = await paidCampaign('Visible');
    await t.database.sql.executeSql(
      "insert into campaign_collaborators (campaign_id, collaborator_id, name, type) values ($1, $2, 'Colleague', 'individual')",
      [campaign.id, colleague.id],
    );
    for (const person of [officer, manager, orgAdmin, colleague, admin]) {
      expect((await get(t, `/api/site/campaign/${campaign.id}`, person.cookie)).statusCode).toBe(200);
    }
    const hidden = await get(t, `/api/site/campaign/${campaign.id}`, outsider.cookie);
    expect(hidden.statusCode).toBe(404);
    // As a campaign that does not exist: the code tells no more than the status.
    expect(hidden.json()).toEqual({ code: 'CAMPAIGN_NOT_FOUND', errorMessage: campaignMessages.campaignNotFound });
    expect(
      (await put(t, `/api/site/campaign/${campaign.id}`, { status: 'archived' }, outsider.cookie)).statusCode,
    ).toBe(404);
    expect(
      (await put(t, `/api/site/campaign/${campaign.id}`, { status: 'archived' }, colleague.cookie)).statusCode,
    ).toBe(404);
    expect((await list(outsider)).results.map((row) => row.id)).not.toContain(campaign.id);
    expect((await list(colleague)).results.map((row) => row.id)).toContain(campaign.id);
    expect((await list(manager)).results.map((row) => row.id)).toContain(campaign.id);
  });

  it('reaches a campaign through a branch named as collaborator and through the organization, in the list too', async () => {
    const campaign = await paidCampaign('Through the branch');
    const contactsUrl = `/api/site/campaign/${campaign.id}/contacts`;
    expect((await get(t, `/api/site/campaign/${campaign.id}`, colleague.cookie)).statusCode).toBe(404);
    expect((await get(t, contactsUrl, colleague.cookie)).statusCode).toBe(404);
    expect((await list(colleague)).results.map((row) => row.id)).not.toContain(campaign.id);
    await t.database.sql.executeSql(
      "insert into campaign_collaborators (campaign_id, collaborator_id, name, type) values ($1, $2, 'Roseville', 'branch')",
      [campaign.id, branch.id],
    );
    for (const person of [colleague, orgAdmin, manager]) {
      expect((await get(t, `/api/site/campaign/${campaign.id}`, person.cookie)).statusCode).toBe(200);
      expect((await get(t, contactsUrl, person.cookie)).statusCode).toBe(200);
      expect((await list(person)).results.map((row) => row.id)).toContain(campaign.id);
    }
    expect((await get(t, contactsUrl, outsider.cookie)).statusCode).toBe(404);
    expect((await list(outsider)).results.map((row) => row.id)).not.toContain(campaign.id);
    // A collaborator opens it, only its team's managers change it.
    expect((await put(t, `/api/site/campaign/${campaign.id}`, { name: 'Renamed' }, colleague.cookie)).statusCode).toBe(
      404,
    );
    expect((await put(t, `/api/site/campaign/${campaign.id}`, { name: 'Renamed' }, orgAdmin.cookie)).statusCode).toBe(
      200,
    );
  });

  it('keeps an unpaid campaign to its owner and off the dashboard', async () => {
    const draft = (await create({ name: 'Draft', type: 'Debt' })).json<Campaign>();
    expect((await get(t, `/api/site/campaign/${draft.id}`, manager.cookie)).statusCode).toBe(404);
    expect((await list(officer)).results.map((row) => row.id)).not.toContain(draft.id);
  });

  it('lists by tab, newest first, in pages with a cursor and a count', async () => {
    const owner = await texter(t, ['user', 'campaigns']);
    for (let index = 0; index < 27; index += 1) await paidCampaign(`New ${index}`, 'new', owner);
    await paidCampaign('Running', 'active', owner);
    await paidCampaign('Old', 'archived', owner);
    const first = await list(owner, '?status=new&limit=25');
    expect(first.count).toBe(27);
    expect(first.results).toHaveLength(25);
    expect(first.results[0]!.name).toBe('New 26');
    const second = await list(owner, `?status=new&limit=25&cursor=${first.nextCursor}`);
    expect(second.results.map((row) => row.name)).toEqual(['New 1', 'New 0']);
    expect(second.nextCursor).toBeNull();
    expect((await list(owner, '?status=active')).results.map((row) => row.name)).toEqual(['Running']);
    expect((await list(owner, '?status=archived')).results.map((row) => row.name)).toEqual(['Old']);
    expect((await list(owner)).count).toBe(29);
    // A page past the last one still says how many there are.
    const pastTheEnd = Buffer.from(JSON.stringify(['2000-01-01T00:00:00.000000Z', '0']), 'utf8').toString('base64url');
    const empty = await list(owner, `?status=new&cursor=${pastTheEnd}`);
    expect(empty).toEqual({ results: [], count: 27, nextCursor: null });
    expect((await get(t, '/api/site/campaigns?status=bogus', owner.cookie)).statusCode).toBe(400);
    expect((await get(t, '/api/site/campaigns?cursor=garbage', owner.cookie)).statusCode).toBe(400);
    expect((await list(admin, '?limit=100')).count).toBeGreaterThanOrEqual(29);
  });

  it('pages through campaigns made within the same millisecond without skipping or repeating one', async () => {
    const owner = await texter(t, ['user', 'campaigns']);
    for (let index = 0; index < 5; index += 1) await paidCampaign(`Same ${index}`, 'new', owner);
    await t.database.sql.executeSql(
      "update campaigns set created_date = '2026-01-01T00:00:00.000100Z'::timestamptz + (random() * interval '900 microseconds') where owner_id = $1",
      [owner.id],
    );
    const seen: string[] = [];
    let cursor = '';
    do {
      const page = await list(owner, `?status=new&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.results.map((row) => row.name));
      cursor = page.nextCursor ?? '';
    } while (cursor);
    expect(seen.sort()).toEqual(['Same 0', 'Same 1', 'Same 2', 'Same 3', 'Same 4']);
  });

  it('archives along the allowed moves only and refuses schedule changes once sending started', async () => {
    const campaign = await paidCampaign('Moves', 'active');
    const pause = await put(t, `/api/site/campaign/${campaign.id}`, { status: 'paused' }, officer.cookie);
    expect(pause.json()).toMatchObject({ status: 'paused' });
    const back = await put(t, `/api/site/campaign/${campaign.id}`, { status: 'unpaid' }, officer.cookie);
    expect(back.statusCode).toBe(400);
    const rename = await put(t, `/api/site/campaign/${campaign.id}`, { name: 'Renamed' }, officer.cookie);
    expect(rename.statusCode).toBe(409);
    expect(rename.json()).toMatchObject({ code: 'CAMPAIGN_STARTED' });
    const archive = await put(t, `/api/site/campaign/${campaign.id}`, { status: 'archived' }, manager.cookie);
    expect(archive.json()).toMatchObject({ status: 'archived' });
  });

  it('imports the spec’s chucks of contacts into an unpaid campaign: valid, once, not opted out', async () => {
    const draft = (await create({ name: 'Chunks', type: 'Refi' })).json<Campaign>();
    const scope = (await queryRows<{ id: string }>(t.database, "select id from teams where name = 'Sierra'"))[0]!.id;
    await t.database.sql.executeSql(
      "insert into suppressions (scope, phone, source) values ($1, '+19165550109', 'keyword')",
      [`org:${scope}`],
    );
    const reply = await post(
      t,
      '/api/site/campaign/contacts/import',
      {
        campaignId: draft.id,
        campaignName: draft.name,
        chucks: [
          [
            { firstName: 'A', phoneNumber: '916-555-0107' },
            { firstName: 'B', phoneNumber: '(916) 555-0108' },
          ],
          [
            { firstName: 'A again', phoneNumber: '9165550107' },
            { firstName: 'Stopped', phoneNumber: '9165550109' },
            { firstName: 'Bad', phoneNumber: '12' },
          ],
        ],
      },
      officer.cookie,
    );
    expect(reply.json()).toEqual({ imported: 2, rejected: 3 });
    expect((await get(t, `/api/site/campaign/${draft.id}`, officer.cookie)).json()).toMatchObject({ totalContacts: 2 });
    const other = await post(
      t,
      '/api/site/campaign/contacts/import',
      { campaignId: draft.id, chucks: [[]] },
      outsider.cookie,
    );
    expect(other.statusCode).toBe(404);
  });

  it('offers collaborators from the person’s teams (each once, never themselves) and stores only those', async () => {
    const options = (await get(t, '/api/site/campaign/collaborators/options', officer.cookie)).json<{
      users: { id: string }[];
      branches: { id: string; name: string }[];
    }>();
    const ids = options.users.map((user) => user.id);
    expect(ids).toEqual(expect.arrayContaining([manager.id, colleague.id]));
    expect(ids).not.toContain(officer.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(options.branches.map((row) => row.name)).toEqual(['Roseville']);

    const draft = (await create({ name: 'With friends', type: 'Refi' })).json<Campaign>();
    const saved = await post(
      t,
      '/api/site/campaign/collaborators/import',
      {
        campaignId: draft.id,
        collaborators: [
          { id: colleague.id, name: 'x', type: 'individual' },
          { id: branch.id, name: 'y', type: 'branch' },
        ],
      },
      officer.cookie,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(
      saved
        .json()
        .map((row: { type: string }) => row.type)
        .sort(),
    ).toEqual(['branch', 'individual']);
    const stranger = await post(
      t,
      '/api/site/campaign/collaborators/import',
      { campaignId: draft.id, collaborators: [{ id: outsider.id, name: 'Outsider', type: 'individual' }] },
      officer.cookie,
    );
    expect(stranger.statusCode).toBe(400);
  });

  it('refuses signed-out callers', async () => {
    expect((await get(t, '/api/site/campaigns')).statusCode).toBe(401);
    expect((await get(t, '/api/notifications/message/templates')).statusCode).toBe(401);
  });
});

describe('campaign contacts', () => {
  it('lists a campaign’s contacts by first name, by tab, 50 a page with the spec’s lastKey', async () => {
    const campaign = await paidCampaign('Contacts');
    const values = Array.from({ length: 60 }, (_, index) => [
      campaign.id,
      index === 0 ? null : `Name ${String(index).padStart(2, '0')}`,
      `+1916555${String(1000 + index)}`,
      index % 3 === 0 ? 'Active' : 'Sent',
    ]);
    for (const row of values) {
      await t.database.sql.executeSql(
        'insert into campaign_contacts (campaign_id, first_name, phone_number, status) values ($1, $2, $3, $4)',
        row,
      );
    }
    const url = `/api/site/campaign/${campaign.id}/contacts`;
    const first = (await get(t, `${url}?limit=50`, officer.cookie)).json();
    expect(first.results).toHaveLength(50);
    expect(first.results[0].firstName).toBeNull();
    expect(first.results[1].firstName).toBe('Name 01');
    expect(first.lastKey).toEqual({ id: first.results[49].id, campaignId: campaign.id });
    const second = (
      await get(t, `${url}?limit=50&id=${first.lastKey.id}&campaignId=${campaign.id}`, officer.cookie)
    ).json();
    expect(second.results.map((row: { firstName: string }) => row.firstName)).toEqual(
      Array.from({ length: 10 }, (_, index) => `Name ${50 + index}`),
    );
    expect(second.lastKey).toBeNull();

    const active = (await get(t, `${url}?status=active&limit=50`, officer.cookie)).json();
    expect(active.results).toHaveLength(20);
    expect(active.results.every((row: { status: string }) => row.status === 'Active')).toBe(true);

    expect((await get(t, `${url}?status=bogus`, officer.cookie)).statusCode).toBe(400);
    expect((await get(t, `${url}?id=not-a-contact`, officer.cookie)).statusCode).toBe(400);
    expect((await get(t, url, outsider.cookie)).statusCode).toBe(404);
    expect((await get(t, url, manager.cookie)).statusCode).toBe(200);
  });
});
