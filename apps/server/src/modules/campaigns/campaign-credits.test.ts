import { type CampaignSubmitReply, type CreditBalance } from '@roost/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, identityEnv, post, put, sessionOf, signedInAs, type Person } from '../../../test/identity-helpers';
import { confirmCard, declinedCard, leads, submitBody, uploadLeads, texter } from '../../../test/campaign-helpers';
import { countRows, createTestApp, queryRows, type TestApp } from '../../../test/test-database';
import { campaignsDepsOf } from './module';
import { resumeStaleSubmissions } from './service/finalize-job';
import { submitCampaign } from './service/submit';

/**
 * Credits for what was paid and never sent: archiving a paid campaign early credits its unsent records to
 * the payer (once), and the next submit spends them before the card, charging only the rest.
 */
let t: TestApp;
let templateId: string;

beforeAll(async () => {
  t = await createTestApp(identityEnv, { seed: true });
  const someone = await texter(t, ['user', 'loanofficer', 'campaigns']);
  const templates = await get(t, '/api/notifications/message/templates', someone.cookie);
  templateId = templates.json<{ results: { id: string }[] }>().results[0]!.id;
});
afterAll(() => t.close());

const officer = () => texter(t, ['user', 'loanofficer', 'campaigns']);
let phones = 0;
/** A lead file of `count` people with phone numbers no other file in this test has. */
const leadFile = (count: number) =>
  leads(
    Array.from({ length: count }, (_, index) => {
      phones += 1;
      return `Lead,${index},916555${String(1000 + phones).padStart(4, '0')},95661`;
    }),
  );

const submit = (person: Person, body: unknown) => post(t, '/api/site/campaign/submit', body, person.cookie);
const balanceOf = async (person: Person) => (await get(t, '/api/payment/credits', person.cookie)).json<CreditBalance>();
const paymentsOf = (campaignId: string) =>
  queryRows<{ status: string; amount_cents: number }>(
    t.database,
    'select status, amount_cents from payments where type_id = $1',
    [campaignId],
  );

/** A campaign of `records` leads, paid with the test card. */
async function paidCampaign(person: Person, records: number): Promise<string> {
  const upload = await uploadLeads(t, person.cookie, leadFile(records));
  const body = submitBody(upload.importId, templateId);
  const awaiting = (await submit(person, body)).json<CampaignSubmitReply>();
  await confirmCard(t, person.cookie, awaiting);
  const done = (await submit(person, body)).json<CampaignSubmitReply>();
  expect(done.state).toBe('submitted');
  return done.campaignId;
}

/** Stands in for the sender: the campaign is at `status` with `sent` of its texts gone. */
const sendingState = (campaignId: string, status: string, sent: number) =>
  t.database.sql.executeSql('update campaigns set status = $2, total_sent = $3 where id = $1', [
    campaignId,
    status,
    sent,
  ]);
const archive = (person: Person, campaignId: string) =>
  put(t, `/api/site/campaign/${campaignId}`, { status: 'archived' }, person.cookie);

