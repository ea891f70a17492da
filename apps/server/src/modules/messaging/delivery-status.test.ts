import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignMaker, contactStatuses, leads, servicesOf } from '../../../test/campaign-helpers';
import { countersAndRecount } from '../../../test/campaign-recount';
import { get, identityEnv, put } from '../../../test/identity-helpers';
import { createTestApp, queryRows, type TestApp } from '../../../test/test-database';
import {
  deliveryDepsOf,
  dispatchDepsOf,
  dispatchTick,
  FILTERED_BURST,
  pollCarrierDeliveries,
  recordRefusedSend,
  retryUnknownReport,
} from './testing';

/**
 * Delivery statuses on the sandbox carrier, which moves its texts like a real carrier reports them: queued,
 * sent a second later, then delivered (or, for its failing numbers, undelivered with the carrier's error)
 * three seconds after. Counters grow once per final outcome and equal a recount of the ledger; error codes
 * act (a bad number becomes DoNotCall, a burst of carrier filtering pauses the campaign and tells its owner
 * once), and a text refused at send is counted failed with the same actions.
 */
let t: TestApp;
let maker: Awaited<ReturnType<typeof campaignMaker>>;
const clock = { now: new Date('2099-03-02T17:00:00Z') };
const later = (ms: number) => new Date(clock.now.getTime() + ms);

const dispatch = () => dispatchTick(dispatchDepsOf(servicesOf(t), () => clock.now));
/** The sender's worker step that reports the sandbox's statuses, at `at`. */
const poll = (at: Date) =>
  pollCarrierDeliveries(
    deliveryDepsOf({ ...t.runtime, config: t.config }, () => at),
    dispatchDepsOf(servicesOf(t)).carrier,
  );

const ledger = (campaignId: string) =>
  queryRows<{ phone: string; status: string; delivery_status: string | null; error_code: number | null }>(
    t.runtime.database,
    'select phone, status, delivery_status, error_code from campaign_sends where campaign_id = $1 order by phone',
    [campaignId],
  );
const campaign = async (id: string) =>
  (await get(t, `/api/site/campaign/${id}`, maker.officer.cookie)).json<{
    status: string;
    totalDelivered: number;
    totalFailed: number;
    pauseReason: string | null;
  }>();
const mailsTo = (email: string) =>
  queryRows<{ subject: string; text: string; html: string }>(
    t.runtime.database,
    'select subject, text, html from outbox_mails where "to" = $1 order by created_at',
    [email],
  );

/** A paid campaign that sends at most `perDay` texts a day (below the wizard's minimum, as the sender test does). */
async function campaignSending(perDay: number, rows: string[]) {
  const id = await maker.paidCampaign(leads(rows));
  await queryRows(t.runtime.database, 'update campaigns set messages_per_day = $2 where id = $1', [id, perDay]);
  return id;
}

beforeAll(async () => {
  t = await createTestApp(identityEnv, { seed: true });
  maker = await campaignMaker(t);
});
afterAll(() => t.close());

