import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testContact } from '../../../test/api/campaigns';
import { inboxApi, testConversation, testInboxMessage } from '../../../test/api/inbox';
import { propertyApi } from '../../../test/api/property';
import type { Handler } from '../../../test/render-app';
import { useScreenWidth } from '../../../test/screen-width';
import { expectNoFixedWidthOver } from '../../../test/tool-page';
import { openWorkspace, requestsTo } from '../../../test/workspace';

afterEach(() => vi.unstubAllGlobals());

const maria = testConversation();
const kai = testConversation({
  id: 'v2',
  phone: '+19165550102',
  name: '',
  state: 'waiting',
  unread: 0,
  lastMessage: 'Happy to help, Kai',
  lastDirection: 'outbound',
  lastActivityAt: '2026-11-19T10:00:00.000Z',
  campaigns: [
    { id: 'c2', name: 'Fall Purchase' },
    { id: 'c1', name: 'Spring Refi' },
  ],
  contactId: 'k2',
  groupId: 'g2',
  claimedBy: { id: 'u2', name: 'Kai Nakamura' },
});
const leilani = testConversation({
  id: 'v3',
  phone: '+19165550103',
  name: 'Leilani Kahale',
  state: 'done',
  unread: 0,
  lastMessage: 'Thanks!',
  lastActivityAt: '2026-11-18T10:00:00.000Z',
  campaigns: [{ id: 'c2', name: 'Fall Purchase' }],
  contactId: 'k3',
  groupId: 'g3',
});

function openInbox(path = '/inbox', options: Parameters<typeof inboxApi>[0] & { intercept?: Handler } = {}) {
  const { intercept, ...inboxOptions } = options;
  const inbox = inboxApi({
    conversations: [maria, kai, leilani],
    messages: {
      v1: [
        testInboxMessage({ id: 'm0', title: 'Campaign', message: 'Hi Maria, rates dropped for 12 Oak St' }),
        testInboxMessage({ id: 'm1', message: 'What rate could I get on a 30 year?' }),
      ],
    },
    ...inboxOptions,
  });
  // The thread's property panel asks for the contact's address record: none is known here.
  const page = openWorkspace(path, { intercept, areas: [inbox, propertyApi()] });
  return { ...page, inbox, user: userEvent.setup() };
}

const conversationList = async () => within(await screen.findByRole('list', { name: 'Conversations' }));
const rows = async () => (await conversationList()).getAllByRole('link');
const pane = async (name: string) => within(await screen.findByRole('region', { name }));

