import { CONTACT_PAGE_SIZE, type CampaignContact } from '@roost/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openCampaignWorkspace } from '../../../test/workspace';
import { testCampaign, testContact } from '../../../test/api/campaigns';

afterEach(() => vi.unstubAllGlobals());

const contacts: CampaignContact[] = [
  testContact({ id: 'k1', firstName: 'Maria', lastName: 'Lopez', status: 'Sent' }),
  testContact({
    id: 'k2',
    firstName: 'Ben',
    lastName: 'Ortiz',
    phoneNumber: '+15305550144',
    email: null,
    city: null,
    status: 'Active',
  }),
  testContact({ id: 'k3', firstName: 'Carla', lastName: null, status: 'OptOut', city: 'Davis' }),
  testContact({ id: 'k4', firstName: 'Zed', campaignId: 'c2', status: 'Sent' }),
];

/** 60 contacts of c1: Person 01 … Person 60, every third one Active. */
const many = Array.from({ length: 60 }, (_, index) => {
  const n = String(index + 1).padStart(2, '0');
  return testContact({ id: `p${n}`, firstName: `Person ${n}`, status: index % 3 === 0 ? 'Active' : 'Sent' });
});

const table = (name: string) => within(screen.getByRole('table', { name }));
const bodyRows = (name: string) => table(name).getAllByRole('row').slice(1);
const contactCalls = (calls: { url: string }[]) =>
  calls.map((call) => call.url).filter((url) => url.startsWith('/api/site/campaign/c1/contacts'));

