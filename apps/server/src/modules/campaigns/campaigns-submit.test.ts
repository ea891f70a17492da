import { campaignMessages, paymentMessages, type CampaignSubmitReply } from '@roost/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, identityEnv, post, signedInAs } from '../../../test/identity-helpers';
import {
  confirmCard,
  declinedCard,
  sampleLeads,
  submitBody,
  uploadLeads,
  texter,
} from '../../../test/campaign-helpers';
import { countRows, createTestApp, queryRows, type TestApp } from '../../../test/test-database';

/**
 * The wizard's submit as one server operation (spec 4): campaign unpaid -> charge -> payment record ->
 * status new with paymentId -> contacts -> collaborators, idempotent on the wizard's key, charging once.
 */
let t: TestApp;
let officer: Awaited<ReturnType<typeof signedInAs>>;
let templateId: string;

beforeAll(async () => {
  t = await createTestApp(identityEnv, { seed: true });
  officer = await texter(t, ['user', 'loanofficer', 'campaigns']);
  const templates = await get(t, '/api/notifications/message/templates', officer.cookie);
  templateId = templates.json<{ results: { id: string }[] }>().results[0]!.id;
});
afterAll(() => t.close());

const submit = (body: unknown, cookie = officer.cookie) => post(t, '/api/site/campaign/submit', body, cookie);
const paymentsOf = (campaignId: string) =>
  queryRows<{ status: string; amount_cents: number }>(
    t.database,
    'select status, amount_cents from payments where type_id = $1',
    [campaignId],
  );

