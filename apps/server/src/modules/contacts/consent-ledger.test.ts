import {
  consentStatements,
  consentTexts,
  SITE_TEXT_UPDATES_STATEMENT_ID,
  UPLOAD_CONSENT_STATEMENT_ID,
  type CampaignSubmitReply,
  type ConsentEvidence,
} from '@roost/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmCard, leads, servicesOf, submitBody, textsTo, uploadLeads } from '../../../test/campaign-helpers';
import { get, identityEnv, post, put, signedInAs, sessionOf, type Person } from '../../../test/identity-helpers';
import { countRows, createTestApp, queryRows, type TestApp } from '../../../test/test-database';
import { dispatchDepsOf, dispatchTick, inboundDepsOf, receiveText, SANDBOX_FROM } from '../messaging/testing';
import { organizationFactory } from '../organizations/testing';
import { consentedPhones, consentSince, optOutNumber, recordConsent, recordUploadConsent } from '.';

/**
 * The consent ledger: a launch records one grant per contact with the upload's evidence and the words the
 * uploader affirmed (a launch without them is refused); replies, the carrier and admins add their events;
 * a homeowner's own setting is kept with the words, time and address; the sender skips a number whose
 * latest event is not a grant; an organization's admins read a number's evidence, nobody else.
 */
let t: TestApp;
let adminA: Person;
let adminB: Person;
let officerA: Person;
let managerA: Person;
let superadmin: Person;
let orgA: string;
let templateId: string;
const clock = { now: new Date('2099-03-02T17:00:00Z') };
let sequence = 0;

beforeAll(async () => {
  t = await createTestApp(identityEnv, { seed: true });
  const make = organizationFactory(t.runtime);
  adminA = await signedInAs(t, ['user', 'orgadmin']);
  adminB = await signedInAs(t, ['user', 'orgadmin']);
  orgA = (await make.organization(sessionOf(adminA, ['user', 'orgadmin']), { name: 'Consent Org A' })).id;
  await make.organization(sessionOf(adminB, ['user', 'orgadmin']), { name: 'Consent Org B' });
  const branchA = (await make.branch(sessionOf(adminA, ['user', 'orgadmin']), orgA)).id;
  officerA = await signedInAs(t, ['user', 'campaigns']);
  managerA = await signedInAs(t, ['user']);
  await make.member(sessionOf(adminA, ['orgadmin']), branchA, { email: officerA.email });
  await make.member(sessionOf(adminA, ['orgadmin']), branchA, { role: 'Manager', email: managerA.email });
  superadmin = await signedInAs(t, ['user', 'admin', 'superadmin']);
  const templates = await get(t, '/api/notifications/message/templates', officerA.cookie);
  templateId = templates.json<{ results: { id: string }[] }>().results[0]!.id;
});
afterAll(() => t.close());

const scopeA = () => `org:${orgA}`;
const evidenceUrl = (phone: string, organizationId = orgA) =>
  `/api/site/campaign/contacts/opt-outs/${organizationId}/consent?phone=${encodeURIComponent(phone)}`;