describe('sandbox delivery statuses', () => {
  it('moves texts queued -> sent -> delivered over a few seconds, counts each once and shows it on the virtual phone', async () => {
    const id = await maker.paidCampaign(
      leads(['Ann,Ok,(916) 555-0501,95661', 'Bo,Ok,(916) 555-0502,95661', 'Landline,Home,(500) 306-0001,95661']),
    );
    expect(await dispatch()).toMatchObject({ sent: 3 });
    expect((await ledger(id)).map((row) => row.delivery_status)).toEqual(['queued', 'queued', 'queued']);

    expect(await poll(later(500))).toBe(0);
    expect(await poll(later(1_000))).toBe(3);
    expect((await ledger(id)).map((row) => row.delivery_status)).toEqual(['sent', 'sent', 'sent']);
    expect(await campaign(id)).toMatchObject({ totalDelivered: 0, totalFailed: 0 });

    expect(await poll(later(3_000))).toBe(3);
    expect((await ledger(id)).map((row) => [row.phone, row.status, row.delivery_status, row.error_code])).toEqual([
      ['+15003060001', 'sent', 'undelivered', 30006],
      ['+19165550501', 'sent', 'delivered', null],
      ['+19165550502', 'sent', 'delivered', null],
    ]);
    // A landline (30006) is a number that cannot take texts: DoNotCall, counted failed.
    expect(await contactStatuses(t, '+15003060001')).toEqual(['DoNotCall']);
    expect(await contactStatuses(t, '+19165550501')).toEqual(['Sent']);
    expect(await campaign(id)).toMatchObject({ totalDelivered: 2, totalFailed: 1 });

    // Nothing moves twice.
    expect(await poll(later(60_000))).toBe(0);
    const { stored, recount } = await countersAndRecount(t, id);
    expect(stored).toEqual(recount);

    const phone = (await t.app.inject({ method: 'GET', url: '/dev/phone' })).body;
    expect(phone).toContain('<span class="status">delivered</span>');
    expect(phone).toContain('<span class="status">undelivered</span>');
  });

  it(`pauses a campaign once ${FILTERED_BURST.texts} of its texts are filtered as spam (30007), and tells its owner once`, async () => {
    // Six texts a day: the campaign is still sending when the carrier's verdicts come back.
    const filtered = Array.from({ length: 8 }, (_, n) => `Spam${n},Filtered,(500) 307-000${n + 1},95661`);
    const id = await campaignSending(6, filtered);
    clock.now = new Date('2099-03-04T17:00:00Z');
    expect(await dispatch()).toMatchObject({ sent: 6 });
    expect(await poll(later(3_000))).toBe(6);

    const paused = await campaign(id);
    expect(paused).toMatchObject({ status: 'paused', totalFailed: 6, totalDelivered: 0 });
    expect(paused.pauseReason).toMatch(/^Paused automatically: carriers filtered 5 of this campaign's texts as spam/);
    // Filtering is about the message, not the numbers: the texted contacts stay Sent.
    const statuses = await queryRows<{ status: string; count: number }>(
      t.runtime.database,
      'select status, count(*)::int as count from campaign_contacts where campaign_id = $1 group by status order by status',
      [id],
    );
    expect(statuses).toEqual([
      { status: 'New', count: 2 },
      { status: 'Sent', count: 6 },
    ]);

    const mails = await mailsTo(maker.officer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your campaign "Spring refinance" is paused');
    expect(mails[0]!.text).toContain(paused.pauseReason!);
    expect(mails[0]!.text).toContain(`/campaign/${id}`);
    // Nothing about any contact: no number, no name.
    expect(`${mails[0]!.text}${mails[0]!.html}`).not.toMatch(/\+?1?500\D?307|Spam\d/);

    // Paused: the sender leaves the rest; more verdicts neither pause again nor mail again.
    clock.now = new Date('2099-03-06T17:00:00Z');
    expect(await dispatch()).toMatchObject({ sent: 0 });
    expect(await poll(later(60_000))).toBe(0);
    expect(await mailsTo(maker.officer.email)).toHaveLength(1);
    const { stored, recount } = await countersAndRecount(t, id);
    expect(stored).toEqual(recount);

    // The owner resumes it: running again, the reason gone.
    const resumed = await put(t, `/api/site/campaign/${id}`, { status: 'active' }, maker.officer.cookie);
    expect(resumed.json()).toMatchObject({ status: 'active', pauseReason: null });
    await put(t, `/api/site/campaign/${id}`, { status: 'archived' }, maker.officer.cookie); // the next test's texts alone
  });

  it(`keeps sending when fewer than ${FILTERED_BURST.texts} texts are filtered`, async () => {
    const rows = Array.from({ length: 6 }, (_, n) => `Few${n},Filtered,(500) 307-010${n},95661`);
    const id = await campaignSending(4, rows);
    clock.now = new Date('2099-03-09T17:00:00Z');
    expect(await dispatch()).toMatchObject({ sent: 4 });
    expect(await poll(later(3_000))).toBe(4);
    expect(await campaign(id)).toMatchObject({ status: 'active', totalFailed: 4, pauseReason: null });
  });
});

describe('texts refused at send', () => {
  /** A campaign whose one contact's row is claimed (sending), as the sender holds it during the carrier call. */
  async function claimedRow(csvRow: string) {
    const id = await maker.paidCampaign(leads([csvRow]));
    clock.now = new Date('2099-03-11T14:00:00Z'); // Wednesday, before 8am: started, nothing due yet
    await dispatch();
    const [row] = await queryRows<{ id: string; contactId: string; phone: string }>(
      t.runtime.database,
      `update campaign_sends set status = 'sending', claimed_at = $2 where campaign_id = $1
       returning id, contact_id as "contactId", phone`,
      [id, clock.now],
    );
    const [owner] = await queryRows<{ ownerId: string; teamId: string | null }>(
      t.runtime.database,
      'select owner_id as "ownerId", team_id as "teamId" from campaigns where id = $1',
      [id],
    );
    return { campaign: { id, ...owner! }, row: row! };
  }

  it('counts a number the carrier says opted out (21610) failed, once, and opts it out in the organization', async () => {
    const { campaign: sending, row } = await claimedRow('Opted,Carrier,(500) 555-0004,95661');
    const db = t.runtime.database.db;
    expect(await recordRefusedSend(db, sending, row, 21610)).toBe(true);
    expect(await recordRefusedSend(db, sending, row, 21610)).toBe(false);
    expect(await ledger(sending.id)).toEqual([
      { phone: '+15005550004', status: 'failed', delivery_status: null, error_code: 21610 },
    ]);
    expect(await contactStatuses(t, '+15005550004')).toEqual(['OptOut']);
    expect(await queryRows(t.runtime.database, "select source from suppressions where phone = '+15005550004'")).toEqual(
      [{ source: 'carrier' }],
    );
    expect(await campaign(sending.id)).toMatchObject({ totalFailed: 1 });
    const { stored, recount } = await countersAndRecount(t, sending.id);
    expect(stored).toEqual(recount);
  });

  it('makes an invalid number (21211) DoNotCall and counts it failed', async () => {
    const { campaign: sending, row } = await claimedRow('Bad,Number,(500) 555-0001,95661');
    expect(await recordRefusedSend(t.runtime.database.db, sending, row, 21211)).toBe(true);
    expect(await contactStatuses(t, '+15005550001')).toEqual(['DoNotCall']);
    expect(await campaign(sending.id)).toMatchObject({ totalFailed: 1 });
  });

  it("answers like Twilio's test credentials for its magic numbers", async () => {
    const { carrier } = dispatchDepsOf(servicesOf(t));
    for (const [to, code] of [
      ['+15005550001', 21211],
      ['+15005550004', 21610],
      ['+15005550009', 21614],
    ] as const) {
      expect(await carrier.send({ to, body: 'Hi' })).toMatchObject({ kind: 'refused', code, retryable: false });
    }
  });
});

describe('a late verdict', () => {
  it('makes a NonResponsive contact DoNotCall and takes it off the NonResponsive count', async () => {
    const id = await maker.paidCampaign(leads(['Late,Landline,(500) 306-0002,95661']));
    clock.now = new Date('2099-03-13T17:00:00Z');
    await dispatch();
    expect((await ledger(id)).map((row) => row.status)).toEqual(['sent']);
    // No verdict for ten days: the contact counts as NonResponsive.
    clock.now = new Date('2099-03-23T17:00:00Z');
    await dispatch();
    expect(await contactStatuses(t, '+15003060002')).toEqual(['NonResponsive']);
    expect(await poll(later(0))).toBeGreaterThanOrEqual(1);
    expect(await contactStatuses(t, '+15003060002')).toEqual(['DoNotCall']);
    const { stored, recount } = await countersAndRecount(t, id);
    expect(stored).toMatchObject({ totalNonResponsive: 0, totalFailed: 1 });
    expect(stored).toEqual(recount);
  });
});

describe('a status callback that outruns the sender', () => {
  it('is tried again until the text is in the ledger, then counted once', async () => {
    const id = await maker.paidCampaign(leads(['Quick,Callback,(916) 555-0561,95661']));
    clock.now = new Date('2099-03-25T17:00:00Z');
    const deps = deliveryDepsOf({ ...t.runtime, config: t.config }, () => clock.now);
    const report = {
      messageId: 'SMnotrecordedyet0000000000000000',
      status: 'delivered' as const,
      errorCode: undefined,
    };
    retryUnknownReport(deps, report, [50, 50, 400]);
    await dispatch();
    // The sender recorded its own id: the early report stands for it (the carrier's id of this text).
    await queryRows(t.runtime.database, 'update campaign_sends set message_id = $2 where campaign_id = $1', [
      id,
      report.messageId,
    ]);
    await expect.poll(async () => (await ledger(id))[0]!.delivery_status, { timeout: 3_000 }).toBe('delivered');
    const { stored, recount } = await countersAndRecount(t, id);
    expect(stored).toMatchObject({ totalDelivered: 1 });
    expect(stored).toEqual(recount);
  });
});