describe('archiving a paid campaign early', () => {
  it('says what it will credit, credits the unsent records at the price paid, once', async () => {
    const payer = await officer();
    const campaignId = await paidCampaign(payer, 20);
    await sendingState(campaignId, 'active', 5);

    const preview = await get(t, `/api/site/campaign/${campaignId}/archive-credit`, payer.cookie);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      unsentRecords: 15,
      creditCents: 75,
      expiresAt: expect.any(String),
      paidByCaller: true,
    });

    const archived = await archive(payer, campaignId);
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json()).toMatchObject({ status: 'archived', credit: { amountCents: 75 } });
    const expiresAt = new Date(archived.json<{ credit: { expiresAt: string } }>().credit.expiresAt);
    const inAYear = new Date();
    inAYear.setUTCMonth(inAYear.getUTCMonth() + 12);
    expect(Math.abs(expiresAt.getTime() - inAYear.getTime())).toBeLessThan(3_600_000);
    expect(await balanceOf(payer)).toMatchObject({ availableCents: 75, nextExpiry: { amountCents: 75 } });

    // Asked again (a retry after a lost reply): the same credit, nothing added.
    const again = await archive(payer, campaignId);
    expect(again.json()).toMatchObject({ status: 'archived', credit: { amountCents: 75 } });
    expect((await balanceOf(payer)).availableCents).toBe(75);
  });

  it('credits once when archives race', async () => {
    const payer = await officer();
    const campaignId = await paidCampaign(payer, 20);
    await sendingState(campaignId, 'paused', 0);
    const replies = await Promise.all([1, 2, 3].map(() => archive(payer, campaignId)));
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200]);
    for (const reply of replies) expect(reply.json()).toMatchObject({ credit: { amountCents: 100 } });
    expect((await balanceOf(payer)).availableCents).toBe(100);
    expect(await countRows(t.database, 'payment_credits', 'user_id = $1', [payer.id])).toBe(1);
  });

  it('says nothing about money when every text went, and credits nothing', async () => {
    const payer = await officer();
    const campaignId = await paidCampaign(payer, 4);
    await sendingState(campaignId, 'complete', 4);
    const preview = await get(t, `/api/site/campaign/${campaignId}/archive-credit`, payer.cookie);
    expect(preview.json()).toEqual({ unsentRecords: 0, creditCents: 0, expiresAt: null, paidByCaller: false });
    const archived = await archive(payer, campaignId);
    expect(archived.json()).toMatchObject({ status: 'archived', credit: null });
    expect(await balanceOf(payer)).toEqual({ availableCents: 0, nextExpiry: null });
  });

  it('credits the payer when an admin archives it', async () => {
    const payer = await officer();
    const admin = await signedInAs(t, ['user', 'admin']);
    const campaignId = await paidCampaign(payer, 4);
    const preview = await get(t, `/api/site/campaign/${campaignId}/archive-credit`, admin.cookie);
    expect(preview.json()).toMatchObject({ creditCents: 20, paidByCaller: false });
    expect((await archive(admin, campaignId)).json()).toMatchObject({ credit: { amountCents: 20 } });
    expect((await balanceOf(payer)).availableCents).toBe(20);
    expect((await balanceOf(admin)).availableCents).toBe(0);
  });

  it("answers 404 for someone else's campaign and credits no one", async () => {
    const payer = await officer();
    const stranger = await officer();
    const campaignId = await paidCampaign(payer, 4);
    expect((await get(t, `/api/site/campaign/${campaignId}/archive-credit`, stranger.cookie)).statusCode).toBe(404);
    expect((await archive(stranger, campaignId)).statusCode).toBe(404);
    expect(await countRows(t.database, 'payment_credits', 'user_id in ($1, $2)', [payer.id, stranger.id])).toBe(0);
    const campaign = await get(t, `/api/site/campaign/${campaignId}`, payer.cookie);
    expect(campaign.json()).toMatchObject({ status: 'new' });
  });
});

