import {
  calendarDay,
  privacyDaysLeft,
  type CampaignSubmitReply,
  type PersonalDataExport,
  type PrivacyEraseReply,
  type PrivacyRequest,
  type PrivacyRequests,
} from '@roost/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmCard, servicesOf, submitBody, uploadLeads } from '../../../test/campaign-helpers';
import { get, identityEnv, post, sessionOf, signedInAs, type Person } from '../../../test/identity-helpers';
import { countRows, createTestApp, queryRows, type TestApp } from '../../../test/test-database';
import { suppressedPhones } from '../contacts';
import { dispatchDepsOf, dispatchTick, inboundDepsOf, receiveText, SANDBOX_FROM } from '../messaging/testing';
import { organizationFactory } from '../organizations/testing';

/**
 * An organization's admins answer a campaign contact's request by phone or e-mail: recorded with who asked and when
 * (due 45 days later), exported (everything the organization holds on the contact) or erased (contact fields
 * cleared, text bodies removed, the opt-out kept as the number's keyed hash), each act in the audit trail; nobody
 * outside the organization's admins reaches any of it.
 */
let t: TestApp;
let adminA: Person;
let adminB: Person;
let officerA: Person;
let orgA: string;
let orgB: string;
let templateId: string;
const clock = { now: new Date('2099-03-02T17:00:00Z') };
let sequence = 0;

const FAY = '+19165550801';
const GUS = '+19165550802';
const HAL = '+19165550803';

beforeAll(async () => {
  t = await createTestApp(identityEnv, { seed: true });
  const make = organizationFactory(t.runtime);
  adminA = await signedInAs(t, ['user', 'orgadmin']);
  adminB = await signedInAs(t, ['user', 'orgadmin']);
  orgA = (await make.organization(sessionOf(adminA, ['user', 'orgadmin']), { name: 'Privacy Org A' })).id;
  orgB = (await make.organization(sessionOf(adminB, ['user', 'orgadmin']), { name: 'Privacy Org B' })).id;
  const branchA = (await make.branch(sessionOf(adminA, ['user', 'orgadmin']), orgA)).id;
  officerA = await signedInAs(t, ['user', 'campaigns']);
  await make.member(sessionOf(adminA, ['orgadmin']), branchA, { email: officerA.email });
  const templates = await get(t, '/api/notifications/message/templates', officerA.cookie);
  templateId = templates.json<{ results: { id: string }[] }>().results[0]!.id;

  // Org A's campaign texts Fay, Gus and Hal; Fay replies, then opts out; Hal replies.
  const csv = [
    'First Name,Last Name,Mobile,Postal Code,Email',
    'Fay,Contact,(916) 555-0801,95661,fay@example.com',
    'Gus,Contact,(916) 555-0802,95661,gus@example.com',
    'Hal,Contact,(916) 555-0803,95661,hal@example.com',
  ].join('\r\n');
  const upload = await uploadLeads(t, officerA.cookie, csv);
  const body = submitBody(upload.importId, templateId);
  const submitted = (await post(t, '/api/site/campaign/submit', body, officerA.cookie)).json<CampaignSubmitReply>();
  await confirmCard(t, officerA.cookie, submitted);
  await post(t, '/api/site/campaign/submit', body, officerA.cookie);
  expect(await dispatchTick(dispatchDepsOf(servicesOf(t), () => clock.now))).toMatchObject({ sent: 3 });
  for (const [from, text] of [
    [FAY, 'Fay here, what rate do you have?'],
    [FAY, 'STOP'],
    [HAL, 'Hal here, call me later'],
  ] as const) {
    await receiveText(
      inboundDepsOf(servicesOf(t), () => clock.now),
      {
        from,
        to: SANDBOX_FROM,
        body: text,
        messageId: `SMprivacy${(sequence += 1)}`,
      },
    );
  }
});
afterAll(() => t.close());

const base = (organizationId = orgA) => `/api/site/privacy/requests/${organizationId}`;
const create = (body: unknown, cookie = adminA.cookie, organizationId = orgA) =>
  post(t, base(organizationId), body, cookie);
