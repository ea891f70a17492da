import { campaignMessages, type Campaign, type Template } from '@roost/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteExpiredImports } from '../contacts/testing';
import { campaignMaker } from '../../../test/campaign-helpers';
import { get, identityEnv, put, signedInAs, type Person } from '../../../test/identity-helpers';
import { countRows, createTestApp, queryRows, type TestApp } from '../../../test/test-database';

/**
 * A campaign after launch: the export of its contacts and outcomes, the upload it came from (rejected rows
 * and their CSV), and a change of schedule or template before it sends anything, without a new payment.
 */
let t: TestApp;
let officer: Person;
let outsider: Person;
let admin: Person;
let paidCampaign: (csv: string, overrides?: Record<string, string>) => Promise<string>;
let templates: Template[];

beforeAll(async () => {
  t = await createTestApp(identityEnv, { seed: true });
  const maker = await campaignMaker(t);
  officer = maker.officer;
  paidCampaign = maker.paidCampaign;
  outsider = await signedInAs(t, ['user', 'campaigns']);
  admin = await signedInAs(t, ['user', 'admin']);
  templates = (await get(t, '/api/notifications/message/templates', officer.cookie)).json<{ results: Template[] }>()
    .results;
});
afterAll(() => t.close());

const leadFile = [
  'First Name,Last Name,Mobile,Email,Postal Code',
  '"=HYPERLINK(""http://x"")",Formula,(916) 555-0141,f@example.com,95661',
  'Ada,Lovelace,(916) 555-0142,ada@example.com,95661',
  'Alan,Turing,916.555.0143,,95747',
  'Bad,Phone,555-0000,,95661',
  'No,Phone,,,95661',
].join('\r\n');

/** A CSV reply's lines without the byte-order mark and the last line break. */
const csvLines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
const sql = (text: string, params: unknown[]) => t.database.sql.executeSql(text, params);

describe('export', () => {
  it('downloads every contact with status, reply, click, opt-out and send result, formulas neutralised', async () => {
    const id = await paidCampaign(leadFile);
    const at = '2099-03-02T17:00:00.000Z';
    await sql(
      "update campaign_contacts set status = 'Active', sent_at = $2, replied_at = $2 where campaign_id = $1 and first_name = 'Ada'",
      [id, at],
    );
    await sql(
      "update campaign_contacts set status = 'OptOut', sent_at = $2 where campaign_id = $1 and first_name = 'Alan'",
      [id, at],
    );

    const reply = await get(t, `/api/site/campaign/${id}/export.csv`, officer.cookie);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(reply.headers['content-disposition']).toBe('attachment; filename="Spring-refinance-contacts.csv"');
    const lines = csvLines(reply.body);
    expect(lines[0]).toBe(
      'First name,Last name,Phone,Email,Address,City,State,ZIP,Ref ID,Status,Sent at,Replied at,Clicked,Opted out,Send result',
    );
    expect(lines.slice(1).sort()).toEqual([
      `"'=HYPERLINK(""http://x"")",Formula,'+19165550141,f@example.com,,,,95661,,New,,,No,No,Not sent yet`,
      `Ada,Lovelace,'+19165550142,ada@example.com,,,,95661,,Active,${at},${at},No,No,Sent`,
      `Alan,Turing,'+19165550143,,,,,95747,,OptOut,${at},,No,Yes,Sent`,
    ]);
    // An admin sees every campaign, so may export it too.
    expect((await get(t, `/api/site/campaign/${id}/export.csv`, admin.cookie)).statusCode).toBe(200);
  });

  it('answers 404 for a campaign the caller may not open, and for one that does not exist', async () => {
    const id = await paidCampaign(leadFile);
    for (const url of [`/api/site/campaign/${id}/export.csv`, '/api/site/campaign/nope/export.csv']) {
      const reply = await get(t, url, outsider.cookie);
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toEqual({ code: 'CAMPAIGN_NOT_FOUND', errorMessage: campaignMessages.campaignNotFound });
    }
    expect((await get(t, `/api/site/campaign/${id}/export.csv`)).statusCode).toBe(401);
  });

  it('pages through a campaign larger than one read', async () => {
    const id = await paidCampaign(leadFile);
    await sql(
      `insert into campaign_contacts (campaign_id, first_name, phone_number)
       select $1, 'Lead ' || n, '+1916' || lpad(n::text, 7, '0') from generate_series(1, 4500) as n`,
      [id],
    );
    const reply = await get(t, `/api/site/campaign/${id}/export.csv`, officer.cookie);
    const lines = csvLines(reply.body);
    expect(lines).toHaveLength(1 + 3 + 4500);
    expect(new Set(lines.slice(1).map((line) => line.split(',')[2])).size).toBe(4503);
    // In the contacts list's order, by first name (the generated ones compare alike in every collation).
    const names = lines.map((line) => line.split(',')[0]!).filter((name) => name.startsWith('Lead '));
    expect(names).toHaveLength(4500);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });
});

