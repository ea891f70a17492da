import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, identityEnv } from '../../../test/identity-helpers';
import { createTestApp, queryRows, type TestApp } from '../../../test/test-database';
import type { Carrier } from './providers/carrier';
import { sandboxCarrier } from './providers/sandbox-carrier';
import { SANDBOX_FROM, dispatchDepsOf, dispatchTick, pollCarrierDeliveries, type DispatchDeps } from './testing';
import { campaignMaker, leads, servicesOf } from '../../../test/campaign-helpers';
import { countersAndRecount } from '../../../test/campaign-recount';

/**
 * The sender on a paid campaign, with a fake clock: it starts on its start date by one compare-and-set,
 * texts each contact once inside the recipient's allowed hours and the daily cap, checks opt-outs right
 * before each text, settles texts a crash left unknown with the carrier instead of resending, and
 * completes the campaign.
 */
let t: TestApp;
let officer: Awaited<ReturnType<typeof campaignMaker>>['officer'];
let paidCampaign: (csv: string) => Promise<string>;

// 2099-03-02 is a Monday; the campaigns send Mon, Wed and Fri from 2099-03-02 to 2099-04-30.
const at = (iso: string) => new Date(iso);

const sendsOf = (campaignId: string) =>
  queryRows<{ phone: string; status: string; due_at: Date | null; skip_reason: string | null }>(
    t.runtime.database,
    'select phone, status, due_at, skip_reason from campaign_sends where campaign_id = $1 order by phone',
    [campaignId],
  );
const textsTo = (phones: string[]) =>
  queryRows<{ to_number: string; body: string }>(
    t.runtime.database,
    'select to_number, body from sandbox_texts where to_number = any($1) order by to_number',
    [phones],
  );
const campaignOf = async (campaignId: string) =>
  (await get(t, `/api/site/campaign/${campaignId}`, officer.cookie)).json<{ status: string; totalSent: number }>();

function depsAt(clock: { now: Date }, carrier?: Carrier): DispatchDeps {
  const deps = dispatchDepsOf(servicesOf(t), () => clock.now);
  return carrier ? { ...deps, carrier } : deps;
}

beforeAll(async () => {
  t = await createTestApp(identityEnv, { seed: true });
  ({ officer, paidCampaign } = await campaignMaker(t));
});
afterAll(() => t.close());