describe('the next submit', () => {
  it('spends credits before the card and charges only the rest; a declined card spends none', async () => {
    const payer = await officer();
    await archive(payer, await paidCampaign(payer, 20)); // 100 cents of credit, nothing was sent
    expect((await balanceOf(payer)).availableCents).toBe(100);

    const upload = await uploadLeads(t, payer.cookie, leadFile(40));
    const body = submitBody(upload.importId, templateId);
    const awaiting = (await submit(payer, body)).json<CampaignSubmitReply>();
    expect(awaiting).toMatchObject({ state: 'awaiting_payment', amountCents: 200, creditCents: 100, chargeCents: 100 });
    expect(await paymentsOf(awaiting.campaignId)).toEqual([{ status: 'requires_payment', amount_cents: 100 }]);

    await confirmCard(t, payer.cookie, awaiting, declinedCard);
    expect((await submit(payer, body)).json<CampaignSubmitReply>().state).toBe('awaiting_payment');
    expect((await balanceOf(payer)).availableCents).toBe(100);

    await confirmCard(t, payer.cookie, awaiting);
    const done = (await submit(payer, body)).json<CampaignSubmitReply>();
    expect(done).toMatchObject({ state: 'submitted', creditCents: 100, chargeCents: 100 });
    expect(done.campaign).toMatchObject({ status: 'new', totalContacts: 40 });
    expect(await paymentsOf(done.campaignId)).toEqual([{ status: 'succeeded', amount_cents: 100 }]);
    expect((await balanceOf(payer)).availableCents).toBe(0);
    // Continued again: nothing spent or charged twice.
    await submit(payer, body);
    expect((await balanceOf(payer)).availableCents).toBe(0);
    expect(await paymentsOf(done.campaignId)).toHaveLength(1);
  });

  it('needs no card when credits cover the price, and a second draft cannot count on the same credit', async () => {
    const payer = await officer();
    await archive(payer, await paidCampaign(payer, 20)); // 100 cents

    const upload = await uploadLeads(t, payer.cookie, leadFile(10));
    const covered = (await submit(payer, submitBody(upload.importId, templateId))).json<CampaignSubmitReply>();
    expect(covered).toMatchObject({
      state: 'submitted',
      amountCents: 50,
      creditCents: 50,
      chargeCents: 0,
      payment: null,
      card: null,
      billing: { city: 'Roseville' },
    });
    expect(covered.campaign).toMatchObject({ status: 'new', totalContacts: 10, paymentId: null });
    expect(await paymentsOf(covered.campaignId)).toEqual([]);
    expect((await balanceOf(payer)).availableCents).toBe(50);

    // 50 cents left: the first unpaid draft sets them aside; the second pays its whole price by card.
    const first = await uploadLeads(t, payer.cookie, leadFile(20));
    const second = await uploadLeads(t, payer.cookie, leadFile(20));
    const one = (await submit(payer, submitBody(first.importId, templateId))).json<CampaignSubmitReply>();
    const two = (await submit(payer, submitBody(second.importId, templateId))).json<CampaignSubmitReply>();
    expect(one).toMatchObject({ state: 'awaiting_payment', creditCents: 50, chargeCents: 50 });
    expect(two).toMatchObject({ state: 'awaiting_payment', creditCents: 0, chargeCents: 100 });
  });

  it('a set-up that fails after a submit paid by credits spends nothing; the sweep finishes it, spending once', async () => {
    const payer = await officer();
    await archive(payer, await paidCampaign(payer, 20)); // 100 cents
    const upload = await uploadLeads(t, payer.cookie, leadFile(10));
    const deps = campaignsDepsOf(t.runtime);
    const failing = {
      ...deps,
      leads: {
        ...deps.leads,
        validImportContacts: () => Promise.reject(new Error('the database went away mid-copy')),
      },
    };
    const body = submitBody(upload.importId, templateId);
    const caller = sessionOf(payer, ['user', 'loanofficer', 'campaigns']);
    await expect(submitCampaign(failing, caller, { ...body, collaborators: [] })).rejects.toThrow('went away');
    expect((await balanceOf(payer)).availableCents).toBe(100);

    const later = new Date(Date.now() + 10 * 60_000);
    expect(await resumeStaleSubmissions(deps, later)).toBe(1);
    expect(await resumeStaleSubmissions(deps, later)).toBe(0);
    expect((await balanceOf(payer)).availableCents).toBe(50);
    const done = (await submit(payer, body)).json<CampaignSubmitReply>();
    expect(done).toMatchObject({ state: 'submitted', creditCents: 50, chargeCents: 0 });
    expect(done.campaign).toMatchObject({ status: 'new', totalContacts: 10 });
    expect((await balanceOf(payer)).availableCents).toBe(50);
  });
});
