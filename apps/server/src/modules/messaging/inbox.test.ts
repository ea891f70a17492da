import type { ConversationMessage, InboxConversation, InboxPage, InboxThread, InboxUnread } from '@roost/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { del, get, identityEnv, mailsTo, post, put, signedInAs, type Person } from '../../../test/identity-helpers';
import { createTestApp, queryRows, type TestApp } from '../../../test/test-database';
import { campaignMaker, leads, servicesOf } from '../../../test/campaign-helpers';
import { SANDBOX_FROM, dispatchDepsOf, dispatchTick, inboundDepsOf, receiveText, replyNoticeDepsOf } from './testing';
import { sendReplyNotices } from './service/reply-notices';

/**
 * The loan officer's inbox: one conversation per number per organization, whatever campaigns texted it; a reply
 * shows in every one of them, is unread until someone reads it, e-mails whoever runs the conversation (at most
 * once per quarter hour), and nobody outside the campaigns sees or changes anything.
 */
let t: TestApp;
let maker: Awaited<ReturnType<typeof campaignMaker>>;
let colleague: Person;
let stranger: Person;
let spring: string;
let autumn: string;
const sendDay = () => new Date('2099-03-02T17:00:00Z');
const KAI = '+19165550601';
const LEILANI = '+19165550602';
const NOA = '+19165550603';
let clock = new Date('2099-03-02T18:00:00Z');
let messageCount = 0;

const reply = (from: string, body: string) =>
  receiveText(
    inboundDepsOf(servicesOf(t), () => clock),
    {
      from,
      to: SANDBOX_FROM,
      body,
      messageId: `SM${from.slice(1)}n${(messageCount += 1)}`,
    },
  );
const inbox = async (query = '', person: Person = maker.officer) => {
  const response = await get(t, `/api/notifications/inbox${query}`, person.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<InboxPage>();
};
const unread = async (person: Person = maker.officer) =>
  (await get(t, '/api/notifications/inbox/unread', person.cookie)).json<InboxUnread>();
const conversationOf = async (phone: string) => (await inbox()).results.find((row) => row.phone === phone)!;
const notices = () => sendReplyNotices(replyNoticeDepsOf({ ...t.runtime, config: t.config }, () => clock));
const advance = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};

beforeAll(async () => {
  // The server's texting clock on a weekday afternoon in California: hand replies are inside allowed hours.
  t = await createTestApp({ ...identityEnv, TEXTING_CLOCK_START: '2099-03-02T18:30:00Z' }, { seed: true });
  maker = await campaignMaker(t);
  colleague = await signedInAs(t, ['user', 'campaigns']);
  stranger = await signedInAs(t, ['user', 'campaigns']);
  // Kai is in both campaigns; Leilani and Noa only in the newer one. Spring texts him the Friday before: the
  // frequency limit (by default one campaign text a number in 24 hours) lets Autumn text him on Monday.
  spring = await maker.paidCampaign(leads(['Kai,Akana,(916) 555-0601,95661']), {
    name: 'Spring refinance',
    startDate: '2099-02-27',
  });
  await dispatchTick(dispatchDepsOf(servicesOf(t), () => new Date('2099-02-27T17:00:00Z')));
  autumn = await maker.paidCampaign(
    leads(['Kai,Akana,(916) 555-0601,95661', 'Leilani,Kahale,(916) 555-0602,95661', 'Noa,Silva,(916) 555-0603,95661']),
    { name: 'Autumn equity' },
  );
  await dispatchTick(dispatchDepsOf(servicesOf(t), () => new Date(sendDay().getTime() + 60_000)));
  await t.database.sql.executeSql(
    "insert into campaign_collaborators (campaign_id, collaborator_id, name, type) values ($1, $2, 'Colleague', 'individual')",
    [autumn, colleague.id],
  );
  await reply(KAI, 'Yes');
  advance(1);
  await reply(LEILANI, 'What rate could I get on a 30 year?');
});
afterAll(() => t.close());

