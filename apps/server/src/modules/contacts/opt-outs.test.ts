import {
  authMessages,
  optOutTexts,
  type CampaignSubmitReply,
  type OptOutChangeReply,
  type OptOutHistory,
  type OptOutsPage,
} from '@roost/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmCard, leads, servicesOf, submitBody, textsTo, uploadLeads } from '../../../test/campaign-helpers';
import { get, identityEnv, post, signedInAs, sessionOf, type Person } from '../../../test/identity-helpers';
import { countRows, createTestApp, queryRows, type TestApp } from '../../../test/test-database';
import { dispatchDepsOf, dispatchTick, inboundDepsOf, receiveText, SANDBOX_FROM } from '../messaging/testing';
import { organizationFactory } from '../organizations/testing';
import { optInNumber, optOutNumber, suppressedPhones } from '.';

/**
 * The organization's opt-out list: every change is recorded with its source in the same
 * transaction (a contact's STOP/START: 'reply'; an admin: 'admin', with the reason and the admin's id); an
 * organization admin lists the numbers, reads a number's history and undoes an opt-out only with a reason;
 * nobody outside that organization's admins sees or changes anything; an undone number is imported and
 * texted again.
 */
let t: TestApp;
let adminA: Person;
let adminB: Person;
let managerA: Person;
let officerA: Person;
let superadmin: Person;
let orgA: string;
let orgB: string;
let branchA: string;
let templateId: string;
const clock = { now: new Date('2099-03-02T17:00:00Z') };
let sequence = 0;

beforeAll(async () => {
  t = await createTestApp(identityEnv, { seed: true });
  const make = organizationFactory(t.runtime);
  adminA = await signedInAs(t, ['user', 'orgadmin']);
  adminB = await signedInAs(t, ['user', 'orgadmin']);
  orgA = (await make.organization(sessionOf(adminA, ['user', 'orgadmin']), { name: 'Opt-out Org A' })).id;
  orgB = (await make.organization(sessionOf(adminB, ['user', 'orgadmin']), { name: 'Opt-out Org B' })).id;
  branchA = (await make.branch(sessionOf(adminA, ['user', 'orgadmin']), orgA)).id;
  managerA = await signedInAs(t, ['user']);
  officerA = await signedInAs(t, ['user', 'campaigns']);
  await make.member(sessionOf(adminA, ['orgadmin']), branchA, { role: 'Manager', email: managerA.email });
  await make.member(sessionOf(adminA, ['orgadmin']), branchA, { email: officerA.email });
  superadmin = await signedInAs(t, ['user', 'admin', 'superadmin']);
  const templates = await get(t, '/api/notifications/message/templates', officerA.cookie);
  templateId = templates.json<{ results: { id: string }[] }>().results[0]!.id;
});
afterAll(() => t.close());

const base = (organizationId = orgA) => `/api/site/campaign/contacts/opt-outs/${organizationId}`;
const list = (query = '', cookie = adminA.cookie, organizationId = orgA) =>
  get(t, `${base(organizationId)}${query}`, cookie);