async function created(body: Record<string, unknown>, organizationId = orgA, cookie = adminA.cookie) {
  const response = await create(
    { requestedBy: 'The contact, by e-mail', receivedDate: '2026-01-05', ...body },
    cookie,
    organizationId,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<PrivacyRequest>();
}
const exportOf = (id: string, cookie = adminA.cookie, organizationId = orgA) =>
  get(t, `${base(organizationId)}/${id}/data`, cookie);
const eraseOf = (id: string, cookie = adminA.cookie, organizationId = orgA) =>
  post(t, `${base(organizationId)}/${id}/erase`, {}, cookie);
const auditOf = (requestId: string) =>
  queryRows<{ action: string; organization_id: string; data: unknown; actor_id: string }>(
    t.runtime.database,
    'select action, organization_id, data, actor_id from core_logs where target_id = $1 order by created_at',
    [requestId],
  );

describe('recording a request', () => {
  it('stores who asked and when, due 45 days after it was received, and lists it with the days left', async () => {
    const request = await created({ kind: 'know', identifier: '(916) 555-0802' });
    expect(request).toMatchObject({
      kind: 'know',
      identifierKind: 'phone',
      identifier: GUS,
      requestedBy: 'The contact, by e-mail',
      receivedDate: '2026-01-05',
      dueDate: '2026-02-19',
      status: 'open',
      daysLeft: privacyDaysLeft('2026-02-19', calendarDay(new Date())),
    });
    const listed = await get(t, base(), adminA.cookie);
    expect(listed.statusCode).toBe(200);
    expect(listed.json<PrivacyRequests>().results.map((entry) => entry.id)).toContain(request.id);
    const audit = await auditOf(request.id);
    expect(audit).toMatchObject([{ action: 'privacy.request_created', organization_id: orgA, actor_id: adminA.id }]);
    expect(JSON.stringify(audit)).not.toContain('0802');
  });

  it('refuses bad input with a 400 naming the field, and stores nothing', async () => {
    const before = await countRows(t.runtime.database, 'privacy_requests');
    for (const [body, field] of [
      [{ kind: 'know', identifier: 'not a phone', requestedBy: 'x', receivedDate: '2026-01-05' }, 'identifier'],
      [{ kind: 'know', identifier: 'someone@', requestedBy: 'x', receivedDate: '2026-01-05' }, 'identifier'],
      [{ kind: 'forget', identifier: GUS, requestedBy: 'x', receivedDate: '2026-01-05' }, 'kind'],
      [{ kind: 'know', identifier: GUS, requestedBy: 'x', receivedDate: '2999-01-01' }, 'receivedDate'],
      [{ kind: 'know', identifier: GUS, requestedBy: '', receivedDate: '2026-01-05' }, 'requestedBy'],
    ] as const) {
      const response = await create(body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<{ fields: Record<string, string> }>().fields).toHaveProperty(field);
    }
    expect(await countRows(t.runtime.database, 'privacy_requests')).toBe(before);
  });
});

describe('answering a request to know', () => {
  it("exports the contact's campaign rows, texts and opt-outs found by e-mail, and nothing of another contact", async () => {
    const request = await created({ kind: 'know', identifier: 'FAY@example.com' });
    const response = await exportOf(request.id);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<PersonalDataExport>();
    expect(body.data.campaigns).toMatchObject({
      campaignContacts: [{ firstName: 'Fay', phoneNumber: FAY, email: 'fay@example.com' }],
    });
    expect(JSON.stringify(body.data.messaging)).toContain('Fay here, what rate do you have?');
    expect(body.data.contacts).toMatchObject({ optOuts: [{ action: 'opt-out', source: 'reply' }] });
    expect(response.body).not.toContain('Gus');
    expect(response.body).not.toContain('Hal here');

    const listed = (await get(t, base(), adminA.cookie)).json<PrivacyRequests>().results;
    expect(listed.find((entry) => entry.id === request.id)).toMatchObject({ status: 'completed', daysLeft: null });
    expect((await auditOf(request.id)).map((entry) => entry.action)).toEqual([
      'privacy.request_created',
      'privacy.exported',
    ]);
    // A request to know erases nothing.
    expect((await eraseOf(request.id)).statusCode).toBe(409);
    expect(await countRows(t.runtime.database, 'campaign_contacts', 'phone_number = $1', [FAY])).toBe(1);
  });
});

describe('answering a request to delete', () => {
  it('erases the contact in one go, keeps the opt-out as a hash that still suppresses, and masks the request', async () => {
    const request = await created({ kind: 'delete', identifier: '916-555-0801' });
    const response = await eraseOf(request.id);
    expect(response.statusCode, response.body).toBe(200);
    const reply = response.json<PrivacyEraseReply>();
    expect(reply.request).toMatchObject({ status: 'completed', identifier: '+1 *** *** 0801', daysLeft: null });
    expect(reply.erased).toMatchObject({ 'campaigns.campaignContacts': 1, 'contacts.optOuts': 1 });

    const db = t.runtime.database;
    expect(
      await countRows(db, 'campaign_contacts', "phone_number = $1 or first_name = 'Fay' or email like 'fay@%'", [FAY]),
    ).toBe(0);
    expect(await countRows(db, 'campaign_contacts', "phone_number like 'hmac:%'")).toBe(1);
    expect(await countRows(db, 'messages', "message like 'Fay here%'")).toBe(0);
    expect(await countRows(db, 'campaign_sends', 'phone = $1', [FAY])).toBe(0);
    expect(await countRows(db, 'message_groups', 'to_phone_number = $1', [FAY])).toBe(0);
    expect(await countRows(db, 'conversations', 'phone = $1', [FAY])).toBe(0);
    expect(await countRows(db, 'suppressions', 'phone = $1', [FAY])).toBe(0);
    expect(await countRows(db, 'suppression_events', 'phone = $1', [FAY])).toBe(0);
    expect(await countRows(db, 'privacy_requests', 'identifier = $1', [FAY])).toBe(0);
    expect(await suppressedPhones(db.db, `org:${orgA}`, [FAY, GUS])).toEqual(new Set([FAY]));

    // The other contacts are untouched.
    expect(await countRows(db, 'campaign_contacts', "phone_number = $1 and first_name = 'Hal'", [HAL])).toBe(1);
    expect(await countRows(db, 'messages', "message = 'Hal here, call me later'")).toBe(1);

    const audit = await auditOf(request.id);
    expect(audit.map((entry) => entry.action)).toEqual(['privacy.request_created', 'privacy.erased']);
    expect(JSON.stringify(audit)).not.toContain('0801');
    // A new lead file of the organization with the erased number: the import still finds it opted out.
    const again = await uploadLeads(
      t,
      officerA.cookie,
      [
        'First Name,Last Name,Mobile,Postal Code',
        'Fay,Again,(916) 555-0801,95661',
        'Ivy,New,(916) 555-0804,95661',
      ].join('\r\n'),
    );
    expect(again.report).toMatchObject({ valid: 1, optedOut: 1 });

    // Erased once: its data cannot be erased or exported again.
    expect((await eraseOf(request.id)).statusCode).toBe(409);
    expect((await exportOf(request.id)).statusCode).toBe(409);
  });
});

describe('the organization only', () => {
  it("refuses another organization's admin and a loan officer (403) on every call, and changes nothing", async () => {
    const request = await created({ kind: 'delete', identifier: GUS });
    for (const cookie of [adminB.cookie, officerA.cookie]) {
      expect((await get(t, base(), cookie)).statusCode).toBe(403);
      expect(
        (await create({ kind: 'know', identifier: GUS, requestedBy: 'x', receivedDate: '2026-01-05' }, cookie))
          .statusCode,
      ).toBe(403);
      expect((await exportOf(request.id, cookie)).statusCode).toBe(403);
      expect((await eraseOf(request.id, cookie)).statusCode).toBe(403);
    }
    expect(
      await countRows(t.runtime.database, 'campaign_contacts', "phone_number = $1 and first_name = 'Gus'", [GUS]),
    ).toBe(1);
  });

  it("finds nothing of org A's contacts in org B's answer, and another organization's request is not found", async () => {
    const inB = await created({ kind: 'know', identifier: GUS }, orgB, adminB.cookie);
    const response = await exportOf(inB.id, adminB.cookie, orgB);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('Gus');
    expect(response.json<PersonalDataExport>().data.campaigns).toEqual({ campaignContacts: [] });
    // Org B's request through org A's address: not org A's request.
    expect((await exportOf(inB.id, adminA.cookie, orgA)).statusCode).toBe(404);
    expect((await get(t, base(orgA))).statusCode).toBe(401);
  });
});