describe('the inbox', () => {
  it('lists every conversation of the campaigns, newest first, once per number, naming each campaign that texted it', async () => {
    const page = await inbox();
    expect(page.results.map((row) => [row.name, row.state, row.unread])).toEqual([
      ['Leilani Kahale', 'needs-reply', 1],
      ['Kai Akana', 'needs-reply', 1],
    ]);
    const kai = page.results[1]!;
    expect(kai.campaigns.map((campaign) => campaign.name)).toEqual(['Autumn equity', 'Spring refinance']);
    expect(kai.lastMessage).toBe('Yes');
    expect(await unread()).toEqual({ total: 2, byCampaign: { [autumn]: 2, [spring]: 1 } });
  });

  it("shows a reply in the older campaign's conversation too: it is never hidden from a campaign that texted the number", async () => {
    const [contact] = await queryRows<{ id: string }>(
      t.runtime.database,
      'select id from campaign_contacts where campaign_id = $1 and phone_number = $2',
      [spring, KAI],
    );
    const group = (await get(t, `/api/notifications/message/group/contact/${contact!.id}`, maker.officer.cookie)).json<{
      id: string;
      groupStatus: string;
    }>();
    expect(group.groupStatus).toBe('NewMessage');
    const messages = (await get(t, `/api/notifications/messages/group/${group.id}`, maker.officer.cookie)).json<{
      results: ConversationMessage[];
    }>().results;
    expect(messages.map((message) => message.title)).toEqual(['Campaign', 'Campaign', 'Contact']);
    expect(messages.at(-1)!.message).toBe('Yes');
    // Read in one campaign, read in all.
    expect((await conversationOf(KAI)).unread).toBe(0);
    expect((await unread()).byCampaign).toEqual({ [autumn]: 1 });
  });

  it('opens a conversation with its messages and marks it read; an answer makes it wait; done, then a reply opens it again', async () => {
    const leilani = await conversationOf(LEILANI);
    const opened = await get(t, `/api/notifications/inbox/${leilani.id}`, maker.officer.cookie);
    expect(opened.statusCode, opened.body).toBe(200);
    const thread = opened.json<InboxThread>();
    expect(thread.messages.map((message) => message.title)).toEqual(['Campaign', 'Contact']);
    expect(thread.conversation.unread).toBe(0);
    expect(thread.contact).toMatchObject({ firstName: 'Leilani', lastName: 'Kahale', zip: '95661' });
    expect((await unread()).total).toBe(0);

    const sent = await post(
      t,
      '/api/notifications/message/send',
      { groupId: leilani.groupId, message: 'About 6.1% today; can I call?' },
      maker.officer.cookie,
    );
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await conversationOf(LEILANI)).toMatchObject({ state: 'waiting', lastDirection: 'outbound' });

    const done = await post(t, `/api/notifications/inbox/${leilani.id}/done`, {}, maker.officer.cookie);
    expect(done.json<InboxConversation>().state).toBe('done');
    advance(1);
    await reply(LEILANI, 'Sure, after 5');
    expect(await conversationOf(LEILANI)).toMatchObject({
      state: 'needs-reply',
      unread: 1,
      lastMessage: 'Sure, after 5',
    });
  });

  it('filters by state, campaign and a name or part of a number, and pages', async () => {
    await reply(NOA, 'Who is this?');
    expect((await inbox('?state=needs-reply')).results.map((row) => row.phone).sort()).toEqual([KAI, LEILANI, NOA]);
    await post(t, `/api/notifications/inbox/${(await conversationOf(NOA)).id}/done`, {}, maker.officer.cookie);
    expect((await inbox('?state=done')).results.map((row) => row.phone)).toEqual([NOA]);
    expect((await inbox(`?campaignId=${spring}`)).results.map((row) => row.phone)).toEqual([KAI]);
    expect((await inbox('?q=leil')).results.map((row) => row.phone)).toEqual([LEILANI]);
    expect((await inbox('?q=555-0603')).results.map((row) => row.phone)).toEqual([NOA]);
    const first = await inbox('?limit=2');
    expect(first.results).toHaveLength(2);
    const second = await inbox(`?limit=2&cursor=${first.nextCursor}`);
    expect([...first.results, ...second.results].map((row) => row.phone).sort()).toEqual([KAI, LEILANI, NOA]);
    expect(second.nextCursor).toBeNull();
    expect((await get(t, '/api/notifications/inbox?cursor=forged', maker.officer.cookie)).statusCode).toBe(400);
  });

  it("shows a collaborator the shared campaign's conversations; a claim shows who has it, and a second claim is refused naming them", async () => {
    expect((await inbox('', colleague)).results.map((row) => row.phone).sort()).toEqual([KAI, LEILANI, NOA]);
    const kai = await conversationOf(KAI);
    const claimed = await post(t, `/api/notifications/inbox/${kai.id}/claim`, {}, colleague.cookie);
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect((await conversationOf(KAI)).claimedBy).toEqual({ id: colleague.id, name: colleague.email });

    const again = await post(t, `/api/notifications/inbox/${kai.id}/claim`, {}, maker.officer.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'CONVERSATION_CLAIMED',
      errorMessage: `${colleague.email} has this conversation`,
    });
    const released = await del(t, `/api/notifications/inbox/${kai.id}/claim`, colleague.cookie);
    expect(released.json<InboxConversation>().claimedBy).toBeNull();
  });

  it('shows and changes nothing for someone outside the campaigns', async () => {
    const kai = await conversationOf(KAI);
    expect((await inbox('', stranger)).results).toEqual([]);
    expect(await unread(stranger)).toEqual({ total: 0, byCampaign: {} });
    for (const call of [
      () => get(t, `/api/notifications/inbox/${kai.id}`, stranger.cookie),
      () => post(t, `/api/notifications/inbox/${kai.id}/done`, {}, stranger.cookie),
      () => post(t, `/api/notifications/inbox/${kai.id}/claim`, {}, stranger.cookie),
      () => del(t, `/api/notifications/inbox/${kai.id}/claim`, stranger.cookie),
    ]) {
      expect((await call()).statusCode).toBe(404);
    }
    expect(await conversationOf(KAI)).toMatchObject({ state: kai.state, claimedBy: null });
  });
});

