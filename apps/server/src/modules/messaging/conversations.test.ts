import type { ConversationMessage, MessageGroup } from '@roost/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, identityEnv, post, signedInAs } from '../../../test/identity-helpers';
import { createTestApp, queryRows, type TestApp } from '../../../test/test-database';
import { SANDBOX_FROM, dispatchDepsOf, dispatchTick, inboundDepsOf, receiveText } from './testing';
import { campaignMaker, leads, servicesOf, textsTo as sandboxTextsTo } from '../../../test/campaign-helpers';

/**
 * The loan officer's side of a conversation (spec 7): a contact's message group, its messages oldest first
 * with the campaign's text first, answering the contact, and none of it for anyone outside the campaign.
 */
let t: TestApp;
let maker: Awaited<ReturnType<typeof campaignMaker>>;
const now = () => new Date('2099-03-02T17:00:00Z');
const ANA = '+19165550501';
const BEN = '+19165550502';

const contactId = async (phone: string) =>
  (
    await queryRows<{ id: string }>(t.runtime.database, 'select id from campaign_contacts where phone_number = $1', [
      phone,
    ])
  )[0]!.id;
const textsTo = (phone: string) => sandboxTextsTo(t, phone);
const reply = (from: string, body: string) =>
  // Replies arrive on the texting clock, like the answers the routes send.
  receiveText(inboundDepsOf(servicesOf(t)), {
    from,
    to: SANDBOX_FROM,
    body,
    messageId: `SM${from.slice(1)}${body.length}`,
  });

beforeAll(async () => {
  // The routes' texting clock: Monday 9:30am in California, inside the contacts' allowed hours.
  t = await createTestApp({ ...identityEnv, TEXTING_CLOCK_START: '2099-03-02T17:30:00Z' }, { seed: true });
  maker = await campaignMaker(t);
  await maker.paidCampaign(leads(['Ana,Talks,(916) 555-0501,95661', 'Ben,Stops,(916) 555-0502,95661']));
  await dispatchTick(dispatchDepsOf(servicesOf(t), now));
  await reply(ANA, 'Yes, call me');
  await reply(BEN, 'STOP');
});
afterAll(() => t.close());