describe('the upload after launch', () => {
  it('keeps the rejected rows for the campaign, readable and downloadable, past the upload retention', async () => {
    const id = await paidCampaign(leadFile);
    // A week and more later, uploads no campaign took are deleted; this one stays.
    await deleteExpiredImports(t.database.db, new Date(Date.now() + 30 * 24 * 3600_000));

    const report = await get(t, `/api/site/campaign/${id}/import`, officer.cookie);
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json()).toMatchObject({
      report: { fileName: 'leads.csv', rows: 5, valid: 3, invalidPhone: 1, missingRequired: 1 },
    });
    const importId = report.json<{ report: { importId: string } }>().report.importId;
    // The valid rows are the campaign's contacts now: the upload keeps only what was rejected.
    expect(await countRows(t.database, 'contact_import_rows', 'import_id = $1', [importId])).toBe(2);

    const rows = await get(t, `/api/site/campaign/${id}/import/rows?group=invalidPhone`, officer.cookie);
    expect(rows.json()).toMatchObject({ results: [{ group: 'invalidPhone', rawPhone: '555-0000' }] });
    const csv = await get(t, `/api/site/campaign/${id}/import/rejected.csv`, officer.cookie);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="leads-rejected.csv"');
    expect(csvLines(csv.body)).toHaveLength(3);
    expect(csv.body).toContain('555-0000');
  });

  it('refuses a campaign one may not open; a campaign without an upload says so', async () => {
    const id = await paidCampaign(leadFile);
    for (const path of ['import', 'import/rows?group=duplicate', 'import/rejected.csv']) {
      expect((await get(t, `/api/site/campaign/${id}/${path}`, outsider.cookie)).statusCode).toBe(404);
    }
    const draft = await t.app.inject({
      method: 'POST',
      url: '/api/site/campaign',
      headers: { cookie: officer.cookie, origin: 'http://localhost:3000' },
      payload: { name: 'Chunks', type: 'Refi' },
    });
    const draftId = draft.json<Campaign>().id;
    expect((await get(t, `/api/site/campaign/${draftId}/import`, officer.cookie)).json()).toEqual({ report: null });
    const missing = await get(t, `/api/site/campaign/${draftId}/import/rejected.csv`, officer.cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'UPLOAD_NOT_FOUND' });
  });
});

describe('changing a paid campaign before it sends', () => {
  const change = (id: string, body: Record<string, unknown>, person = officer) =>
    put(t, `/api/site/campaign/${id}`, body, person.cookie);
  const paymentsOf = async (id: string) =>
    (await queryRows<{ n: number }>(t.database, 'select count(*)::int as n from payments where type_id = $1', [id]))[0]!
      .n;

  it('moves the schedule and changes the template without a new payment', async () => {
    const id = await paidCampaign(leadFile);
    // Another template the contacts have every value for (the inquiry follow-up needs an address: below).
    const cheaper = templates.find(
      (template) => template.id !== templates[0]!.id && !template.body.includes('{{inquiryAddress}}'),
    )!;
    const reply = await change(id, {
      startDate: '2099-05-04',
      endDate: '2099-06-30',
      daysOfWeek: 'Tue,Thurs',
      messagesPerDay: '250',
      templateId: cheaper.id,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({
      status: 'new',
      startDate: '2099-05-04',
      endDate: '2099-06-30',
      daysOfWeek: 'Tue,Thurs',
      messagesPerDay: 250,
      templateId: cheaper.id,
      priceCents: 15,
    });
    expect(await paymentsOf(id)).toBe(1);
  });

  it('refuses a template that would leave paid contacts with an empty placeholder, naming it', async () => {
    const id = await paidCampaign(leadFile);
    const inquiry = templates.find((template) => template.body.includes('{{inquiryAddress}}'))!;
    const reply = await change(id, { templateId: inquiry.id });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errorMessage).toMatch(/^3 contacts have no value for \{\{inquiryAddress\}\}/);
    expect(reply.json().fields).toHaveProperty('templateId');
    expect((await get(t, `/api/site/campaign/${id}`, officer.cookie)).json().templateId).toBe(templates[0]!.id);
  });

  it('validates like the wizard and refuses a start date in the past', async () => {
    const id = await paidCampaign(leadFile);
    const past = await change(id, { startDate: '2020-01-06' });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({
      errorMessage: campaignMessages.startInPast,
      fields: { startDate: campaignMessages.startInPast },
    });
    const before = await change(id, { startDate: '2099-05-04', endDate: '2099-05-01' });
    expect(before.json()).toMatchObject({ errorMessage: campaignMessages.endBeforeStart });
    const few = await change(id, { messagesPerDay: '5' });
    expect(few.json()).toMatchObject({ errorMessage: campaignMessages.messagesPerDayMinimum });
    expect((await get(t, `/api/site/campaign/${id}`, officer.cookie)).json()).toMatchObject({
      startDate: '2099-03-02',
      messagesPerDay: 100,
    });
  });

  it('refuses a template that costs more per record than the one paid for', async () => {
    const id = await paidCampaign(leadFile);
    const dearer = templates[1]!;
    await sql('update message_templates set rate = 0.09 where id = $1', [dearer.id]);
    try {
      const reply = await change(id, { templateId: dearer.id });
      expect(reply.statusCode).toBe(409);
      expect(reply.json()).toMatchObject({ code: 'TEMPLATE_COSTS_MORE' });
      expect(reply.json().errorMessage).toContain('costs more per record');
    } finally {
      await sql('update message_templates set rate = 0.05 where id = $1', [dearer.id]);
    }
    expect((await get(t, `/api/site/campaign/${id}`, officer.cookie)).json().templateId).toBe(templates[0]!.id);
  });

  it('refuses with 409 once sending started, and changes nothing', async () => {
    const id = await paidCampaign(leadFile);
    await sql("update campaigns set status = 'active', total_sent = 1 where id = $1", [id]);
    const reply = await change(id, { startDate: '2099-05-04', templateId: templates[2]!.id });
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toMatchObject({ code: 'CAMPAIGN_STARTED' });
    expect(reply.json().errorMessage).toContain('started sending');
    expect((await get(t, `/api/site/campaign/${id}`, officer.cookie)).json()).toMatchObject({
      startDate: '2099-03-02',
      templateId: templates[0]!.id,
    });
    // Someone who may open the campaign but not change it is told it is not theirs.
    expect((await change(id, { startDate: '2099-05-04' }, outsider)).statusCode).toBe(404);
  });
});