describe('campaign sender', () => {
  it('starts on the start date, waits for 8am in the recipient zone, texts each contact once and completes', async () => {
    const phones = ['+19165550201', '+19165550202', '+19165550203'];
    const id = await paidCampaign(
      leads(['Ada,L,(916) 555-0201,95661', 'Alan,T,916.555.0202,95747', 'Grace,H,+1 916 555 0203,95678']),
    );
    const clock = { now: at('2099-03-01T18:00:00Z') }; // Sunday, before the start date
    expect((await dispatchTick(depsAt(clock))).started).toBe(0);
    expect(await sendsOf(id)).toEqual([]);

    clock.now = at('2099-03-02T14:59:00Z'); // Monday 6:59am in California
    const first = await dispatchTick(depsAt(clock));
    expect(first).toMatchObject({ started: 1, sent: 0 });
    const ledger = await sendsOf(id);
    expect(ledger.map((row) => [row.phone, row.status])).toEqual(phones.map((phone) => [phone, 'pending']));
    // 8am Pacific (PST, UTC-8) is 16:00 UTC.
    for (const row of ledger) expect(new Date(row.due_at!).toISOString()).toBe('2099-03-02T16:00:00.000Z');
    expect(await campaignOf(id)).toMatchObject({ status: 'active', totalSent: 0 });

    clock.now = at('2099-03-02T16:00:00Z');
    expect(await dispatchTick(depsAt(clock))).toMatchObject({ sent: 3, completed: 1 });
    const texts = await textsTo(phones);
    expect(texts.map((text) => text.to_number)).toEqual(phones);
    expect(texts[0]!.body).toMatch(/^Hi Ada,/);
    expect(texts.every((text) => !text.body.includes('{{'))).toBe(true);
    expect(await campaignOf(id)).toMatchObject({ status: 'complete', totalSent: 3 });
    const sentTab = await get(t, `/api/site/campaign/${id}/contacts?limit=50&status=sent`, officer.cookie);
    expect(
      sentTab.json<{ results: { phoneNumber: string }[] }>().results.map((contact) => contact.phoneNumber),
    ).toEqual(phones);

    expect(await dispatchTick(depsAt(clock))).toMatchObject({ started: 0, sent: 0 });
    expect(await textsTo(phones)).toHaveLength(3);
  });

  it('texts an Eastern recipient at 8am Eastern while a Pacific one waits three hours', async () => {
    const id = await paidCampaign(leads(['Ny,One,(212) 555-0211,10001', 'Ca,Two,(916) 555-0212,95661']));
    const clock = { now: at('2099-03-02T13:00:00Z') }; // 8:00 Eastern, 5:00 Pacific
    expect(await dispatchTick(depsAt(clock))).toMatchObject({ started: 1, sent: 1 });
    expect((await sendsOf(id)).map((row) => [row.phone, row.status])).toEqual([
      ['+12125550211', 'sent'],
      ['+19165550212', 'pending'],
    ]);
    clock.now = at('2099-03-02T16:00:00Z');
    expect(await dispatchTick(depsAt(clock))).toMatchObject({ sent: 1, completed: 1 });
  });

  it('keeps to the daily cap and sends the rest on the next sending day', async () => {
    const id = await paidCampaign(
      leads(['A,One,(916) 555-0221,95661', 'B,Two,(916) 555-0222,95661', 'C,Three,(916) 555-0223,95661']),
    );
    await queryRows(t.runtime.database, 'update campaigns set messages_per_day = 2 where id = $1', [id]);
    const clock = { now: at('2099-03-02T17:00:00Z') };
    expect(await dispatchTick(depsAt(clock))).toMatchObject({ sent: 2 });
    clock.now = at('2099-03-02T20:00:00Z'); // later the same day: the cap holds
    expect(await dispatchTick(depsAt(clock))).toMatchObject({ sent: 0 });
    clock.now = at('2099-03-04T16:00:00Z'); // Wednesday 8am Pacific
    expect(await dispatchTick(depsAt(clock))).toMatchObject({ sent: 1, completed: 1 });
    expect(await campaignOf(id)).toMatchObject({ totalSent: 3 });
  });

  it('checks opt-outs right before each text: a number that opted out after the import is not texted', async () => {
    const id = await paidCampaign(leads(['Stay,In,(916) 555-0231,95661', 'Opt,Out,(916) 555-0232,95661']));
    const [scope] = await queryRows<{ scope: string }>(
      t.runtime.database,
      'select suppression_scope as scope from contact_imports order by created_date desc limit 1',
    );
    await queryRows(
      t.runtime.database,
      "insert into suppressions (scope, phone, source) values ($1, '+19165550232', 'reply')",
      [scope!.scope],
    );
    const clock = { now: at('2099-03-02T17:00:00Z') };
    expect(await dispatchTick(depsAt(clock))).toMatchObject({ sent: 1, skipped: 1, completed: 1 });
    expect((await sendsOf(id)).map((row) => [row.status, row.skip_reason])).toEqual([
      ['sent', null],
      ['skipped', 'opted-out'],
    ]);
    expect(await textsTo(['+19165550232'])).toEqual([]);
  });

  it('after a crash mid-send, asks the carrier: a text it has is recorded, one it has not is sent once', async () => {
    const phones = ['+19165550241', '+19165550242'];
    const id = await paidCampaign(leads(['Got,There,(916) 555-0241,95661', 'Never,Left,(916) 555-0242,95661']));
    const clock = { now: at('2099-03-02T17:00:00Z') };
    const sandbox = sandboxCarrier(t.runtime.database.db, { from: SANDBOX_FROM, now: () => clock.now });
    // The process dies during the carrier calls: the first text reached the carrier, the second did not.
    const calls: Promise<unknown>[] = [];
    const dying: Carrier = {
      ...sandbox,
      async send(text) {
        if (text.to === phones[0]) calls.push(sandbox.send(text));
        await Promise.all(calls);
        throw new Error('process killed');
      },
    };
    await expect(dispatchTick(depsAt(clock, dying))).rejects.toThrow('process killed');
    await Promise.all(calls); // the sender calls the carrier concurrently: the first call may outlive the tick
    expect((await sendsOf(id)).map((row) => row.status)).toEqual(['sending', 'sending']);

    clock.now = at('2099-03-02T17:00:30Z'); // too soon to tell a crash from a slow carrier: left alone
    expect(await dispatchTick(depsAt(clock))).toMatchObject({ reconciled: 0, sent: 0 });

    clock.now = at('2099-03-02T17:02:00Z');
    expect(await dispatchTick(depsAt(clock))).toMatchObject({ reconciled: 2, sent: 1, completed: 1 });
    expect((await textsTo(phones)).map((text) => text.to_number)).toEqual(phones);
    expect(await campaignOf(id)).toMatchObject({ status: 'complete', totalSent: 2 });
  });

  it('counts a text the carrier settled while the ledger had lost its id: Delivered and Failed stay the recount', async () => {
    const phones = ['+15003060261', '+19165550261'];
    const id = await paidCampaign(leads(['Land,Line,(500) 306-0261,95661', 'Got,There,(916) 555-0261,95661']));
    const clock = { now: at('2099-03-02T17:00:00Z') };
    const sandbox = sandboxCarrier(t.runtime.database.db, { from: SANDBOX_FROM, now: () => clock.now });
    // Both texts reach the carrier; the process dies before the ledger records their message ids. The sender
    // calls the carrier concurrently, so the first throw ends the tick while the other call may still be on its
    // way: the carrier has both texts only once both calls have returned.
    const calls: Promise<unknown>[] = [];
    const dying: Carrier = {
      ...sandbox,
      async send(text) {
        const call = sandbox.send(text);
        calls.push(call);
        await call;
        throw new Error('process killed');
      },
    };
    await expect(dispatchTick(depsAt(clock, dying))).rejects.toThrow('process killed');
    await Promise.all(calls);
    expect(calls).toHaveLength(2);

    // The carrier's reports come first: the ledger has no such message ids yet, so they change nothing there.
    clock.now = at('2099-03-02T17:02:00Z');
    const delivery = { db: t.runtime.database.db, now: () => clock.now, tellOwner: async () => undefined };
    await pollCarrierDeliveries(delivery, sandbox);
    expect((await sendsOf(id)).map((row) => row.status)).toEqual(['sending', 'sending']);
    // The reconcile finds both at the carrier, already final, and counts them as it records them.
    expect(await dispatchTick(depsAt(clock))).toMatchObject({ reconciled: 2, completed: 1 });
    const { stored, recount } = await countersAndRecount(t, id);
    expect(recount).toMatchObject({ totalSent: 2, totalDelivered: 1, totalFailed: 1 });
    expect(stored).toMatchObject({ totalSent: 2, totalDelivered: 1, totalFailed: 1 });
    expect((await textsTo(phones)).map((text) => text.to_number)).toEqual(phones);
  });

  it('starts a campaign once when two senders run at the same moment, and texts each contact once', async () => {
    const phones = ['+19165550251', '+19165550252', '+19165550253'];
    const id = await paidCampaign(
      leads(['A,One,(916) 555-0251,95661', 'B,Two,(916) 555-0252,95661', 'C,Three,(916) 555-0253,95661']),
    );
    const clock = { now: at('2099-03-02T17:00:00Z') };
    const reports = await Promise.all([dispatchTick(depsAt(clock)), dispatchTick(depsAt(clock))]);
    expect(reports.reduce((sum, report) => sum + report.started, 0)).toBe(1);
    await dispatchTick(depsAt(clock));
    expect(await textsTo(phones)).toHaveLength(3);
    expect(await campaignOf(id)).toMatchObject({ status: 'complete', totalSent: 3 });
  });
});