describe('conversations', () => {
  it("shows the contact's conversation: the campaign text, then the reply; reading it marks it read", async () => {
    const groupReply = await get(
      t,
      `/api/notifications/message/group/contact/${await contactId(ANA)}`,
      maker.officer.cookie,
    );
    expect(groupReply.statusCode, groupReply.body).toBe(200);
    const group = groupReply.json<MessageGroup>();
    expect(group).toMatchObject({ toPhoneNumber: ANA, fromPhoneNumber: SANDBOX_FROM, groupStatus: 'NewMessage' });

    const list = await get(t, `/api/notifications/messages/group/${group.id}`, maker.officer.cookie);
    const messages = list.json<{ results: ConversationMessage[] }>().results;
    expect(messages.map((message) => [message.title, message.direction])).toEqual([
      ['Campaign', 'outbound'],
      ['Contact', 'inbound'],
    ]);
    expect(messages[0]!.message).toMatch(/^Hi Ana,/);
    expect(messages[1]!.message).toBe('Yes, call me');
    const again = await get(
      t,
      `/api/notifications/message/group/contact/${await contactId(ANA)}`,
      maker.officer.cookie,
    );
    expect(again.json<MessageGroup>()).toMatchObject({ id: group.id, groupStatus: 'Read' });
  });

  it('answers the contact: the text reaches the phone and joins the conversation', async () => {
    const group = (
      await get(t, `/api/notifications/message/group/contact/${await contactId(ANA)}`, maker.officer.cookie)
    ).json<MessageGroup>();
    const sent = await post(
      t,
      '/api/notifications/message/send',
      { groupId: group.id, message: ' Great, calling at 5. ' },
      maker.officer.cookie,
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const answer = sent.json<{ id: string; toPhoneNumber: string; fromPhoneNumber: string }>();
    expect(answer).toMatchObject({ toPhoneNumber: ANA, fromPhoneNumber: SANDBOX_FROM });
    expect(await textsTo(ANA)).toContain('Great, calling at 5.');
    const messages = (await get(t, `/api/notifications/messages/group/${group.id}`, maker.officer.cookie)).json<{
      results: ConversationMessage[];
    }>().results;
    expect(messages.at(-1)).toMatchObject({ title: 'You', message: 'Great, calling at 5.' });

    const recorded = await post(
      t,
      '/api/notifications/message',
      { groupId: group.id, messageId: answer.id },
      maker.officer.cookie,
    );
    expect(recorded.statusCode).toBe(200);
    const unknown = await post(
      t,
      '/api/notifications/message',
      { groupId: group.id, messageId: 'SMnothing' },
      maker.officer.cookie,
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('shows a reply that came after the conversation was read (and cached) at the next read', async () => {
    const group = (
      await get(t, `/api/notifications/message/group/contact/${await contactId(ANA)}`, maker.officer.cookie)
    ).json<MessageGroup>();
    const read = async () =>
      (await get(t, `/api/notifications/messages/group/${group.id}`, maker.officer.cookie)).json<{
        results: ConversationMessage[];
      }>().results;
    expect(await read()).toEqual(await read());
    await reply(ANA, 'Make it 6 please');
    expect((await read()).at(-1)).toMatchObject({ title: 'Contact', message: 'Make it 6 please' });
    const groupAfter = await get(
      t,
      `/api/notifications/message/group/contact/${await contactId(ANA)}`,
      maker.officer.cookie,
    );
    expect(groupAfter.json<MessageGroup>()).toMatchObject({ groupStatus: 'Read' });
  });

  it('refuses to text a number that opted out, and sends nothing', async () => {
    const group = (
      await get(t, `/api/notifications/message/group/contact/${await contactId(BEN)}`, maker.officer.cookie)
    ).json<MessageGroup>();
    const before = await textsTo(BEN);
    const sent = await post(
      t,
      '/api/notifications/message/send',
      { groupId: group.id, message: 'Are you sure?' },
      maker.officer.cookie,
    );
    expect(sent.statusCode).toBe(409);
    expect(sent.json()).toMatchObject({ errorMessage: 'This number opted out of texts: it cannot be texted' });
    expect(await textsTo(BEN)).toEqual(before);
  });

  it('says what is wrong with an empty or overlong message', async () => {
    const group = (
      await get(t, `/api/notifications/message/group/contact/${await contactId(ANA)}`, maker.officer.cookie)
    ).json<MessageGroup>();
    const empty = await post(
      t,
      '/api/notifications/message/send',
      { groupId: group.id, message: '   ' },
      maker.officer.cookie,
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Type a message');
    const long = await post(
      t,
      '/api/notifications/message/send',
      { groupId: group.id, message: 'x'.repeat(1_601) },
      maker.officer.cookie,
    );
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('A message holds at most 1,600 characters');
  });

  it('shows nothing of a campaign to anyone outside it, and texts nobody for them', async () => {
    const stranger = await signedInAs(t, ['user', 'campaigns']);
    const group = (
      await get(t, `/api/notifications/message/group/contact/${await contactId(ANA)}`, maker.officer.cookie)
    ).json<MessageGroup>();
    const before = await textsTo(ANA);
    expect(
      (await get(t, `/api/notifications/message/group/contact/${await contactId(ANA)}`, stranger.cookie)).statusCode,
    ).toBe(404);
    expect((await get(t, `/api/notifications/messages/group/${group.id}`, stranger.cookie)).statusCode).toBe(404);
    const sent = await post(
      t,
      '/api/notifications/message/send',
      { groupId: group.id, message: 'Hi from a stranger' },
      stranger.cookie,
    );
    expect(sent.statusCode).toBe(404);
    expect(await textsTo(ANA)).toEqual(before);
    expect((await get(t, `/api/notifications/messages/group/${group.id}`, '')).statusCode).toBe(401);
  });
});
