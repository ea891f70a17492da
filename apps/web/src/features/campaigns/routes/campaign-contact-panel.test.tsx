import { messageTexts, type CampaignContact } from '@roost/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openCampaignWorkspace } from '../../../test/workspace';
import { testCampaign, testContact, testMessage } from '../../../test/api/campaigns';
import { testProperty } from '../../../test/api/property';

afterEach(() => vi.unstubAllGlobals());

const maria = testContact({ id: 'k1', firstName: 'Maria', lastName: 'Lopez', status: 'Active' });
const ben = testContact({
  id: 'k2',
  firstName: 'Ben',
  lastName: 'Ortiz',
  phoneNumber: '+15305550144',
  status: 'Sent',
  address: null,
  city: null,
  state: null,
});
const contacts: CampaignContact[] = [maria, ben];

/** Maria's address key: street words, the city, the state. */
const MARIA_KEY = '12-Oak-St-Auburn-CA';
const mariaHome = testProperty({
  id: MARIA_KEY,
  address: '12 Oak St, Auburn, CA 95603',
  estimate: 650_000,
  loanBalance: 440_123.45,
});

const conversations = {
  k1: {
    messages: [
      testMessage({ id: 'm1', title: 'Campaign', message: 'Hi Maria, rates dropped for 12 Oak St' }),
      testMessage({
        id: 'm2',
        title: 'Contact',
        message: 'What rate could I get?',
        date: '2026-11-21T12:00:00.000Z',
        createdDate: '2026-11-21T12:00:00.000Z',
      }),
    ],
  },
};

async function openPanel(name: string) {
  const toggle = await screen.findByRole('button', { name });
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return screen.getByRole('region', { name: `${name}: conversation and property` });
}

