import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { teamMessages } from '@roost/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentTo } from '../../../test/api/auth';
import { testBranch, testTeam, testTeamUser } from '../../../test/api/teams';
import { openWorkspace, userWithRoles } from '../../../test/workspace';

afterEach(() => vi.unstubAllGlobals());

const loanOfficer = userWithRoles('user', 'loanofficer');
const partner = (overrides: Parameters<typeof testTeamUser>[0]) =>
  testTeamUser({ parentId: 'tu1', userId: null, phone: null, ...overrides });

async function openLoanOfficer(options: Parameters<typeof openWorkspace>[1] = {}) {
  const opened = openWorkspace('/profile/loanofficer/tu1', {
    user: loanOfficer,
    teams: [testTeam(), testBranch()],
    teamUsers: [
      testTeamUser(),
      partner({ id: 'p1', name: 'Ray Realtor', email: 'ray@example.com', role: 'realtor', meta: '95603,95614' }),
      partner({ id: 'p2', name: 'Ada Assistant', email: 'ada@example.com', role: 'assistance', phone: '+19165550111' }),
    ],
    ...options,
  });
  await screen.findByRole('heading', { name: 'Lou Officer', level: 1 });
  return opened;
}

const panel = () => within(screen.getByRole('tabpanel'));

async function addPartner(kind: 'Assistant' | 'Realtor Partner' | 'Solar Partner') {
  await userEvent.click(screen.getByRole('button', { name: 'Add' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: kind }));
  return within(await screen.findByRole('form', { name: `Add ${kind}` }));
}