const history = async (phone: string, cookie = adminA.cookie) => {
  const response = await get(t, `${base()}/history?phone=${encodeURIComponent(phone)}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OptOutHistory>();
};
const undo = (body: unknown, cookie = adminA.cookie, organizationId = orgA) =>
  post(t, `${base(organizationId)}/undo`, body, cookie);
const addByHand = (body: unknown, cookie = adminA.cookie, organizationId = orgA) =>
  post(t, base(organizationId), body, cookie);
const reply = (from: string, body: string) =>
  receiveText(
    inboundDepsOf(servicesOf(t), () => clock.now),
    {
      from,
      to: SANDBOX_FROM,
      body,
      messageId: `SMoptouts${(sequence += 1)}`,
    },
  );
const send = () => dispatchTick(dispatchDepsOf(servicesOf(t), () => clock.now));
const events = (phone: string) => countRows(t.runtime.database, 'suppression_events', 'phone = $1', [phone]);
const suppressedInA = async (phone: string) =>
  (await suppressedPhones(t.runtime.database.db, `org:${orgA}`, [phone])).has(phone);

/** A paid campaign of org A's loan officer (the organization's opt-outs apply to it). */
async function paidCampaign(csv: string): Promise<string> {
  const upload = await uploadLeads(t, officerA.cookie, csv);
  const body = submitBody(upload.importId, templateId);
  const submitted = (await post(t, '/api/site/campaign/submit', body, officerA.cookie)).json<CampaignSubmitReply>();
  await confirmCard(t, officerA.cookie, submitted);
  await post(t, '/api/site/campaign/submit', body, officerA.cookie);
  return submitted.campaignId;
}

describe('changes recorded with their source', () => {
  it("records a contact's STOP and START as 'reply' with the reply's text, and a repeated STOP not at all", async () => {
    await paidCampaign(leads(['Ana,Reply,(916) 555-0401,95661', 'Ben,Reply,(916) 555-0402,95661']));
    expect(await send()).toMatchObject({ sent: 2 });

    expect(await reply('+19165550401', 'STOP')).toBe('opted-out');
    expect(await reply('+19165550401', 'stop please')).toBe('opted-out');
    expect(await suppressedInA('+19165550401')).toBe(true);
    expect((await history('+19165550401')).events).toMatchObject([
      { action: 'opt-out', source: 'reply', reason: 'STOP', actorId: null },
    ]);

    expect(await reply('+19165550401', 'START')).toBe('opted-in');
    // START from a number that is not opted out changes nothing and records nothing.
    expect(await reply('+19165550402', 'START')).toBe('opted-in');
    expect(await events('+19165550402')).toBe(0);

    const record = await history('+19165550401');
    expect(record.optedOut).toBe(false);
    expect(record.events.map(({ action, source, reason }) => ({ action, source, reason }))).toEqual([
      { action: 'opt-in', source: 'reply', reason: 'START' },
      { action: 'opt-out', source: 'reply', reason: 'STOP' },
    ]);
    expect(await suppressedInA('+19165550401')).toBe(false);
  });

  it('records exactly one opt-out event when the same number opts out several times at once', async () => {
    const scope = `org:${orgA}`;
    const firsts = await Promise.all(
      Array.from({ length: 5 }, () =>
        optOutNumber(t.runtime.database.db, { scope, phone: '+19165550499', source: 'carrier', reason: '21610' }),
      ),
    );
    expect(firsts.filter(Boolean)).toHaveLength(1);
    expect(await events('+19165550499')).toBe(1);
    expect(await optInNumber(t.runtime.database.db, { scope, phone: '+19165550499', source: 'reply' })).toBe(true);
    expect(await optInNumber(t.runtime.database.db, { scope, phone: '+19165550499', source: 'reply' })).toBe(false);
    expect((await history('+19165550499')).events).toMatchObject([
      { action: 'opt-in', source: 'reply', reason: null },
      { action: 'opt-out', source: 'carrier', reason: '21610' },
    ]);
  });
});

describe('the list of opted-out numbers', () => {
  it('lists the numbers opted out now, newest first, with source, reason and date; searches and pages', async () => {
    for (const phone of ['(916) 555-0411', '916.555.0412', '+1 530 555 0413']) {
      const added = await addByHand({ phone, reason: 'Asked by e-mail to stop texting' });
      expect(added.statusCode, added.body).toBe(201);
    }
    const first = await list('?limit=2');
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json<OptOutsPage>();
    expect(page.organizationName).toBe('Opt-out Org A');
    expect(page.optOuts).toEqual([
      {
        phone: '+15305550413',
        source: 'admin',
        reason: 'Asked by e-mail to stop texting',
        createdDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
      expect.objectContaining({ phone: '+19165550412', source: 'admin' }),
    ]);
    expect(page.hasMore).toBe(true);
    const second = (await list(`?limit=2&cursor=${page.nextCursor}`)).json<OptOutsPage>();
    expect(second.optOuts.map((optOut) => optOut.phone)).toContain('+19165550411');
    expect(second.optOuts.map((optOut) => optOut.phone)).not.toContain('+15305550413');

    const found = (await list(`?search=${encodeURIComponent('(916) 555-041')}`)).json<OptOutsPage>();
    expect(found.optOuts.map((optOut) => optOut.phone)).toEqual(['+19165550412', '+19165550411']);
    expect((await list('?search=530555')).json<OptOutsPage>().optOuts.map((optOut) => optOut.phone)).toEqual([
      '+15305550413',
    ]);
  });

  it('refuses a search that is not part of a phone number, and a cursor it did not make', async () => {
    const words = await list('?search=ana%25');
    expect(words.statusCode).toBe(400);
    expect(words.json().errorMessage).toBe(optOutTexts.searchDigits);
    expect((await list('?cursor=bm90LWEtY3Vyc29y')).statusCode).toBe(400);
  });

  it('refuses to add a number already opted out (409) and a number that is not a US phone (400)', async () => {
    const again = await addByHand({ phone: '9165550411', reason: 'Asked again by phone' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorMessage).toBe(optOutTexts.alreadyOptedOut);
    const bad = await addByHand({ phone: '555-0000', reason: 'Asked again by phone' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fields: { phone: optOutTexts.phoneInvalid } });
  });
});

describe('undoing an opt-out', () => {
  it('refuses an undo without a reason, with a short one or for a malformed phone, and changes nothing', async () => {
    await addByHand({ phone: '9165550421', reason: 'Contact asked by phone' });
    const before = await events('+19165550421');
    const cases: [unknown, Record<string, string>][] = [
      [{ phone: '9165550421' }, { reason: optOutTexts.reasonRequired }],
      [{ phone: '9165550421', reason: '    ' }, { reason: optOutTexts.reasonRequired }],
      [{ phone: '9165550421', reason: ' ok  ' }, { reason: optOutTexts.reasonTooShort }],
      [{ phone: '9165550421', reason: 'x'.repeat(501) }, { reason: 'Reason must be at most 500 characters' }],
      [{ phone: '12', reason: 'The contact called us' }, { phone: optOutTexts.phoneInvalid }],
      [{ reason: 'The contact called us' }, { phone: optOutTexts.phoneRequired }],
    ];
    for (const [body, fields] of cases) {
      const response = await undo(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json(), JSON.stringify(body)).toMatchObject({ errorMessage: Object.values(fields)[0], fields });
    }
    expect(await suppressedInA('+19165550421')).toBe(true);
    expect(await events('+19165550421')).toBe(before);
  });

  it("removes the opt-out and records an 'admin' opt-in with the reason and the admin's id", async () => {
    const response = await undo({
      phone: '(916) 555-0421',
      reason: '  Customer called and asked to hear from us again  ',
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<OptOutChangeReply>();
    expect(body).toMatchObject({
      phone: '+19165550421',
      event: {
        action: 'opt-in',
        source: 'admin',
        reason: 'Customer called and asked to hear from us again',
        actorId: adminA.id,
      },
    });
    const record = await history('+19165550421');
    expect(record.optedOut).toBe(false);
    expect(record.events.map((event) => [event.action, event.source, event.actorId])).toEqual([
      ['opt-in', 'admin', adminA.id],
      ['opt-out', 'admin', adminA.id],
    ]);
    expect(record.events[0]).toEqual(body.event);
    expect(await suppressedInA('+19165550421')).toBe(false);
  });

  it('answers 404 for a number not opted out in the organization, and records nothing', async () => {
    const response = await undo({ phone: '9165550429', reason: 'Customer called and asked' });
    expect(response.statusCode).toBe(404);
    expect(response.json().errorMessage).toBe(optOutTexts.notOptedOut);
    expect(await events('+19165550429')).toBe(0);
  });

  it('lets the import and the sender reach a number again once its opt-out is undone', async () => {
    expect(await reply('+19165550402', 'Unsubscribe')).toBe('opted-out');
    const file = leads(['Ben,Again,(916) 555-0402,95661']);
    expect((await uploadLeads(t, officerA.cookie, file)).report).toMatchObject({ valid: 0, optedOut: 1 });

    const undone = await undo({ phone: '+19165550402', reason: 'Borrower asked by phone to get rates again' });
    expect(undone.statusCode, undone.body).toBe(200);
    expect((await uploadLeads(t, officerA.cookie, file)).report).toMatchObject({ valid: 1, optedOut: 0 });

    const textsBefore = (await textsTo(t, '+19165550402')).length;
    const campaignId = await paidCampaign(file);
    clock.now = new Date('2099-03-04T17:00:00Z');
    await send();
    const ledger = await queryRows<{ phone: string; status: string }>(
      t.runtime.database,
      'select phone, status from campaign_sends where campaign_id = $1',
      [campaignId],
    );
    expect(ledger).toEqual([{ phone: '+19165550402', status: 'sent' }]);
    expect(await textsTo(t, '+19165550402')).toHaveLength(textsBefore + 1);
    expect((await history('+19165550402')).events.map((event) => [event.action, event.source])).toEqual([
      ['opt-in', 'admin'],
      ['opt-out', 'reply'],
    ]);
  });
});

describe('who may see and change the list', () => {
  const phone = '9165550431';

  beforeAll(async () => {
    expect((await addByHand({ phone, reason: 'Asked by e-mail to stop' })).statusCode).toBe(201);
  });

  it("refuses another organization's admin, a branch manager and a loan officer (403), and changes nothing", async () => {
    const before = await events('+19165550431');
    for (const person of [adminB, managerA, officerA]) {
      for (const response of [
        await list('', person.cookie),
        await get(t, `${base()}/history?phone=${phone}`, person.cookie),
        await undo({ phone, reason: 'Trying to undo it' }, person.cookie),
        await addByHand({ phone: '9165550432', reason: 'Trying to add it' }, person.cookie),
      ]) {
        expect(response.statusCode, `${person.email} ${response.body}`).toBe(403);
        expect(response.json().errorMessage).toBe(authMessages.notAllowed);
      }
    }
    expect(await suppressedInA('+19165550431')).toBe(true);
    expect(await events('+19165550431')).toBe(before);
    expect(await events('+19165550432')).toBe(0);
  });

  it("shows an admin their own organization's list only: org B's list is empty of org A's numbers", async () => {
    const other = await list('', adminB.cookie, orgB);
    expect(other.statusCode).toBe(200);
    expect(other.json<OptOutsPage>()).toMatchObject({ organizationName: 'Opt-out Org B', optOuts: [] });
    // Org B's admin undoing org A's number within org B: it is not opted out there.
    expect((await undo({ phone, reason: 'Not ours to undo' }, adminB.cookie, orgB)).statusCode).toBe(404);
    expect(await suppressedInA('+19165550431')).toBe(true);
  });

  it('answers 404 for an unknown team or a branch, 401 signed out, and lets a superadmin in', async () => {
    expect((await list('', adminA.cookie, 'no-such-organization')).statusCode).toBe(404);
    const branch = await list('', adminA.cookie, branchA);
    expect(branch.statusCode).toBe(404);
    expect(branch.json().errorMessage).toBe(optOutTexts.organizationNotFound);
    expect((await get(t, base())).statusCode).toBe(401);
    expect((await post(t, `${base()}/undo`, { phone, reason: 'Signed out attempt' })).statusCode).toBe(401);

    const seen = await list('', superadmin.cookie);
    expect(seen.statusCode).toBe(200);
    expect(seen.json<OptOutsPage>().optOuts.map((optOut) => optOut.phone)).toContain('+19165550431');
    const undone = await undo({ phone, reason: 'Superadmin on a support ticket' }, superadmin.cookie);
    expect(undone.statusCode).toBe(200);
    expect(undone.json<OptOutChangeReply>().event.actorId).toBe(superadmin.id);
  });
});