async function evidence(phone: string, cookie = adminA.cookie): Promise<ConsentEvidence> {
  const response = await get(t, evidenceUrl(phone), cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ConsentEvidence>();
}
const reply = (from: string, body: string) =>
  receiveText(
    inboundDepsOf(servicesOf(t), () => clock.now),
    {
      from,
      to: SANDBOX_FROM,
      body,
      messageId: `SMconsent${(sequence += 1)}`,
    },
  );
const send = () => dispatchTick(dispatchDepsOf(servicesOf(t), () => clock.now));
const consented = async (phone: string) => (await consentedPhones(t.runtime.database.db, scopeA(), [phone])).has(phone);

/** Org A's loan officer uploads a file and launches it; the submit body may leave the statement out. */
async function launch(csv: string, body: Record<string, unknown> = {}) {
  const upload = await uploadLeads(t, officerA.cookie, csv);
  const submit = { ...submitBody(upload.importId, templateId), ...body };
  const first = await post(t, '/api/site/campaign/submit', submit, officerA.cookie);
  if (first.statusCode !== 200) return { response: first, campaignId: undefined };
  const submitted = first.json<CampaignSubmitReply>();
  await confirmCard(t, officerA.cookie, submitted);
  await post(t, '/api/site/campaign/submit', submit, officerA.cookie);
  return { response: first, campaignId: submitted.campaignId };
}

describe('a launch', () => {
  it('records one grant per contact with the campaign, file, line, uploader and the exact words affirmed', async () => {
    const { campaignId } = await launch(
      leads(['Ana,Upload,(916) 555-0701,95661', 'Bad,Row,12,95661', 'Ben,Upload,(916) 555-0702,95661']),
    );
    const record = await evidence('(916) 555-0702');
    expect(record).toMatchObject({
      phone: '+19165550702',
      organizationId: orgA,
      organizationName: 'Consent Org A',
      consented: true,
    });
    expect(record.events).toEqual([
      expect.objectContaining({
        effect: 'grant',
        kind: 'upload',
        campaignId,
        campaignName: 'Spring refinance',
        fileName: 'leads.csv',
        rowNumber: 4,
        actorId: officerA.id,
        actorEmail: officerA.email,
        statementId: UPLOAD_CONSENT_STATEMENT_ID,
        statement: consentStatements[UPLOAD_CONSENT_STATEMENT_ID],
        recordedBeforeLedger: false,
      }),
    ]);
    expect(record.consentSince).toBe(record.events[0]!.occurredAt);
    expect(await countRows(t.runtime.database, 'consent_events', 'campaign_id = $1', [campaignId])).toBe(2);
    // The statement's words are stored once, whatever the number of contacts.
    expect(
      await queryRows(t.runtime.database, 'select text from consent_statements where id = $1', [
        UPLOAD_CONSENT_STATEMENT_ID,
      ]),
    ).toEqual([{ text: consentTexts.uploadCheckbox }]);
  });

  it('is refused without the consent statement, naming the field, and creates nothing', async () => {
    const before = await countRows(t.runtime.database, 'campaigns');
    for (const statement of [undefined, 'upload-1999-01', '']) {
      const { response } = await launch(leads(['Cy,Nostatement,(916) 555-0703,95661']), {
        consentStatementId: statement,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'INVALID_INPUT',
        fields: { consentStatementId: consentTexts.statementRequired },
      });
    }
    expect(await countRows(t.runtime.database, 'campaigns')).toBe(before);
    expect(await countRows(t.runtime.database, 'consent_events', 'phone = $1', ['+19165550703'])).toBe(0);
  });
});

describe('contacts sent without a file', () => {
  it('records the contacts sent as chunks before the submit, without a file or line', async () => {
    const draft = (await post(t, '/api/site/campaign', { name: 'Chunks', type: 'Refi' }, officerA.cookie)).json<{
      id: string;
    }>();
    const imported = await post(
      t,
      '/api/site/campaign/contacts/import',
      { campaignId: draft.id, chucks: [[{ firstName: 'Ivy', phoneNumber: '916-555-0741' }]] },
      officerA.cookie,
    );
    expect(imported.json()).toMatchObject({ imported: 1 });
    const { importId: _upload, ...body } = { ...submitBody('unused', templateId), campaignId: draft.id };
    const submitted = (await post(t, '/api/site/campaign/submit', body, officerA.cookie)).json<CampaignSubmitReply>();
    await confirmCard(t, officerA.cookie, submitted);
    await post(t, '/api/site/campaign/submit', body, officerA.cookie);
    expect((await evidence('+19165550741')).events).toEqual([
      expect.objectContaining({
        kind: 'upload',
        campaignId: draft.id,
        campaignName: 'Spring refinance',
        fileName: null,
        rowNumber: null,
        actorId: officerA.id,
        statementId: UPLOAD_CONSENT_STATEMENT_ID,
      }),
    ]);
  });

  it('records a launch of 10,000 contacts in bulk, one event each', async () => {
    const phones = Array.from({ length: 10_000 }, (_unused, index) => `+1916555${String(index).padStart(4, '0')}`);
    await t.runtime.database.db.transaction((tx) =>
      recordUploadConsent(
        tx,
        {
          scope: 'org:bulk',
          campaignId: 'bulk-campaign',
          campaignName: 'Bulk',
          fileName: 'big.csv',
          uploaderId: officerA.id,
          statementId: UPLOAD_CONSENT_STATEMENT_ID,
          at: clock.now,
        },
        phones.map((phone, index) => ({ phone, line: index + 2 })),
      ),
    );
    expect(await countRows(t.runtime.database, 'consent_events', "scope = 'org:bulk'")).toBe(10_000);
    expect((await consentedPhones(t.runtime.database.db, 'org:bulk', phones)).size).toBe(10_000);
  });
});

describe('replies, the carrier and admins', () => {
  it("records STOP, HELP and START with the contact's words; consent follows the latest grant or revocation", async () => {
    await launch(leads(['Di,Reply,(916) 555-0711,95661']));
    await send();
    const phone = '+19165550711';
    expect(await textsTo(t, phone)).toHaveLength(1);
    expect(await reply(phone, 'Stop please')).toBe('opted-out');
    expect(await consented(phone)).toBe(false);
    expect(await reply(phone, 'HELP')).toBe('help');
    expect(await consented(phone)).toBe(false);
    expect(await reply(phone, 'START')).toBe('opted-in');
    expect(await consented(phone)).toBe(true);

    const record = await evidence(phone);
    expect(record.events.map(({ effect, kind, words }) => ({ effect, kind, words }))).toEqual([
      { effect: 'grant', kind: 'upload', words: null },
      { effect: 'revoke', kind: 'reply-stop', words: 'Stop please' },
      { effect: 'note', kind: 'reply-help', words: 'HELP' },
      { effect: 'grant', kind: 'reply-start', words: 'START' },
    ]);
    // The consent that holds now began with the START.
    expect(record.consentSince).toBe(record.events[3]!.occurredAt);
  });

  it("records a START from a number that was not opted out as the contact's own consent", async () => {
    await launch(leads(['Eve,Start,(916) 555-0712,95661']));
    await send();
    expect(await reply('+19165550712', 'START')).toBe('opted-in');
    expect((await evidence('+19165550712')).events.map((event) => event.kind)).toEqual(['upload', 'reply-start']);
  });

  it("records the carrier's opt-out and an admin's opt-out and undo with the reason and the admin", async () => {
    const phone = '+19165550713';
    await launch(leads(['Flo,Carrier,(916) 555-0713,95661']));
    await optOutNumber(t.runtime.database.db, {
      scope: scopeA(),
      phone,
      source: 'carrier',
      reason: 'Carrier error 21610',
    });
    const base = `/api/site/campaign/contacts/opt-outs/${orgA}`;
    const undo = await post(t, `${base}/undo`, { phone, reason: 'Asked us by e-mail to text again' }, adminA.cookie);
    expect(undo.statusCode, undo.body).toBe(200);
    const added = await post(t, base, { phone, reason: 'Called the branch to stop texts' }, adminA.cookie);
    expect(added.statusCode, added.body).toBe(201);

    const record = await evidence(phone);
    expect(record.consented).toBe(false);
    expect(record.consentSince).toBeNull();
    expect(record.events.slice(1)).toEqual([
      expect.objectContaining({
        effect: 'revoke',
        kind: 'carrier-opt-out',
        words: 'Carrier error 21610',
        actorId: null,
      }),
      expect.objectContaining({
        effect: 'grant',
        kind: 'admin-undo',
        words: 'Asked us by e-mail to text again',
        actorId: adminA.id,
        actorEmail: adminA.email,
      }),
      expect.objectContaining({
        effect: 'revoke',
        kind: 'admin-opt-out',
        words: 'Called the branch to stop texts',
        actorId: adminA.id,
      }),
    ]);
  });
});

describe('sending', () => {
  it('skips a number whose latest consent event is not a grant, with the reason no-consent', async () => {
    const { campaignId } = await launch(
      leads(['Gus,Revoked,(916) 555-0721,95661', 'Hal,Granted,(916) 555-0722,95661']),
    );
    // Consent withdrawn through the ledger alone (not on the opt-out list): the sender still refuses.
    await recordConsent(t.runtime.database.db, {
      scope: scopeA(),
      phone: '+19165550721',
      effect: 'revoke',
      kind: 'admin-opt-out',
      words: 'Withdrawn in a letter',
    });
    await send();
    expect(await textsTo(t, '+19165550721')).toEqual([]);
    expect(await textsTo(t, '+19165550722')).toHaveLength(1);
    expect(
      await queryRows(
        t.runtime.database,
        `select s.status, s.skip_reason from campaign_sends s join campaign_contacts c on c.id = s.contact_id
         where c.campaign_id = $1 and c.phone_number = $2`,
        [campaignId, '+19165550721'],
      ),
    ).toEqual([{ status: 'skipped', skip_reason: 'no-consent' }]);
  });

  it('gives the consent date per number for the reassigned-number check, none without consent', async () => {
    const since = await consentSince(t.runtime.database.db, scopeA(), ['+19165550722', '+19165550721', '+19165550799']);
    expect([...since.keys()]).toEqual(['+19165550722']);
    expect(since.get('+19165550722')).toBeInstanceOf(Date);
  });
});

describe('the evidence export', () => {
  it("answers 403 to another organization's admin and to a branch manager, and serves a superadmin", async () => {
    expect((await get(t, evidenceUrl('+19165550701'), adminB.cookie)).statusCode).toBe(403);
    expect((await get(t, evidenceUrl('+19165550701'), managerA.cookie)).statusCode).toBe(403);
    expect((await get(t, evidenceUrl('+19165550701'), officerA.cookie)).statusCode).toBe(403);
    expect((await get(t, evidenceUrl('+19165550701'))).statusCode).toBe(401);
    expect((await evidence('+19165550701', superadmin.cookie)).events).toHaveLength(1);
  });

  it('answers an invalid number with a 400 naming the phone, and a number never seen with no events', async () => {
    const bad = await get(t, evidenceUrl('12'), adminA.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fields: { phone: expect.any(String) } });
    expect(await evidence('+19165550798')).toMatchObject({ consented: false, consentSince: null, events: [] });
  });
});