describe('loan officer profile', () => {
  it('opens on Realtor Partners, listing name, email, phone and ZIP codes with Edit', async () => {
    await openLoanOfficer();
    const tabs = screen.getAllByRole('tab').filter((tab) => tab.closest('[aria-label="Partners"]'));
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Assistants', 'Realtor Partners', 'Solar Partners']);
    expect(screen.getByRole('tab', { name: 'Realtor Partners' })).toHaveAttribute('aria-selected', 'true');
    const table = within(await panel().findByRole('table', { name: 'Realtor Partners' }));
    const row = table.getByRole('rowheader', { name: 'Ray Realtor' }).closest('tr')!;
    expect(row).toHaveTextContent('ray@example.com');
    expect(row).toHaveTextContent('95603, 95614');
    expect(within(row).getByRole('button', { name: 'Edit Ray Realtor' })).toBeInTheDocument();
    expect(table.queryByText('Ada Assistant')).toBeNull();
  });

  it('shows each tab’s own people, or says there are none', async () => {
    await openLoanOfficer();
    await userEvent.click(screen.getByRole('tab', { name: 'Assistants' }));
    const row = (await panel().findByRole('rowheader', { name: 'Ada Assistant' })).closest('tr')!;
    expect(row).toHaveTextContent('(916) 555-0111');
    await userEvent.click(screen.getByRole('tab', { name: 'Solar Partners' }));
    expect(await panel().findByText('No solar partners to display')).toBeInTheDocument();
  });

  it('offers Assistant, Realtor Partner and Solar Partner in the Add menu', async () => {
    await openLoanOfficer();
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    const menu = within(await screen.findByRole('menu'));
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Assistant',
      'Realtor Partner',
      'Solar Partner',
    ]);
  });

  it('shows Name required and Email required together', async () => {
    const { calls } = await openLoanOfficer();
    const form = await addPartner('Solar Partner');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByLabelText('Name')).toHaveAccessibleDescription('Name required');
    expect(form.getByLabelText('Email')).toHaveAccessibleDescription('Email required');
    expect(form.getByLabelText('Phone (optional)')).not.toHaveAccessibleDescription();
    expect(sentTo(calls, '/api/site/team/user')).toEqual([]);
  });

  it('collects a realtor’s ZIP codes newest first and stores them as a comma list', async () => {
    const { calls } = await openLoanOfficer();
    const form = await addPartner('Realtor Partner');
    await userEvent.type(form.getByLabelText('Name'), 'Rita Realtor');
    await userEvent.type(form.getByLabelText('Email'), 'rita@example.com');
    await userEvent.type(form.getByLabelText('Zip code'), '123');
    await userEvent.click(form.getByRole('button', { name: 'Add' }));
    expect(form.getByLabelText('Zip code')).toHaveAccessibleDescription('Zip code must be 5 digits');
    await userEvent.clear(form.getByLabelText('Zip code'));
    for (const zip of ['95603', '95650', '95677']) {
      await userEvent.type(form.getByLabelText('Zip code'), zip);
      await userEvent.click(form.getByRole('button', { name: 'Add' }));
    }
    const zips = within(form.getByRole('list', { name: 'Areas served (ZIPs), newest first' }));
    expect(zips.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['95677', '95650', '95603']);
    await userEvent.click(zips.getByRole('button', { name: 'Remove 95650' }));
    await userEvent.type(form.getByLabelText('Zip code'), '95765{Enter}');
    expect(zips.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['95765', '95677', '95603']);
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(teamMessages.savedLoanOfficer)).toBeInTheDocument();
    expect(sentTo(calls, '/api/site/team/user')).toEqual([
      {
        parentId: 'tu1',
        role: 'realtor',
        name: 'Rita Realtor',
        email: 'rita@example.com',
        phone: '',
        canText: true,
        meta: '95765,95677,95603',
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const row = (await panel().findByRole('rowheader', { name: 'Rita Realtor' })).closest('tr')!;
    expect(row).toHaveTextContent('95765, 95677, 95603');
  });

  it('switches to the tab of the person just added', async () => {
    await openLoanOfficer();
    const form = await addPartner('Assistant');
    await userEvent.type(form.getByLabelText('Name'), 'Al Assistant');
    await userEvent.type(form.getByLabelText('Email'), 'al@example.com');
    await userEvent.type(form.getByLabelText('Phone (optional)'), '916 555 0123');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(teamMessages.savedLoanOfficer)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('tab', { name: 'Assistants' })).toHaveAttribute('aria-selected', 'true');
    expect(await panel().findByRole('rowheader', { name: 'Al Assistant' })).toBeInTheDocument();
  });

  it('edits a partner with the e-mail fixed and says it was updated', async () => {
    const { calls } = await openLoanOfficer();
    await userEvent.click(await panel().findByRole('button', { name: 'Edit Ray Realtor' }));
    const form = within(await screen.findByRole('form', { name: 'Edit Realtor Partner' }));
    expect(form.getByLabelText('Email')).toHaveAttribute('readonly');
    const zips = within(form.getByRole('list', { name: 'Areas served (ZIPs), newest first' }));
    expect(zips.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['95603', '95614']);
    await userEvent.type(form.getByLabelText('Zip code'), '95648');
    await userEvent.click(form.getByRole('button', { name: 'Add' }));
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(teamMessages.updatedLoanOfficer)).toBeInTheDocument();
    expect(sentTo(calls, '/api/site/team/user/p1')).toEqual([
      expect.objectContaining({ role: 'realtor', email: 'ray@example.com', meta: '95648,95603,95614' }),
    ]);
  });

  it('keeps what was typed and says why when the partner cannot be saved', async () => {
    await openLoanOfficer({
      intercept: (url, init) =>
        url.endsWith('/api/site/team/user') && init?.method === 'POST'
          ? { status: 403, body: { code: 'FORBIDDEN', errorMessage: 'You do not have access to this' } }
          : undefined,
    });
    const form = await addPartner('Solar Partner');
    await userEvent.type(form.getByLabelText('Name'), 'Sol Partner');
    await userEvent.type(form.getByLabelText('Email'), 'sol@example.com');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByRole('alert')).toHaveTextContent(
      `${teamMessages.errorLoanOfficer}: You do not have access to this`,
    );
    expect(form.getByLabelText('Name')).toHaveValue('Sol Partner');
  });

  it('asks before removing a partner', async () => {
    await openLoanOfficer();
    await userEvent.click(await panel().findByRole('button', { name: 'Delete Ray Realtor' }));
    const dialog = within(await screen.findByRole('dialog', { name: teamMessages.confirmDeleteTeamUser }));
    await userEvent.click(dialog.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await panel().findByText('No realtor partners to display')).toBeInTheDocument();
  });

  it('refuses a loan officer the person has no access to', async () => {
    openWorkspace('/profile/loanofficer/tu1', {
      user: loanOfficer,
      teams: [testTeam(), testBranch()],
      teamUsers: [testTeamUser()],
      forbidden: ['tu1'],
    });
    expect(await screen.findByText('You do not have access to this loan officer.')).toBeInTheDocument();
    expect(screen.queryByText('Lou Officer')).toBeNull();
  });
});