describe('campaign page: contacts', () => {
  it('lists the contacts by first name with Name, Phone, Email, City and Status', async () => {
    openCampaignWorkspace('/campaign/c1', { campaigns: [testCampaign()], contacts });
    expect(await screen.findByRole('heading', { name: 'Spring Refi', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByRole('table', { name: 'All contacts' });
    const headers = table('All contacts')
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Name', 'Phone', 'Email', 'City', 'Status']);
    const rows = bodyRows('All contacts').map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => cell.textContent),
    );
    expect(rows).toEqual([
      ['Ben Ortiz', '(530) 555-0144', '—', '—', 'Active'],
      ['Carla', '(916) 555-0101', 'maria@example.com', 'Davis', 'Opt Out'],
      ['Maria Lopez', '(916) 555-0101', 'maria@example.com', 'Auburn', 'Sent'],
    ]);
    expect(screen.getByLabelText('Contact status: Opt Out')).toBeInTheDocument();
    // The table scrolls in its own box on a narrow screen.
    expect(screen.getByRole('region', { name: 'All contacts table' })).toHaveStyle({ overflowX: 'auto' });
    expect(screen.queryByRole('button', { name: 'LOAD MORE' })).toBeNull();
  });

  it('keeps the tab in the address, and asks the server for that tab', async () => {
    const { router, calls } = openCampaignWorkspace('/campaign/c1', { campaigns: [testCampaign()], contacts });
    await screen.findByRole('table', { name: 'All contacts' });
    const tabs = within(screen.getByRole('tablist', { name: 'Contact status' }))
      .getAllByRole('tab')
      .map((tab) => tab.textContent);
    expect(tabs).toEqual(['All', 'Active', 'Click Throughs', 'Sent', 'Opt Outs', 'Non-responsive', 'Favorites']);
    await userEvent.click(screen.getByRole('tab', { name: 'Opt Outs' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=optOut'));
    await screen.findByRole('table', { name: 'Opt Outs contacts' });
    expect(bodyRows('Opt Outs contacts')).toHaveLength(1);
    expect(contactCalls(calls)).toEqual([
      '/api/site/campaign/c1/contacts?limit=50&status=all',
      '/api/site/campaign/c1/contacts?limit=50&status=optOut',
    ]);
  });

  it('opens on the tab the address names', async () => {
    openCampaignWorkspace('/campaign/c1?tab=active', { campaigns: [testCampaign()], contacts });
    await screen.findByRole('table', { name: 'Active contacts' });
    expect(screen.getByRole('tab', { name: 'Active' })).toHaveAttribute('aria-selected', 'true');
    expect(bodyRows('Active contacts')).toHaveLength(1);
  });

  it('says a tab with no contacts is empty', async () => {
    openCampaignWorkspace('/campaign/c1?tab=clickThrough', { campaigns: [testCampaign()], contacts });
    expect(await screen.findByText('No contacts in this tab')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a progress bar while the contacts load', async () => {
    openCampaignWorkspace('/campaign/c1', {
      campaigns: [testCampaign()],
      contacts,
      intercept: (url) => (url.includes('/contacts?') ? new Promise(() => {}) : undefined),
    });
    expect(await screen.findByRole('progressbar', { name: 'Loading contacts' })).toBeInTheDocument();
  });

  it('loads the next 50 with the lastKey through LOAD MORE, which goes once there are no more', async () => {
    const { calls } = openCampaignWorkspace('/campaign/c1', { campaigns: [testCampaign()], contacts: many });
    await screen.findByRole('table', { name: 'All contacts' });
    expect(bodyRows('All contacts')).toHaveLength(CONTACT_PAGE_SIZE);
    await userEvent.click(screen.getByRole('button', { name: 'LOAD MORE' }));
    await waitFor(() => expect(bodyRows('All contacts')).toHaveLength(60));
    expect(within(bodyRows('All contacts')[59]!).getByText('Person 60 Lopez')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'LOAD MORE' })).toBeNull();
    expect(contactCalls(calls)).toEqual([
      '/api/site/campaign/c1/contacts?limit=50&status=all',
      '/api/site/campaign/c1/contacts?limit=50&status=all&id=p50&campaignId=c1',
    ]);
  });

  it('changing tab clears the list and the paging key and loads the new tab from its start', async () => {
    const { calls } = openCampaignWorkspace('/campaign/c1', { campaigns: [testCampaign()], contacts: many });
    await screen.findByRole('table', { name: 'All contacts' });
    await userEvent.click(screen.getByRole('button', { name: 'LOAD MORE' }));
    await waitFor(() => expect(bodyRows('All contacts')).toHaveLength(60));

    await userEvent.click(screen.getByRole('tab', { name: 'Active' }));
    await screen.findByRole('table', { name: 'Active contacts' });
    expect(bodyRows('Active contacts')).toHaveLength(20);
    expect(screen.queryByText('Person 02 Lopez')).toBeNull();

    // Back to All: the two pages loaded before are gone; only the first page comes again.
    await userEvent.click(screen.getByRole('tab', { name: 'All' }));
    await screen.findByRole('table', { name: 'All contacts' });
    expect(bodyRows('All contacts')).toHaveLength(CONTACT_PAGE_SIZE);
    expect(screen.getByRole('button', { name: 'LOAD MORE' })).toBeInTheDocument();
    expect(contactCalls(calls)).toEqual([
      '/api/site/campaign/c1/contacts?limit=50&status=all',
      '/api/site/campaign/c1/contacts?limit=50&status=all&id=p50&campaignId=c1',
      '/api/site/campaign/c1/contacts?limit=50&status=active',
      '/api/site/campaign/c1/contacts?limit=50&status=all',
    ]);
  });
});

describe('campaign page: actions', () => {
  const actionNames = () =>
    within(screen.getByRole('group', { name: 'Campaign actions' }))
      .getAllByRole('button')
      .map((button) => button.textContent);

  it.each([
    ['active', ['Pause', 'Archive']],
    ['started', ['Pause', 'Archive']],
    ['paused', ['Resume', 'Archive']],
    ['new', ['Archive']],
    ['complete', ['Archive']],
    ['done', ['Archive']],
  ] as const)('offers a %s campaign %j', async (status, expected) => {
    openCampaignWorkspace('/campaign/c1', { campaigns: [testCampaign({ status })] });
    await screen.findByRole('heading', { name: 'Spring Refi', level: 1 });
    expect(actionNames()).toEqual(expected);
  });

  it('offers nothing on an archived campaign', async () => {
    openCampaignWorkspace('/campaign/c1', { campaigns: [testCampaign({ status: 'archived' })] });
    await screen.findByRole('heading', { name: 'Spring Refi', level: 1 });
    expect(screen.queryByRole('group', { name: 'Campaign actions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Archive' })).toBeNull();
  });

  it('pauses and resumes, and the summary follows', async () => {
    const { api, calls } = openCampaignWorkspace('/campaign/c1', { campaigns: [testCampaign()] });
    await userEvent.click(await screen.findByRole('button', { name: 'Pause' }));
    expect(await screen.findByLabelText('Status: paused')).toBeInTheDocument();
    expect(api.campaign('c1')?.status).toBe('paused');
    const put = calls.find((call) => call.init?.method === 'PUT');
    expect(put?.url).toBe('/api/site/campaign/c1');
    expect(JSON.parse(String(put?.init?.body))).toEqual({ status: 'paused' });
    expect(screen.getByText('The campaign is paused.')).toBeInTheDocument();
    expect(actionNames()).toEqual(['Resume', 'Archive']);

    await userEvent.click(screen.getByRole('button', { name: 'Resume' }));
    expect(await screen.findByLabelText('Status: active')).toBeInTheDocument();
    expect(api.campaign('c1')?.status).toBe('active');
  });

  it('asks before archiving: No leaves it, Yes archives it', async () => {
    const { api } = openCampaignWorkspace('/campaign/c1', { campaigns: [testCampaign()] });
    await userEvent.click(await screen.findByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive this campaign?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.campaign('c1')?.status).toBe('active');

    await userEvent.click(screen.getByRole('button', { name: 'Archive' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Archive this campaign?' })).getByRole('button', {
        name: 'Yes',
      }),
    );
    expect(await screen.findByLabelText('Status: archived')).toBeInTheDocument();
    expect(api.campaign('c1')?.status).toBe('archived');
    expect(screen.getByText('The campaign is archived.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
  });

  it('says the campaign cannot be changed when the server answers 404, and changes nothing', async () => {
    const { api } = openCampaignWorkspace('/campaign/c1', { campaigns: [testCampaign()], readOnly: ['c1'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Pause' }));
    expect(await screen.findByText('You cannot change this campaign')).toBeInTheDocument();
    expect(screen.getByLabelText('Status: active')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Spring Refi', level: 1 })).toBeInTheDocument();
    expect(api.campaign('c1')?.status).toBe('active');
  });
});
