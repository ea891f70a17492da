import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openCampaignWorkspace } from '../../../test/workspace';
import { testCampaign } from '../../../test/api/campaigns';
import { inboxApi, testConversation } from '../../../test/api/inbox';

afterEach(() => vi.unstubAllGlobals());

const campaigns = [testCampaign(), testCampaign({ id: 'c2', name: 'Winter Equity', status: 'paused' })];

function openDashboard() {
  const inbox = inboxApi({
    conversations: [
      testConversation({ id: 'v1', unread: 2 }),
      testConversation({ id: 'v2', phone: '+19165550102', name: 'Kai', unread: 1, groupId: 'g2' }),
      testConversation({
        id: 'v3',
        phone: '+19165550103',
        campaigns: [{ id: 'c2', name: 'Winter Equity' }],
        unread: 0,
      }),
    ],
  });
  return { ...openCampaignWorkspace('/campaigns', { campaigns, areas: [inbox] }), inbox };
}

describe('unread replies on the campaigns dashboard', () => {
  it('puts the count of unread conversations on each campaign, linking to its inbox, and none where all is read', async () => {
    const { router } = openDashboard();
    const active = within(await screen.findByRole('list', { name: 'Active campaigns' }));
    const unread = await active.findByRole('link', { name: '2 unread conversations in Spring Refi' });
    expect(unread).toHaveTextContent('2 unread');
    expect(active.getByRole('link', { name: 'Winter Equity' })).toBeInTheDocument();
    expect(active.queryByRole('link', { name: /unread conversations? in Winter Equity/ })).toBeNull();

    await userEvent.click(unread);
    await waitFor(() => expect(router.state.location.pathname).toBe('/inbox'));
    expect(router.state.location.search).toBe('?campaignId=c1');
    expect(await screen.findByRole('combobox', { name: 'Campaign' })).toHaveValue('c1');
  });

  it('shows the total on the Inbox tab and asks again when the window comes back', async () => {
    const { inbox, calls } = openDashboard();
    expect(await screen.findByRole('tab', { name: 'Inbox, 2 unread' })).toHaveAttribute('href', '/inbox');
    inbox.readElsewhere('v2');
    const asked = calls.filter((call) => call.url.endsWith('/inbox/unread')).length;
    window.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('focus'));
    expect(await screen.findByRole('tab', { name: 'Inbox, 1 unread' })).toBeInTheDocument();
    expect(calls.filter((call) => call.url.endsWith('/inbox/unread')).length).toBeGreaterThan(asked);
  });
});