const conversationItems = (panel: HTMLElement) =>
  within(within(panel).getByRole('list', { name: 'Conversation' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('campaign page: contact panel', () => {
  it("opens a contact's conversation oldest first, who wrote each and when, and closes it again", async () => {
    openCampaignWorkspace('/campaign/c1', { campaigns: [testCampaign()], contacts, conversations });
    const toggle = await screen.findByRole('button', { name: 'Maria Lopez' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = await openPanel('Maria Lopez');
    expect(toggle).toHaveAttribute('aria-controls', panel.id);
    await within(panel).findByRole('list', { name: 'Conversation' });
    expect(conversationItems(panel)).toEqual([
      expect.stringMatching(/^Campaign · Nov 20th 2026, .*Hi Maria, rates dropped for 12 Oak St$/),
      expect.stringMatching(/^Contact · Nov 21st 2026, .*What rate could I get\?$/),
    ]);

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Maria Lopez: conversation and property' })).toBeNull();
  });

  it('keeps one panel open at a time', async () => {
    openCampaignWorkspace('/campaign/c1', { campaigns: [testCampaign()], contacts, conversations });
    await openPanel('Maria Lopez');
    await openPanel('Ben Ortiz');
    expect(screen.getByRole('button', { name: 'Maria Lopez' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('region', { name: /conversation and property$/ })).toHaveLength(1);
  });

  it('sends a reply: Send waits for text, reads Sending..., then the reply shows and the box empties', async () => {
    let release: () => void = () => {};
    const held = new Promise<undefined>((resolve) => (release = () => resolve(undefined)));
    const { calls } = openCampaignWorkspace('/campaign/c1', {
      campaigns: [testCampaign()],
      contacts,
      conversations,
      intercept: (url) => (url.endsWith('/message/send') ? held : undefined),
    });
    const panel = await openPanel('Maria Lopez');
    await within(panel).findByRole('list', { name: 'Conversation' });
    const box = within(panel).getByRole('textbox', { name: 'Reply' });
    const send = within(panel).getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    expect(within(panel).getByText('0 / 1,600 characters')).toBeInTheDocument();
    await userEvent.type(box, '   ');
    expect(send).toBeDisabled();
    await userEvent.clear(box);
    await userEvent.type(box, 'About 6.1% today.');
    expect(within(panel).getByText('17 / 1,600 characters')).toBeInTheDocument();
    expect(box).toHaveAttribute('maxlength', '1600');
    await userEvent.click(send);
    expect(await within(panel).findByRole('button', { name: 'Sending...' })).toBeDisabled();

    release();
    await waitFor(() => expect(conversationItems(panel)).toHaveLength(3));
    expect(conversationItems(panel)[2]).toMatch(/^You · .*About 6\.1% today\.$/);
    expect(box).toHaveValue('');
    expect(within(panel).getByRole('button', { name: 'Send' })).toBeDisabled();
    // The spec's two calls: the send, then the record of it with the carrier's id.
    const posts = calls.filter((call) => call.init?.method === 'POST');
    expect(posts.map((call) => call.url)).toEqual(['/api/notifications/message/send', '/api/notifications/message']);
    expect(JSON.parse(String(posts[0]?.init?.body))).toMatchObject({ groupId: 'g-k1', message: 'About 6.1% today.' });
    expect(JSON.parse(String(posts[1]?.init?.body))).toMatchObject({ groupId: 'g-k1', messageId: 'SM1' });
  });

  it.each([
    ['opted out (409)', { optedOut: ['k1'] }, messageTexts.optedOut],
    ['no carrier (503)', { noCarrier: true }, messageTexts.noCarrier],
  ])("shows the server's reason when the number is %s, and keeps the text", async (_case, refusal, message) => {
    openCampaignWorkspace('/campaign/c1', { campaigns: [testCampaign()], contacts, conversations, ...refusal });
    const panel = await openPanel('Maria Lopez');
    await within(panel).findByRole('list', { name: 'Conversation' });
    const box = within(panel).getByRole('textbox', { name: 'Reply' });
    await userEvent.type(box, 'Still interested?');
    await userEvent.click(within(panel).getByRole('button', { name: 'Send' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(message);
    expect(box).toHaveValue('Still interested?');
    expect(conversationItems(panel)).toHaveLength(2);
  });

  it('Refresh loads a message that arrived since the panel opened', async () => {
    const { api } = openCampaignWorkspace('/campaign/c1', { campaigns: [testCampaign()], contacts, conversations });
    const panel = await openPanel('Maria Lopez');
    await within(panel).findByRole('list', { name: 'Conversation' });
    expect(conversationItems(panel)).toHaveLength(2);
    api.receive('k1', 'Call me after 5, please', '2026-11-22T12:00:00.000Z');
    await userEvent.click(within(panel).getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(conversationItems(panel)).toHaveLength(3));
    expect(conversationItems(panel)[2]).toMatch(/^Contact · Nov 22nd 2026, .*Call me after 5, please$/);
  });

  it('says when there are no messages yet', async () => {
    openCampaignWorkspace('/campaign/c1', { campaigns: [testCampaign()], contacts });
    const panel = await openPanel('Ben Ortiz');
    expect(await within(panel).findByText('No messages yet')).toBeInTheDocument();
  });

  it('marks a contact whose reply waits with New message, until the conversation is read', async () => {
    openCampaignWorkspace('/campaign/c1', {
      campaigns: [testCampaign()],
      contacts,
      conversations: { k1: { ...conversations.k1, waiting: true } },
    });
    const row = (await screen.findByRole('button', { name: 'Maria Lopez' })).closest('tr')!;
    expect(await within(row).findByText('New message')).toBeInTheDocument();
    const benRow = screen.getByRole('button', { name: 'Ben Ortiz' }).closest('tr')!;
    expect(within(benRow).queryByText('New message')).toBeNull();

    const panel = await openPanel('Maria Lopez');
    await within(panel).findByRole('list', { name: 'Conversation' });
    await waitFor(() => expect(within(row).queryByText('New message')).toBeNull());
  });
});

describe('campaign page: contact property', () => {
  /** Each term of the property figures with the value beside it. */
  const figures = (list: HTMLElement) =>
    [...list.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]);

  it('shows the stored record in whole dollars with the loan-to-value and the cash available', async () => {
    const { calls } = openCampaignWorkspace('/campaign/c1', {
      campaigns: [testCampaign()],
      contacts,
      properties: [mariaHome],
    });
    const panel = await openPanel('Maria Lopez');
    const info = await within(panel).findByLabelText('Property information');
    expect(within(panel).getByText('12 Oak St, Auburn, CA 95603')).toBeInTheDocument();
    expect(figures(info)).toEqual([
      ['Estimated Value', '$650,000'],
      ['Est. Loan Balance', '$440,123'],
      ['Est. Loan to Value', '68%'],
      // 80% of $650,000 is $520,000; less the balance: $79,876.55.
      ['Est. Cash/Equity Available', '$79,877'],
    ]);
    expect(within(panel).getByText('Sample data')).toBeInTheDocument();
    expect(calls.map((call) => call.url).filter((url) => url.includes('/property/') || url.includes('/home/'))).toEqual(
      [`/api/home/address/${MARIA_KEY}`],
    );
  });

  it('computes a record there is none of, saving it, with the loading texts meanwhile', async () => {
    let release: () => void = () => {};
    const held = new Promise<undefined>((resolve) => (release = () => resolve(undefined)));
    const { calls, api } = openCampaignWorkspace('/campaign/c1', {
      campaigns: [testCampaign()],
      contacts,
      valuable: [mariaHome],
      intercept: (url) => (url.includes('/property/calculate/') ? held : undefined),
    });
    const panel = await openPanel('Maria Lopez');
    expect(await within(panel).findByRole('progressbar', { name: 'Loading property' })).toBeInTheDocument();
    expect(within(panel).getByRole('status')).toHaveTextContent('Getting property details...');
    release();
    const info = await within(panel).findByLabelText('Property information');
    expect(figures(info)[0]).toEqual(['Estimated Value', '$650,000']);
    const propertyCalls = calls.filter((call) => call.url.includes('/property/') || call.url.includes('/home/'));
    expect(propertyCalls.map((call) => `${call.init?.method ?? 'GET'} ${call.url}`)).toEqual([
      `GET /api/home/address/${MARIA_KEY}`,
      'GET /api/integrations/property/calculate/?address=12+Oak+St&city=Auburn&state=CA',
      'POST /api/home/address',
    ]);
    expect(JSON.parse(String(propertyCalls[2]?.init?.body))).toEqual({ id: MARIA_KEY });
    expect(api.property(MARIA_KEY)).toEqual(mariaHome);
  });

  it('says so when the address cannot be valued', async () => {
    openCampaignWorkspace('/campaign/c1', { campaigns: [testCampaign()], contacts });
    const panel = await openPanel('Maria Lopez');
    expect(await within(panel).findByText('This address could not be valued.')).toBeInTheDocument();
    expect(within(panel).queryByLabelText('Property information')).toBeNull();
  });

  it('says a contact without an address has none, and asks nothing about it', async () => {
    const { calls } = openCampaignWorkspace('/campaign/c1', { campaigns: [testCampaign()], contacts });
    const panel = await openPanel('Ben Ortiz');
    expect(within(panel).getByText('No address for this contact')).toBeInTheDocument();
    await within(panel).findByText('No messages yet');
    expect(calls.some((call) => call.url.includes('/home/address') || call.url.includes('/property/'))).toBe(false);
  });
});

describe('campaign page: delivery and pause reason', () => {
  it('shows why the sender paused the campaign above the actions', async () => {
    openCampaignWorkspace('/campaign/c1', {
      campaigns: [
        testCampaign({ status: 'paused', pauseReason: 'The carrier is filtering this campaign’s texts as spam.' }),
      ],
    });
    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent('Paused automatically');
    expect(banner).toHaveTextContent('The carrier is filtering this campaign’s texts as spam.');
    const actions = screen.getByRole('group', { name: 'Campaign actions' });
    expect(banner.compareDocumentPosition(actions) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows no pause reason once the campaign runs again', async () => {
    openCampaignWorkspace('/campaign/c1', {
      campaigns: [testCampaign({ status: 'active', pauseReason: 'Carrier filtering' })],
    });
    await screen.findByRole('heading', { name: 'Spring Refi', level: 1 });
    expect(screen.queryByText('Paused automatically')).toBeNull();
    expect(screen.queryByText('Carrier filtering')).toBeNull();
  });

  it('shows Delivered and Failed in the summary, not among the stats (the six and Favorites)', async () => {
    openCampaignWorkspace('/campaign/c1', { campaigns: [testCampaign({ totalDelivered: 1780, totalFailed: 20 })] });
    await screen.findByRole('heading', { name: 'Summary' });
    const term = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(term('Delivered')).toBe('1,780');
    expect(term('Failed')).toBe('20');
    const stats = screen.getByLabelText('Campaign stats');
    expect(stats.querySelectorAll('dt')).toHaveLength(7);
    expect(within(stats).queryByText('Delivered')).toBeNull();
  });
});
