import type { ConversationMessage, MessageGroup, QueuedReply } from '@roost/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, identityEnv, post, sessionOf, signedInAs } from '../../../test/identity-helpers';
import { createTestApp, queryRows, type TestApp } from '../../../test/test-database';
import { campaignMaker, leads, servicesOf, textsTo as sandboxTextsTo } from '../../../test/campaign-helpers';
import { claimDueReplies } from './queued-replies-repo';
import { sendMessage } from './service/conversations';
import { sendDueReplies } from './service/queued-replies';
import { SANDBOX_FROM, dispatchDepsOf, dispatchTick, inboundDepsOf, receiveText } from './testing';

/**
 * A loan officer's texts obey the recipient's allowed hours (8am-9pm in California): refused at once at
 * 9:05 PM with when they open, even to someone who texted a minute ago (decision 015); queued, they go
 * exactly once at 8:00 AM, can be cancelled until then, and an opt-out in between stops them.
 */
let t: TestApp;
let maker: Awaited<ReturnType<typeof campaignMaker>>;
/** The routes' clock: Monday 2099-03-02, 9:05 PM in California (PST). */
const LATE = '2099-03-03T05:05:00Z';
/** Tuesday 8:00 AM in California: the window opens. */
const OPENING = '2099-03-03T16:00:00.000Z';
const [ANA, BEN, CAL, DEE, EVE] = ['01', '02', '03', '04', '05'].map((n) => `+191655506${n}`) as [
  string,
  string,
  string,
  string,
  string,
];

const textsTo = (phone: string) => sandboxTextsTo(t, phone);
const at = (iso: string) => () => new Date(iso);
/** One worker's pass at a moment, on the sandbox carrier. */
const tick = (iso: string) => sendDueReplies(dispatchDepsOf(servicesOf(t), at(iso)));
const reply = (from: string, body: string) =>
  receiveText(inboundDepsOf(servicesOf(t)), { from, to: SANDBOX_FROM, body, messageId: `SM${from.slice(1)}${body}` });

async function groupOf(phone: string): Promise<MessageGroup> {
  const [{ id }] = (await queryRows<{ id: string }>(
    t.runtime.database,
    'select id from campaign_contacts where phone_number = $1',
    [phone],
  )) as [{ id: string }];
  return (await get(t, `/api/notifications/message/group/contact/${id}`, maker.officer.cookie)).json<MessageGroup>();
}
const send = (groupId: string, message: string, cookie = maker.officer.cookie) =>
  post(t, '/api/notifications/message/send', { groupId, message }, cookie);
const schedule = (groupId: string, message: string, cookie = maker.officer.cookie) =>
  post(t, '/api/notifications/message/schedule', { groupId, message }, cookie);
const queued = async (groupId: string, cookie = maker.officer.cookie) =>
  (await get(t, `/api/notifications/message/scheduled?groupId=${groupId}`, cookie)).json<{ results: QueuedReply[] }>()
    .results;