describe("a homeowner's own setting", () => {
  it('records the words ticked, the time and the address; a STOP from the cell number withdraws it', async () => {
    const owner = await signedInAs(t, ['user']);
    const before = new Date();
    const changed = await put(
      t,
      `/api/user/user/${owner.id}`,
      { phone: '(916) 555-0731', textUpdates: true },
      owner.cookie,
    );
    const after = new Date();
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await reply('+19165550731', 'STOP')).toBe('opted-out');
    const withTimes = await queryRows<Record<string, unknown> & { occurred_at: Date | string }>(
      t.runtime.database,
      `select e.effect, e.kind, e.actor_id, e.ip_address, e.words, s.text as statement, e.occurred_at
       from consent_events e left join consent_statements s on s.id = e.statement_id
       where e.scope = 'site' and e.phone = $1 order by e.id`,
      ['+19165550731'],
    );
    // The time of the grant is the time of the request that ticked the box.
    const grantedAt = new Date(withTimes[0]!.occurred_at).getTime();
    expect(grantedAt).toBeGreaterThanOrEqual(before.getTime());
    expect(grantedAt).toBeLessThanOrEqual(after.getTime());
    const rows = withTimes.map(({ occurred_at: _time, ...row }) => row);
    expect(rows).toEqual([
      {
        effect: 'grant',
        kind: 'site',
        actor_id: owner.id,
        ip_address: '127.0.0.1',
        words: null,
        statement: consentStatements[SITE_TEXT_UPDATES_STATEMENT_ID],
      },
      { effect: 'revoke', kind: 'reply-stop', actor_id: null, ip_address: null, words: 'STOP', statement: null },
    ]);
  });

  it('moves the consent to a new cell number and records clearing the box', async () => {
    const owner = await signedInAs(t, ['user']);
    const url = `/api/user/user/${owner.id}`;
    await put(t, url, { phone: '(916) 555-0732', textUpdates: true }, owner.cookie);
    await put(t, url, { phone: '(916) 555-0733' }, owner.cookie);
    await put(t, url, { textUpdates: false }, owner.cookie);
    const rows = await queryRows(
      t.runtime.database,
      `select phone, effect from consent_events where scope = 'site' and actor_id = $1 order by id`,
      [owner.id],
    );
    expect(rows).toEqual([
      { phone: '+19165550732', effect: 'grant' },
      { phone: '+19165550732', effect: 'revoke' },
      { phone: '+19165550733', effect: 'grant' },
      { phone: '+19165550733', effect: 'revoke' },
    ]);
  });
});