describe('reply e-mails', () => {
  it('e-mails the owner about a reply with its text and a link, once; more replies within 15 minutes wait and go together', async () => {
    await notices();
    const first = (await mailsTo(t, maker.officer.email)).filter((mail) => mail.subject.includes('Kai'));
    expect(first).toHaveLength(1);
    expect(first[0]!.text).toContain('"Yes"');
    expect(first[0]!.text).toMatch(/\/inbox\/[\w-]+/);

    advance(2);
    await reply(KAI, 'Call me at noon');
    await reply(KAI, 'Or tomorrow');
    await notices();
    const kaiMails = async () => (await mailsTo(t, maker.officer.email)).filter((mail) => mail.subject.includes('Kai'));
    expect(await kaiMails()).toHaveLength(1);
    advance(14);
    await notices();
    const mails = await kaiMails();
    expect(mails).toHaveLength(2);
    expect(mails[0]!.subject).toBe('Kai Akana sent 2 replies');
    expect(mails[0]!.text).toContain('"Call me at noon"');
    expect(mails[0]!.text).toContain('"Or tomorrow"');
  });

  it('e-mails whoever claimed the conversation, and nobody who switched the e-mails off', async () => {
    const noa = await conversationOf(NOA);
    await post(t, `/api/notifications/inbox/${noa.id}/claim`, {}, colleague.cookie);
    advance(20);
    await reply(NOA, 'Is this about my loan?');
    await notices();
    expect((await mailsTo(t, colleague.email)).map((mail) => mail.subject)).toContain('Noa Silva replied to your text');

    const off = await put(t, '/api/notifications/reply-notices', { enabled: false }, colleague.cookie);
    expect(off.json()).toEqual({ enabled: false });
    expect((await get(t, '/api/notifications/reply-notices', colleague.cookie)).json()).toEqual({ enabled: false });
    advance(20);
    await reply(NOA, 'Hello?');
    await notices();
    expect(await mailsTo(t, colleague.email)).toHaveLength(1);
  });

  it('sends the e-mail once when the process stops after sending and before recording it', async () => {
    advance(20);
    await reply(LEILANI, 'Still there?');
    const deps = replyNoticeDepsOf({ ...t.runtime, config: t.config }, () => clock);
    // The mail goes, then the process "dies" before the notice is settled.
    await sendReplyNotices({
      ...deps,
      mail: {
        name: deps.mail.name,
        send: async (message) => {
          await deps.mail.send(message);
          throw new Error('stopped');
        },
      },
    });
    advance(2);
    await notices();
    const mails = (await mailsTo(t, maker.officer.email)).filter((mail) => mail.text.includes('Still there?'));
    expect(mails).toHaveLength(1);
  });
});