describe('inbox', () => {
  it('lists every conversation newest first with who, campaigns, last text, state, unread and who has it', async () => {
    openInbox();
    expect(await screen.findByRole('heading', { name: 'Inbox', level: 1 })).toBeInTheDocument();
    const [first, second, third] = await rows();
    expect(first).toHaveTextContent('Maria Lopez');
    expect(first).toHaveTextContent('Spring Refi');
    expect(first).toHaveTextContent('What rate could I get on a 30 year?');
    expect(first).toHaveTextContent('Needs reply');
    expect(first).toHaveTextContent('1 unread');
    // No name on file: the number stands in for it.
    expect(second).toHaveTextContent('(916) 555-0102');
    expect(second).toHaveTextContent('Fall Purchase, Spring Refi');
    expect(second).toHaveTextContent('You: Happy to help, Kai');
    expect(second).toHaveTextContent('Waiting');
    expect(second).toHaveTextContent('Kai Nakamura has it');
    expect(third).toHaveTextContent('Done');
    expect(screen.getByText('Choose a conversation to read it and reply.')).toBeInTheDocument();
  });

  it('shows the unread count on the Inbox tab, placed before Campaigns', async () => {
    openInbox();
    const tabs = within(await screen.findByRole('tablist', { name: 'Profile sections' }));
    expect(await tabs.findByRole('tab', { name: 'Inbox, 1 unread' })).toHaveAttribute('aria-selected', 'true');
    const names = tabs.getAllByRole('tab').map((tab) => tab.getAttribute('href'));
    expect(names.indexOf('/inbox')).toBe(names.indexOf('/campaigns') - 1);
  });

  it('narrows by state, by campaign and by a search, and says so when nothing matches', async () => {
    const { calls, user, router } = openInbox();
    await rows();
    await user.click(screen.getByRole('tab', { name: 'Needs reply' }));
    await waitFor(async () => expect(await rows()).toHaveLength(1));
    expect(requestsTo(calls, '/api/notifications/inbox?limit=25&state=needs-reply')).toEqual(['GET']);
    expect(router.state.location.search).toBe('?state=needs-reply');

    await user.click(screen.getByRole('tab', { name: 'All' }));
    await waitFor(async () => expect(await rows()).toHaveLength(3));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Campaign' }), 'Fall Purchase');
    await waitFor(async () => expect(await rows()).toHaveLength(2));
    expect(requestsTo(calls, '/api/notifications/inbox?limit=25&campaignId=c2')).toEqual(['GET']);
    // The other campaigns stay on offer once one is chosen.
    expect(screen.getByRole('option', { name: 'Spring Refi' })).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search name or phone' }), 'leilani');
    await waitFor(async () => expect(await rows()).toHaveLength(1));
    expect(requestsTo(calls, '/api/notifications/inbox?limit=25&campaignId=c2&q=leilani')).toEqual(['GET']);
    // Typing pauses before the list is asked: no request for each letter.
    expect(requestsTo(calls, '/api/notifications/inbox?limit=25&campaignId=c2&q=l')).toEqual([]);

    await user.clear(screen.getByRole('searchbox', { name: 'Search name or phone' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search name or phone' }), 'nobody');
    expect(await screen.findByText('No conversations match these filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(async () => expect(await rows()).toHaveLength(3));
    expect(screen.getByRole('searchbox', { name: 'Search name or phone' })).toHaveValue('');
  });

  it('finds a conversation by part of its number', async () => {
    const { user } = openInbox();
    await rows();
    await user.type(screen.getByRole('searchbox', { name: 'Search name or phone' }), '555-0103');
    await waitFor(async () => expect(await rows()).toHaveLength(1));
    expect((await rows())[0]).toHaveTextContent('Leilani Kahale');
  });

  it('says what to do when there are no conversations yet', async () => {
    openInbox('/inbox', { conversations: [] });
    expect(
      await screen.findByText('No conversations yet. When a contact replies to a campaign text, it shows here.'),
    ).toBeInTheDocument();
  });

  it('says what went wrong when the list cannot be loaded, and tries again', async () => {
    let fail = true;
    const { user } = openInbox('/inbox', {
      intercept: (url) =>
        fail && new URL(url, 'http://localhost').pathname === '/api/notifications/inbox'
          ? { status: 400, body: { code: 'INVALID_INPUT', errorMessage: 'Search for at most 100 characters' } }
          : undefined,
    });
    expect(await screen.findByText('Search for at most 100 characters')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await rows()).toHaveLength(3);
  });

  it('loads more conversations a page at a time', async () => {
    const many = Array.from({ length: 30 }, (_, index) =>
      testConversation({
        id: `v${index}`,
        name: `Lead ${String(index).padStart(2, '0')}`,
        unread: 0,
        lastActivityAt: new Date(Date.parse('2026-11-20T10:00:00.000Z') - index * 60_000).toISOString(),
      }),
    );
    const { user } = openInbox('/inbox', { conversations: many });
    await waitFor(async () => expect(await rows()).toHaveLength(25));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await rows()).toHaveLength(30));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('opens a conversation in place, marks it read and keeps it in the address', async () => {
    const { user, router } = openInbox();
    await user.click((await rows())[0]!);
    const conversation = await pane('Maria Lopez');
    expect(await conversation.findByText('What rate could I get on a 30 year?')).toBeInTheDocument();
    expect(conversation.getByText('Hi Maria, rates dropped for 12 Oak St')).toBeInTheDocument();
    expect(conversation.getAllByRole('link', { name: 'Spring Refi' })[0]).toHaveAttribute('href', '/campaign/c1');
    expect(router.state.location.search).toBe('?c=v1');
    expect((await rows())[0]).toHaveAttribute('aria-current', 'true');
    // Read: the row and the tab lose their count.
    await waitFor(async () => expect((await rows())[0]).not.toHaveTextContent('1 unread'));
    expect(await screen.findByRole('tab', { name: 'Inbox' })).toBeInTheDocument();
  });

  it('opens the conversation in the address on a reload, and from a notice link', async () => {
    openInbox('/inbox?c=v1');
    expect(await (await pane('Maria Lopez')).findByText('What rate could I get on a 30 year?')).toBeInTheDocument();
  });

  it('opens the conversation a reply notice links to', async () => {
    const { router } = openInbox('/inbox/v1');
    expect(await (await pane('Maria Lopez')).findByText('What rate could I get on a 30 year?')).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/inbox?c=v1');
  });

  it("shows the contact's property when the thread carries the contact", async () => {
    openInbox('/inbox?c=v1', { contacts: { v1: testContact({ address: '12 Oak St', city: 'Auburn', state: 'CA' }) } });
    const property = within(await screen.findByRole('region', { name: 'Property' }));
    expect(property.getByText('12 Oak St, Auburn, CA 95603')).toBeInTheDocument();
  });

  it('says so when the conversation is not one the person may open', async () => {
    openInbox('/inbox?c=someone-elses');
    expect(
      await screen.findByText('This conversation is not in your inbox: it may belong to a campaign you cannot open.'),
    ).toBeInTheDocument();
  });

  it("replies from the inbox to the newest campaign's conversation, and the reply shows", async () => {
    const { user, calls } = openInbox('/inbox?c=v1');
    const conversation = await pane('Maria Lopez');
    await conversation.findByText('What rate could I get on a 30 year?');
    await user.type(conversation.getByRole('textbox', { name: 'Reply' }), 'About 6.1% today. Want a quote?');
    await user.click(conversation.getByRole('button', { name: 'Send' }));
    expect(await conversation.findByText('About 6.1% today. Want a quote?')).toBeInTheDocument();
    const send = calls.find((call) => call.url.endsWith('/api/notifications/message/send'));
    expect(JSON.parse(String(send?.init?.body))).toMatchObject({ groupId: 'g1' });
    await waitFor(() => expect(conversation.getByText('Waiting')).toBeInTheDocument());
    await waitFor(async () => expect((await rows())[0]).toHaveTextContent('You: About 6.1% today. Want a quote?'));
  });

  it('keeps a refused reply and says why', async () => {
    const { user } = openInbox('/inbox?c=v1', { optedOut: ['v1'] });
    const conversation = await pane('Maria Lopez');
    await conversation.findByText('What rate could I get on a 30 year?');
    await user.type(conversation.getByRole('textbox', { name: 'Reply' }), 'Still there?');
    await user.click(conversation.getByRole('button', { name: 'Send' }));
    expect(await conversation.findByText('This number opted out of texts: it cannot be texted')).toBeInTheDocument();
    expect(conversation.getByRole('textbox', { name: 'Reply' })).toHaveValue('Still there?');
  });

  it('marks a conversation done', async () => {
    const { user } = openInbox('/inbox?c=v1');
    const conversation = await pane('Maria Lopez');
    await user.click(await conversation.findByRole('button', { name: 'Mark done' }));
    expect(await conversation.findByRole('button', { name: 'Done' })).toBeDisabled();
    await waitFor(async () => expect((await rows())[0]).toHaveTextContent('Done'));
  });

  it("claims and releases a conversation, and shows who has someone else's", async () => {
    const { user } = openInbox('/inbox?c=v1');
    const conversation = await pane('Maria Lopez');
    await user.click(await conversation.findByRole('button', { name: 'Claim' }));
    expect(await conversation.findByText('You have it')).toBeInTheDocument();
    await waitFor(async () => expect((await rows())[0]).toHaveTextContent('You have it'));
    await user.click(conversation.getByRole('button', { name: 'Release' }));
    expect(await conversation.findByRole('button', { name: 'Claim' })).toBeInTheDocument();
    expect(conversation.queryByText('You have it')).toBeNull();

    await user.click((await rows())[1]!);
    const kais = await pane('(916) 555-0102');
    expect(await kais.findByText('Kai Nakamura has it')).toBeInTheDocument();
    expect(kais.queryByRole('button', { name: 'Claim' })).toBeNull();
  });

  it('names who has a conversation someone claimed meanwhile', async () => {
    const { user, inbox } = openInbox('/inbox?c=v1');
    const conversation = await pane('Maria Lopez');
    const claim = await conversation.findByRole('button', { name: 'Claim' });
    inbox.claimAs('v1', { id: 'u2', name: 'Kai Nakamura' });
    await user.click(claim);
    expect(await conversation.findByText('Kai Nakamura has this conversation')).toBeInTheDocument();
    // The thread is asked again, so it shows who has it and offers no claim.
    expect(await conversation.findByText('Kai Nakamura has it')).toBeInTheDocument();
    await waitFor(() => expect(conversation.queryByRole('button', { name: 'Claim' })).toBeNull());
  });

  it('on a phone shows the list, then the conversation full width with a way back', async () => {
    useScreenWidth(375);
    const { user, router } = openInbox();
    await user.click((await rows())[0]!);
    const conversation = await pane('Maria Lopez');
    expect(await conversation.findByText('What rate could I get on a 30 year?')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Conversations' })).toBeNull();
    expect(conversation.getByRole('button', { name: 'Back to conversations' })).toHaveFocus();
    expectNoFixedWidthOver(375);
    await user.click(conversation.getByRole('button', { name: 'Back to conversations' }));
    expect(await rows()).toHaveLength(3);
    expect(screen.queryByRole('region', { name: 'Maria Lopez' })).toBeNull();
    expect(router.state.location.search).toBe('');
    // Back where it left: on the conversation it had opened.
    await waitFor(async () => expect((await rows())[0]).toHaveFocus());
    expectNoFixedWidthOver(375);
  });

  it('on a wide screen shows the list and the conversation side by side', async () => {
    useScreenWidth(1280);
    const { user } = openInbox();
    await user.click((await rows())[0]!);
    await pane('Maria Lopez');
    expect(screen.getByRole('list', { name: 'Conversations' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back to conversations' })).toBeNull();
  });
});
