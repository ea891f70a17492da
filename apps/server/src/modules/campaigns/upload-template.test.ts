import type { CampaignSubmitReply, Template, TemplatePreviewReply, UploadTemplateReply } from '@roost/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, identityEnv, post, signedInAs } from '../../../test/identity-helpers';
import { submitBody, texter, uploadLeads } from '../../../test/campaign-helpers';
import { createTestApp, type TestApp } from '../../../test/test-database';

/**
 * The template step over the wizard's upload: a contact the chosen template has no data for is left out with
 * the reason, shown in the report, not counted as valid and not priced; the other contacts' texts read exactly
 * as they will be sent. Admins cannot save a template with a misspelt placeholder.
 */
let t: TestApp;
let officer: Awaited<ReturnType<typeof texter>>;
let templates: Template[];
const byName = (name: string) => templates.find((template) => template.name === name)!;

const file = [
  'First Name,Last Name,Mobile,Address,City,Ref Id',
  'Malia,Kealoha,(916) 555-0301,,,',
  'Leo,Park,(916) 555-0302,12 Oak Ave,Austin,R-7',
  ',Nameless,(916) 555-0303,9 Pine Rd,Reno,R-8',
].join('\r\n');

beforeAll(async () => {
  t = await createTestApp(identityEnv, { seed: true });
  officer = await texter(t, ['user', 'loanofficer', 'campaigns']);
  templates = (await get(t, '/api/notifications/message/templates', officer.cookie)).json<{ results: Template[] }>()
    .results;
});
afterAll(() => t.close());

const fit = (importId: string, templateId: string) =>
  post(t, `/api/site/campaign/contacts/parse/${importId}/template`, { templateId }, officer.cookie);

describe('a template chosen for an upload', () => {
  it('leaves out a contact without the data the template needs, with the reason, and prices only the rest', async () => {
    const upload = await uploadLeads(t, officer.cookie, file);
    expect(upload.report.valid).toBe(3);
    const inquiry = byName('Inquiry follow-up');

    const fitted = await fit(upload.importId, inquiry.id);
    expect(fitted.statusCode, fitted.body).toBe(200);
    const reply = fitted.json<UploadTemplateReply>();
    // Malia has no address nor reference; the third contact has no first name (no fallback in this template).
    expect(reply.report).toMatchObject({ valid: 1, missingField: 2 });
    expect(reply.contacts).toBe(1);
    // The total is the sum of the texts' own segments: here Leo's alone.
    const leo = await get(
      t,
      `/api/site/campaign/contacts/parse/${upload.importId}/preview?templateId=${inquiry.id}&index=0`,
      officer.cookie,
    );
    expect(reply.totalSegments).toBe(leo.json<TemplatePreviewReply>().segments);
    expect(reply.totalSegments).toBeGreaterThan(0);
    expect(reply.placeholders).toEqual([
      { placeholder: 'firstName', fallback: '', missing: 1 },
      { placeholder: 'agentFirstName', fallback: '', missing: 0 },
      { placeholder: 'inquiryAddress', fallback: '', missing: 1 },
      { placeholder: 'refId', fallback: '', missing: 1 },
    ]);

    const report = await get(t, `/api/site/campaign/contacts/parse/${upload.importId}`, officer.cookie);
    expect(report.json()).toMatchObject({ valid: 1, missingField: 2 });
    const rows = await get(
      t,
      `/api/site/campaign/contacts/parse/${upload.importId}/rows?group=missingField`,
      officer.cookie,
    );
    expect(rows.json()).toMatchObject({
      results: [
        { contact: { firstName: 'Malia' }, reason: 'No address for {{inquiryAddress}}' },
        { contact: { lastName: 'Nameless' }, reason: 'No first name for {{firstName}}' },
      ],
    });
    const csv = await get(t, `/api/site/campaign/contacts/parse/${upload.importId}/rejected.csv`, officer.cookie);
    expect(csv.body).toContain('Malia');
    expect(csv.body).toContain('No address for {{inquiryAddress}}');

    // Another template, with fallbacks, takes them back.
    const refinance = await fit(upload.importId, byName('Refinance').id);
    expect(refinance.json<UploadTemplateReply>().report).toMatchObject({ valid: 3, missingField: 0 });
    expect(refinance.json<UploadTemplateReply>().placeholders).toContainEqual({
      placeholder: 'streetAddress',
      fallback: 'your home',
      missing: 1,
    });

    // The submit fits the upload to the submitted template itself and prices only who will be texted.
    const submitted = await post(
      t,
      '/api/site/campaign/submit',
      submitBody(upload.importId, inquiry.id),
      officer.cookie,
    );
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json<CampaignSubmitReply>()).toMatchObject({ records: 1, amountCents: 5 });
  });

  it('previews each contact to be texted as it will be sent, with a link of the real length', async () => {
    const upload = await uploadLeads(t, officer.cookie, file);
    const inquiry = byName('Inquiry follow-up');
    await fit(upload.importId, inquiry.id);
    const preview = (index: number) =>
      get(
        t,
        `/api/site/campaign/contacts/parse/${upload.importId}/preview?templateId=${inquiry.id}&index=${index}`,
        officer.cookie,
      );
    const first = await preview(0);
    expect(first.statusCode, first.body).toBe(200);
    const text = first.json<TemplatePreviewReply>();
    expect(text).toMatchObject({ index: 0, total: 1, contact: { name: 'Leo Park', phone: '+19165550302' } });
    const link = `${t.config.publicUrl.replace(/\/$/, '')}/l/xxxxxxxxxxxx`;
    expect(text.text).toBe(
      `Hi Leo, this is ${officer.email} following up on your question about 12 Oak Ave, Austin (ref R-7). Details: ${link} Reply STOP to opt out`,
    );
    expect(text).toMatchObject({ characters: text.text.length, encoding: 'GSM-7' });
    expect((await preview(1)).json<TemplatePreviewReply>().contact).toBeNull();
  });

  it('answers 404 for another person’s upload', async () => {
    const upload = await uploadLeads(t, officer.cookie, file);
    const other = await signedInAs(t, ['user', 'loanofficer', 'campaigns']);
    const reply = await post(
      t,
      `/api/site/campaign/contacts/parse/${upload.importId}/template`,
      { templateId: byName('Refinance').id },
      other.cookie,
    );
    expect(reply.statusCode).toBe(404);
  });
});

describe('the template editor', () => {
  it('refuses an unknown placeholder by name and adds the opt-out sentence when it is missing', async () => {
    const admin = await signedInAs(t, ['user', 'admin']);
    const body = {
      name: 'Open house',
      description: 'Invite',
      body: 'Hi {{fristName}}, join us: {{shortLink}}',
      rate: 0.05,
    };
    const bad = await post(t, '/api/notifications/message/template', body, admin.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errorMessage: string }>().errorMessage).toMatch(/^Unknown placeholder \{\{fristName\}\}/);

    const good = await post(
      t,
      '/api/notifications/message/template',
      { ...body, body: 'Hi {{firstName|there}}, join us: {{shortLink}}' },
      admin.cookie,
    );
    expect(good.statusCode, good.body).toBe(201);
    expect(good.json<Template>().body).toBe('Hi {{firstName|there}}, join us: {{shortLink}}. Reply STOP to opt out');
    await t.database.sql.executeSql('delete from message_templates where id = $1', [good.json<Template>().id]);
  });
});