describe('campaign submit', () => {
  it('charges the server-computed price once, then sets the campaign up with its valid contacts', async () => {
    const upload = await uploadLeads(t, officer.cookie, sampleLeads);
    expect(upload.report.valid).toBe(3);
    const body = submitBody(upload.importId, templateId);

    const first = await submit(body);
    expect(first.statusCode, first.body).toBe(200);
    const awaiting = first.json<CampaignSubmitReply>();
    expect(awaiting).toMatchObject({ state: 'awaiting_payment', amountCents: 15, records: 3 });
    expect(awaiting.payment?.processor).toBe('sandbox');

    const confirmed = await confirmCard(t, officer.cookie, awaiting);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'succeeded', error: null });

    const done = (await submit(body)).json<CampaignSubmitReply>();
    expect(done.state).toBe('submitted');
    expect(done.card).toMatchObject({ last4: '4242', expMonth: 12, expYear: 2030 });
    expect(done.billing).toMatchObject({ address: '1 Main St', city: 'Roseville' });
    expect(done.campaign).toMatchObject({ status: 'new', totalContacts: 3, paymentId: expect.any(String) });

    const phones = await queryRows<{ phone_number: string }>(
      t.database,
      'select phone_number from campaign_contacts where campaign_id = $1 order by phone_number',
      [done.campaignId],
    );
    expect(phones.map((row) => row.phone_number)).toEqual(['+19165550101', '+19165550102', '+19165550103']);
    expect(await paymentsOf(done.campaignId)).toEqual([{ status: 'succeeded', amount_cents: 15 }]);

    // A reload after success answers the same, with nothing made or charged again.
    expect((await submit(body)).json<CampaignSubmitReply>()).toMatchObject({
      state: 'submitted',
      campaignId: done.campaignId,
    });
    expect(await countRows(t.database, 'campaigns', 'id = $1', [done.campaignId])).toBe(1);
    expect(await paymentsOf(done.campaignId)).toHaveLength(1);
  });

  it('a double click makes one campaign and one payment', async () => {
    const upload = await uploadLeads(t, officer.cookie, sampleLeads);
    const body = submitBody(upload.importId, templateId);
    const replies = await Promise.all([submit(body), submit(body), submit(body)]);
    const ids = new Set(replies.map((reply) => reply.json<CampaignSubmitReply>().campaignId));
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200]);
    expect(ids.size).toBe(1);
    const [campaignId] = [...ids];
    expect(await paymentsOf(campaignId!)).toHaveLength(1);
    const intents = await queryRows(t.database, 'select id from sandbox_payment_intents where idempotency_key = $1', [
      `campaign-${campaignId}`,
    ]);
    expect(intents).toHaveLength(1);
  });

  it('a declined card charges nothing and keeps the submission open for another card', async () => {
    const upload = await uploadLeads(t, officer.cookie, sampleLeads);
    const body = submitBody(upload.importId, templateId);
    const awaiting = (await submit(body)).json<CampaignSubmitReply>();

    const declined = await confirmCard(t, officer.cookie, awaiting, declinedCard);
    expect(declined.json()).toMatchObject({ error: { message: paymentMessages.declined } });
    const still = (await submit(body)).json<CampaignSubmitReply>();
    expect(still).toMatchObject({ state: 'awaiting_payment', campaignId: awaiting.campaignId, campaign: null });
    expect(await paymentsOf(awaiting.campaignId)).toEqual([{ status: 'requires_payment', amount_cents: 15 }]);
    const campaign = await get(t, `/api/site/campaign/${awaiting.campaignId}`, officer.cookie);
    expect(campaign.json()).toMatchObject({ status: 'unpaid', totalContacts: 0 });

    await confirmCard(t, officer.cookie, still);
    expect((await submit(body)).json<CampaignSubmitReply>().state).toBe('submitted');
  });

  it('refunds and says so when the upload is gone by the time the payment succeeds', async () => {
    const upload = await uploadLeads(t, officer.cookie, sampleLeads);
    const body = submitBody(upload.importId, templateId);
    const awaiting = (await submit(body)).json<CampaignSubmitReply>();
    await t.database.sql.executeSql('delete from contact_imports where id = $1', [upload.importId]);
    await confirmCard(t, officer.cookie, awaiting);

    const reply = (await submit(body)).json<CampaignSubmitReply>();
    expect(reply).toMatchObject({ state: 'refunded', message: paymentMessages.refunded, campaign: null });
    expect(await paymentsOf(awaiting.campaignId)).toEqual([{ status: 'refunded', amount_cents: 15 }]);
    const campaign = await get(t, `/api/site/campaign/${awaiting.campaignId}`, officer.cookie);
    expect(campaign.json()).toMatchObject({ status: 'canceled', totalContacts: 0 });
  });

  it('refuses a half-made submit and stores nothing', async () => {
    const upload = await uploadLeads(t, officer.cookie, sampleLeads);
    const before = await countRows(t.database, 'campaigns');
    const cases: [unknown, string][] = [
      [submitBody(upload.importId, 'no-such-template'), campaignMessages.templateNotFound],
      [
        submitBody(upload.importId, templateId, {
          campaign: { ...submitBody('', templateId).campaign, endDate: '2099-03-01' },
        }),
        campaignMessages.endBeforeStart,
      ],
      [
        submitBody(upload.importId, templateId, {
          campaign: { ...submitBody('', templateId).campaign, messagesPerDay: '0' },
        }),
        campaignMessages.messagesPerDayRequired,
      ],
      [
        submitBody(upload.importId, templateId, {
          campaign: { ...submitBody('', templateId).campaign, messagesPerDay: 'abc' },
        }),
        campaignMessages.messagesPerDayRequired,
      ],
      [submitBody('not-an-import', templateId), 'This upload has expired or does not exist; upload the file again'],
      [
        submitBody(upload.importId, templateId, {
          collaborators: [{ id: 'someone', name: 'Stranger', type: 'individual' }],
        }),
        'Stranger is not in your teams',
      ],
    ];
    for (const [body, message] of cases) {
      const reply = await submit(body);
      expect(reply.statusCode, reply.body).toBe(400);
      expect(reply.json().errorMessage).toBe(message);
    }
    expect(await countRows(t.database, 'campaigns')).toBe(before);
  });

  it("does not let another person continue someone's upload", async () => {
    const upload = await uploadLeads(t, officer.cookie, sampleLeads);
    const other = await texter(t, ['user', 'campaigns']);
    const reply = await submit(submitBody(upload.importId, templateId), other.cookie);
    expect(reply.statusCode).toBe(400);
  });
});
