import { campaignMessages } from '@roost/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openCampaignWorkspace, userWithRoles } from '../../../test/workspace';
import { testCampaign } from '../../../test/api/campaigns';

afterEach(() => vi.unstubAllGlobals());

const campaigns = [
  testCampaign(),
  testCampaign({ id: 'c2', name: 'Winter Equity', status: 'paused', contactName: null }),
  testCampaign({ id: 'c3', name: 'Fresh Leads', status: 'new', startDate: '2027-01-04' }),
  testCampaign({ id: 'c4', name: 'Old Refi', status: 'complete' }),
  testCampaign({ id: 'c5', name: 'Older Refi', status: 'done' }),
];

const list = (name: string) => within(screen.getByRole('list', { name }));

describe('campaigns dashboard', () => {
  it('shows the Active tab with its count, each campaign with its contact, start date, stats and badge', async () => {
    openCampaignWorkspace('/campaigns', { campaigns });
    expect(await screen.findByRole('heading', { name: 'Campaigns', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Campaign' })).toHaveAttribute('href', '/campaign/new/details');
    // Two running and two completed.
    expect(await screen.findByText('4 Campaigns')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Active' })).toHaveAttribute('aria-selected', 'true');
    const active = list('Active campaigns');
    expect(active.getByRole('link', { name: 'Spring Refi' })).toHaveAttribute('href', '/campaign/c1');
    expect(active.getByText(/Ann Lee · Starts Dec 01, 2026/)).toBeInTheDocument();
    const stats = within(active.getByLabelText('Stats of Spring Refi'));
    for (const label of ['Sent', 'Contacts', 'Active', 'Clicks', 'Non-responsive', 'Opt-outs', 'Favorites']) {
      expect(stats.getByText(label)).toBeInTheDocument();
    }
    expect(stats.getByText('1,200')).toBeInTheDocument();
    expect(active.getByLabelText('Status: active')).toHaveStyle({ color: '#1b5e20' });
    expect(active.getByLabelText('Status: paused')).toHaveStyle({ color: '#5b1f8a' });
  });

  it('keeps the tab in the address and shows each tab its own campaigns and badges', async () => {
    const { router } = openCampaignWorkspace('/campaigns', {
      campaigns: [...campaigns, testCampaign({ id: 'c6', name: 'Put Away', status: 'archived' })],
    });
    await screen.findByText('4 Campaigns');
    await userEvent.click(screen.getByRole('tab', { name: 'Archived' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=archived'));
    expect(await screen.findByRole('list', { name: 'Archived campaigns' })).toBeInTheDocument();
    const archived = list('Archived campaigns');
    expect(archived.getAllByRole('listitem')).toHaveLength(1);
    expect(archived.getByLabelText('Status: archived')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Completed' })).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'New' }));
    expect(await screen.findByText('1 Campaign')).toBeInTheDocument();
    expect(list('New campaigns').getByText(/Starts Jan 04, 2027/)).toBeInTheDocument();
  });

  it('keeps campaigns whose texts all went under Active, below a Completed heading, not under Archived', async () => {
    openCampaignWorkspace('/campaigns', { campaigns });
    expect(await screen.findByRole('heading', { name: 'Completed', level: 2 })).toBeInTheDocument();
    const completed = list('Completed campaigns');
    expect(completed.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Old Refi',
      'Older Refi',
    ]);
    expect(completed.getByLabelText('Status: complete')).toHaveStyle({ color: '#a4262c' });
    expect(completed.getByLabelText('Status: done')).toHaveStyle({ color: '#424242' });
    expect(list('Active campaigns').getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows a completed campaign on Active even when nothing else runs, counted in the count line', async () => {
    openCampaignWorkspace('/campaigns', {
      campaigns: [testCampaign({ id: 'c4', name: 'Old Refi', status: 'complete' })],
    });
    expect(await screen.findByText('1 Campaign')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Old Refi' })).toHaveAttribute('href', '/campaign/c4');
    expect(screen.queryByText(campaignMessages.noCampaigns)).toBeNull();
  });

  it('links each stat to the campaign’s contacts filtered that way, above the card’s own link', async () => {
    const { router } = openCampaignWorkspace('/campaigns', { campaigns: [testCampaign()] });
    const stats = within(await screen.findByLabelText('Stats of Spring Refi'));
    expect(stats.getByRole('link', { name: '45 Clicks' })).toHaveAttribute('href', '/campaign/c1?tab=clickThrough');
    expect(stats.getByRole('link', { name: '3 Favorites' })).toHaveAttribute('href', '/campaign/c1?tab=favorites');
    expect(stats.getByRole('link', { name: '700 Non-responsive' })).toHaveAttribute(
      'href',
      '/campaign/c1?tab=nonResponsive',
    );
    expect(stats.getByRole('link', { name: '12 Opt-outs' })).toHaveAttribute('href', '/campaign/c1?tab=optOut');
    await userEvent.click(stats.getByRole('link', { name: '45 Clicks' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=clickThrough'));
    expect(await screen.findByRole('tab', { name: 'Click Throughs' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens on the tab the address names and says No Campaigns for an empty tab', async () => {
    openCampaignWorkspace('/campaigns?tab=new', { campaigns: [testCampaign()] });
    expect(await screen.findByText(campaignMessages.noCampaigns)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'New' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the start screen to someone with no campaign at all', async () => {
    openCampaignWorkspace('/campaigns', { campaigns: [] });
    expect(await screen.findByText(campaignMessages.welcome)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome');
    expect(screen.getByRole('link', { name: 'Create Campaign' })).toHaveAttribute('href', '/campaign/new/details');
    expect(screen.queryByRole('tab', { name: 'Active' })).toBeNull();
  });

  it('loads 25 at a time with Load more while there are more', async () => {
    const many = Array.from({ length: 30 }, (_, index) =>
      testCampaign({ id: `m${index}`, name: `Campaign ${index + 1}` }),
    );
    const { calls } = openCampaignWorkspace('/campaigns', { campaigns: many });
    expect(await screen.findByText('30 Campaigns')).toBeInTheDocument();
    expect(list('Active campaigns').getAllByRole('listitem')).toHaveLength(25);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(list('Active campaigns').getAllByRole('listitem')).toHaveLength(30));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    const pages = calls.map((call) => call.url).filter((url) => url.includes('/api/site/campaigns?status=active'));
    expect(pages).toEqual([
      '/api/site/campaigns?status=active&limit=25',
      '/api/site/campaigns?status=active&limit=25&cursor=25',
    ]);
  });

  it('shows a progress bar while the campaigns load', async () => {
    openCampaignWorkspace('/campaigns', {
      campaigns,
      intercept: (url) => (url.includes('/api/site/campaigns') ? new Promise(() => {}) : undefined),
    });
    expect(await screen.findByRole('progressbar', { name: 'Loading campaigns' })).toBeInTheDocument();
  });

  it('opens a campaign from its card', async () => {
    const { router } = openCampaignWorkspace('/campaigns', { campaigns });
    await userEvent.click(await screen.findByRole('link', { name: 'Spring Refi' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaign/c1'));
    expect(await screen.findByRole('heading', { name: 'Spring Refi', level: 1 })).toBeInTheDocument();
  });
});

describe('campaign page', () => {
  it('shows the summary: status, type, schedule, stats and template', async () => {
    openCampaignWorkspace('/campaign/c1', { campaigns });
    expect(await screen.findByRole('heading', { name: 'Spring Refi', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to campaigns' })).toHaveAttribute('href', '/campaigns');
    expect(screen.getByLabelText('Status: active')).toBeInTheDocument();
    expect(screen.getByText('Refi')).toBeInTheDocument();
    expect(screen.getByText('Dec 01, 2026')).toBeInTheDocument();
    expect(screen.getByText('Dec 31, 2026')).toBeInTheDocument();
    expect(screen.getByText('Mon, Wed, Thu')).toBeInTheDocument();
    expect(screen.getByText('200')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Campaign stats')).getByText('Opt-outs')).toBeInTheDocument();
    expect(await screen.findByText('Rate Drop')).toBeInTheDocument();
  });

  it('says an unknown campaign was not found, and another person’s is not theirs', async () => {
    openCampaignWorkspace('/campaign/nope', { campaigns });
    expect(await screen.findByRole('heading', { name: 'Not found', level: 1 })).toBeInTheDocument();
    vi.unstubAllGlobals();
    openCampaignWorkspace('/campaign/c2', { campaigns, forbidden: ['c2'] });
    expect(await screen.findByRole('heading', { name: 'No access', level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('Winter Equity')).toBeNull();
  });
});

describe('admin campaigns page', () => {
  const admin = userWithRoles('user', 'admin');

  it('lists every campaign (scope=all)', async () => {
    const { calls } = openCampaignWorkspace('/admin/campaigns', { campaigns, user: admin });
    expect(await screen.findByRole('link', { name: 'Spring Refi' })).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/site/campaigns?status=active&limit=25&scope=all')).toBe(true);
  });

  it('adds a template and edits one', async () => {
    const { api } = openCampaignWorkspace('/admin/campaigns', { campaigns, user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Template' }));
    const form = within(await screen.findByRole('form', { name: 'Add Template' }));
    expect(form.getByText('{{firstName}}')).toBeInTheDocument();
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('Name required')).toBeInTheDocument();
    await userEvent.type(form.getByLabelText(/^Name/), 'Equity Check');
    await userEvent.type(form.getByLabelText(/^Description/), 'Your equity grew');
    await userEvent.type(form.getByLabelText(/^Message/), 'Hi {{{{firstName}}, see {{{{shortLink}}');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Equity Check', level: 3 })).toBeInTheDocument();
    expect(api.templates().map((template) => template.name)).toContain('Equity Check');

    await userEvent.click(screen.getByRole('button', { name: 'Edit Rate Drop' }));
    const edit = within(await screen.findByRole('form', { name: 'Edit Template' }));
    expect(edit.getByLabelText(/^Name/)).toHaveValue('Rate Drop');
    await userEvent.clear(edit.getByLabelText(/^Name/));
    await userEvent.type(edit.getByLabelText(/^Name/), 'Rate Drop 2');
    await userEvent.click(edit.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Rate Drop 2', level: 3 })).toBeInTheDocument();
    expect(api.template('t1')?.name).toBe('Rate Drop 2');
  });
});

describe('campaigns dashboard without texting access', () => {
  it('lists the campaigns but offers no Create Campaign, saying whom to ask', async () => {
    openCampaignWorkspace('/campaigns', { campaigns, mayText: false });
    expect(await screen.findByText(campaignMessages.textingNotAllowed)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create Campaign' })).toBeNull();
    expect(await screen.findByText('4 Campaigns')).toBeInTheDocument();
  });

  it('shows the message instead of the start screen to someone with no campaigns', async () => {
    openCampaignWorkspace('/campaigns', { campaigns: [], mayText: false });
    expect(await screen.findByText(campaignMessages.textingNotAllowed)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Campaigns', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create Campaign' })).toBeNull();
  });
});
