import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignMaker, contactStatuses, leads, servicesOf, textsTo } from '../../../test/campaign-helpers';
import { identityEnv } from '../../../test/identity-helpers';
import { createTestApp, queryRows, type TestApp } from '../../../test/test-database';
import { storeInbound } from './incoming-texts-repo';
import { SANDBOX_FROM, dispatchDepsOf, dispatchTick, inboundDepsOf } from './testing';
import { incomingTexts } from './service/incoming-texts';

/**
 * The inbox of incoming texts: stored before the carrier is answered, handled just after. A text a crash left
 * claimed is handled by the next pass once its claim is stale, and a text handled again (a crash after its
 * effects, before it was marked) changes nothing: one opt-out, one confirmation.
 */
let t: TestApp;
const clock = { now: new Date('2099-03-02T17:00:00Z') };
const PHONE = '+19165550871';

beforeAll(async () => {
  t = await createTestApp(identityEnv, { seed: true });
  const maker = await campaignMaker(t);
  await maker.paidCampaign(leads([`Ina,Box,${PHONE},95661`]));
  await dispatchTick(dispatchDepsOf(servicesOf(t), () => clock.now));
});
afterAll(() => t.close());

describe('incoming texts inbox', () => {
  it('handles a text a crash left claimed, and handling it again changes nothing', async () => {
    const deps = inboundDepsOf(servicesOf(t), () => clock.now);
    const errors: unknown[] = [];
    const box = incomingTexts(deps, (error) => errors.push(error));
    const text = { messageId: 'SMinbox0000000000000000000000001', from: PHONE, to: SANDBOX_FROM, body: 'STOP' };
    expect(await storeInbound(t.runtime.database.db, { ...text, receivedAt: clock.now })).toBe(true);
    expect(await storeInbound(t.runtime.database.db, { ...text, receivedAt: clock.now })).toBe(false);
    // Claimed by a process that then died.
    await queryRows(t.runtime.database, 'update inbound_texts set claimed_at = $2 where message_id = $1', [
      text.messageId,
      clock.now,
    ]);
    await box.wake();
    expect(await contactStatuses(t, PHONE)).toEqual(['Sent']); // the claim is fresh: left alone

    clock.now = new Date('2099-03-02T17:01:01Z');
    await box.wake();
    expect(await contactStatuses(t, PHONE)).toEqual(['OptOut']);
    const confirmations = async () => (await textsTo(t, PHONE)).filter((body) => /unsubscribed/i.test(body));
    expect(await confirmations()).toHaveLength(1);

    // A crash after the effects, before the text was marked handled: handled again, nothing changes.
    await queryRows(
      t.runtime.database,
      'update inbound_texts set handled_at = null, claimed_at = null where message_id = $1',
      [text.messageId],
    );
    await box.wake();
    expect(await confirmations()).toHaveLength(1);
    const [row] = await queryRows<{ handled_at: Date | null }>(
      t.runtime.database,
      'select handled_at from inbound_texts where message_id = $1',
      [text.messageId],
    );
    expect(row!.handled_at).not.toBeNull();
    expect(errors).toEqual([]);
  });

  it('stopping finishes the text in hand and gives the rest of its batch back, for another process at once', async () => {
    const texts = [1, 2, 3].map((n) => ({
      messageId: `SMinboxstop000000000000000000000${n}`,
      from: `+1916555099${n}`,
      to: SANDBOX_FROM,
      body: 'Who is this?',
    }));
    for (const text of texts) await storeInbound(t.runtime.database.db, { ...text, receivedAt: clock.now });
    const deps = inboundDepsOf(servicesOf(t), () => clock.now);
    // The process is told to stop while it handles the first text of its batch (its first look at the clock after
    // the claim is that text's handling).
    let looks = 0;
    const box = incomingTexts(
      {
        ...deps,
        now: () => {
          looks += 1;
          if (looks === 2) void box.stop();
          return clock.now;
        },
      },
      (error) => {
        throw error;
      },
    );
    await box.wake();
    await box.stop();
    await box.wake(); // stopped: takes nothing more
    const states = () =>
      queryRows<{ message_id: string; claimed: boolean; handled: boolean }>(
        t.runtime.database,
        `select message_id, claimed_at is not null as claimed, handled_at is not null as handled
         from inbound_texts where message_id like 'SMinboxstop%' order by message_id`,
      );
    expect(await states()).toEqual([
      { message_id: texts[0]!.messageId, claimed: true, handled: true },
      { message_id: texts[1]!.messageId, claimed: false, handled: false },
      { message_id: texts[2]!.messageId, claimed: false, handled: false },
    ]);

    // Another process's next pass takes them without waiting for a stale claim.
    await incomingTexts(deps, () => undefined).wake();
    expect((await states()).map((row) => row.handled)).toEqual([true, true, true]);
  });
});