const cancel = (id: string, cookie = maker.officer.cookie) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/notifications/message/scheduled/${id}`,
    headers: { origin: 'http://localhost:3000', cookie },
  });
const conversation = async (groupId: string) =>
  (await get(t, `/api/notifications/messages/group/${groupId}`, maker.officer.cookie)).json<{
    results: ConversationMessage[];
  }>().results;

beforeAll(async () => {
  t = await createTestApp({ ...identityEnv, TEXTING_CLOCK_START: LATE }, { seed: true });
  maker = await campaignMaker(t);
  await maker.paidCampaign(
    leads([ANA, BEN, CAL, DEE, EVE].map((phone, index) => `Lead,${index},(916) 555-06${phone.slice(-2)},95661`)),
  );
  // The campaign's texts went on Monday morning.
  await dispatchTick(dispatchDepsOf(servicesOf(t), at('2099-03-02T17:00:00Z')));
});
afterAll(() => t.close());

describe('hand replies inside the allowed hours', () => {
  it('refuses a reply at 9:05 PM in California at once, with when it can go, even just after their text', async () => {
    await reply(ANA, 'What rate could I get on a 30 year?');
    const group = await groupOf(ANA);
    const refused = await send(group.id, 'About 6.1% today, happy to run numbers');
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'OUTSIDE_ALLOWED_HOURS',
      opensAt: OPENING,
      timeZone: 'America/Los_Angeles',
    });
    expect(refused.json<{ errorMessage: string }>().errorMessage).toContain('8:00 AM their time');
    expect(await textsTo(ANA)).toHaveLength(1);
  });

  it('sends the same reply at 10 AM their time', async () => {
    const group = await groupOf(ANA);
    const deps = { ...dispatchDepsOf(servicesOf(t), at('2099-03-03T18:00:00Z')), fromNumber: SANDBOX_FROM };
    await sendMessage(deps, sessionOf(maker.officer, ['user', 'campaigns']), {
      groupId: group.id,
      message: 'About 6.1% today',
    });
    expect((await textsTo(ANA)).at(-1)).toBe('About 6.1% today');
  });

  it('queues a reply for the opening, which goes exactly once even with two workers', async () => {
    const group = await groupOf(BEN);
    const queuedReply = await schedule(group.id, 'Good morning Ben, here are the numbers');
    expect(queuedReply.statusCode, queuedReply.body).toBe(200);
    const { id, sendAt } = queuedReply.json<{ id: string; sendAt: string }>();
    expect(sendAt).toBe(OPENING);
    expect(await queued(group.id)).toMatchObject([
      { id, status: 'queued', sendAt: OPENING, timeZone: 'America/Los_Angeles' },
    ]);

    await tick('2099-03-03T15:59:59Z');
    expect(await textsTo(BEN)).toHaveLength(1);
    await Promise.all([tick(OPENING), tick(OPENING), tick('2099-03-03T16:00:01Z')]);
    await tick('2099-03-03T16:05:00Z');
    expect(await textsTo(BEN)).toEqual([expect.any(String), 'Good morning Ben, here are the numbers']);
    expect((await conversation(group.id)).at(-1)).toMatchObject({
      title: 'You',
      message: 'Good morning Ben, here are the numbers',
    });
    expect(await queued(group.id)).toEqual([]);

    const late = await cancel(id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'QUEUED_REPLY_ALREADY_SENT' });
  });

  it('never sends a reply cancelled before the opening', async () => {
    const group = await groupOf(CAL);
    const { id } = (await schedule(group.id, 'Cal, call me tomorrow')).json<{ id: string }>();
    const cancelled = await cancel(id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ id, status: 'cancelled' });
    await tick('2099-03-03T16:00:10Z');
    expect(await textsTo(CAL)).toHaveLength(1);
    expect(await queued(group.id)).toEqual([]);
  });

  it('sends a reply once after a crash, whether the crash came before or after the carrier took it', async () => {
    const group = await groupOf(DEE);
    await schedule(group.id, 'Dee: before the carrier');
    const db = t.runtime.database.db;
    // A worker claims it and dies before calling the carrier.
    expect(await claimDueReplies(db, new Date('2099-03-03T16:00:20Z'), 10)).toHaveLength(1);
    await tick('2099-03-03T16:00:30Z'); // still claimed: nothing happens yet
    expect(await textsTo(DEE)).toHaveLength(1);
    await tick('2099-03-03T16:02:00Z'); // stale: the carrier has no such text, so it goes now
    expect(await textsTo(DEE)).toEqual([expect.any(String), 'Dee: before the carrier']);

    await schedule(group.id, 'Dee: after the carrier');
    const [claimed] = await claimDueReplies(db, new Date('2099-03-03T16:03:00Z'), 10);
    // A worker claims it, the carrier takes it, and the worker dies before recording it.
    await dispatchDepsOf(servicesOf(t), at('2099-03-03T16:03:00Z')).carrier.send({
      to: claimed!.toPhoneNumber,
      body: claimed!.message,
    });
    await tick('2099-03-03T16:05:00Z');
    await tick('2099-03-03T16:06:00Z');
    expect(await textsTo(DEE)).toEqual([expect.any(String), 'Dee: before the carrier', 'Dee: after the carrier']);
    const mine = (await conversation(group.id)).filter((message) => message.title === 'You');
    expect(mine.map((message) => message.message)).toEqual(['Dee: before the carrier', 'Dee: after the carrier']);
  });

  it('cancels a queued reply when the number opts out before the opening, and says why', async () => {
    const group = await groupOf(EVE);
    const { id } = (await schedule(group.id, 'Eve, rates dropped')).json<{ id: string }>();
    await reply(EVE, 'STOP');
    await tick('2099-03-03T16:10:00Z');
    expect(await textsTo(EVE)).not.toContain('Eve, rates dropped');
    expect(await queued(group.id)).toMatchObject([{ id, status: 'cancelled', reason: 'opted-out' }]);
    const again = await schedule(group.id, 'Eve?');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONTACT_OPTED_OUT' });
  });

  it('names the limit of an overlong reply, and shows and changes nothing for anyone outside the campaign', async () => {
    const group = await groupOf(CAL);
    const long = await schedule(group.id, 'x'.repeat(1_601));
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('A message holds at most 1,600 characters');

    const { id } = (await schedule(group.id, 'Cal, one more thing')).json<{ id: string }>();
    const stranger = await signedInAs(t, ['user', 'campaigns']);
    expect((await schedule(group.id, 'Hi from a stranger', stranger.cookie)).statusCode).toBe(404);
    expect((await get(t, `/api/notifications/message/scheduled?groupId=${group.id}`, stranger.cookie)).statusCode).toBe(
      404,
    );
    expect((await cancel(id, stranger.cookie)).statusCode).toBe(404);
    expect((await cancel('no-such-reply')).statusCode).toBe(404);
    expect(await queued(group.id)).toMatchObject([{ id, status: 'queued', message: 'Cal, one more thing' }]);
  });
});
