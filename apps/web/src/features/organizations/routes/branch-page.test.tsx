import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { teamMessages } from '@roost/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testBranch, testTeam, testTeamUser } from '../../../test/api/teams';
import { openWorkspace, requestsTo, userWithRoles } from '../../../test/workspace';
import { formatDateTime } from '../components/date-time';

afterEach(() => vi.unstubAllGlobals());

const branchManager = userWithRoles('user', 'branchmanager');
const addedAt = new Date(2025, 2, 4, 9, 5).toISOString();

async function openBranch(options: Parameters<typeof openWorkspace>[1] = {}, path = '/organization/org1/branch/br1') {
  const opened = openWorkspace(path, {
    user: branchManager,
    teams: [testTeam(), testBranch()],
    teamUsers: [
      testTeamUser({ createdDate: addedAt }),
      testTeamUser({ id: 'tu2', name: 'Ray Realtor', parentId: 'tu1', role: 'realtor' }),
    ],
    ...options,
  });
  await screen.findByRole('heading', { name: 'Auburn Branch', level: 1 });
  return opened;
}

describe('branch page', () => {
  it('lists the members with name, email and date, each linking to their loan officer profile', async () => {
    await openBranch();
    const table = within(screen.getByRole('table', { name: 'Loan Officers' }));
    expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Name',
      'Email',
      'Role',
      'Date',
      'Actions',
    ]);
    const row = table.getByRole('rowheader', { name: 'Lou Officer' }).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Lou Officer' })).toHaveAttribute('href', '/profile/loanofficer/tu1');
    expect(row).toHaveTextContent('lou@example.com');
    expect(row).toHaveTextContent('03-04-2025 09:05');
    // Partners belong to their loan officer's profile, not to the branch list.
    expect(table.queryByText('Ray Realtor')).toBeNull();
  });

  it('says so when the branch has nobody yet', async () => {
    await openBranch({ teamUsers: [] });
    expect(screen.getByText(teamMessages.noLoanOfficers)).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('lists the creator, managers and members apart from the loan officers', async () => {
    await openBranch({
      teamUsers: [
        testTeamUser({ id: 'tu3', name: 'Otto Owner', role: 'creator' }),
        testTeamUser({ id: 'tu4', name: 'Mae Manager', role: 'Manager' }),
      ],
    });
    expect(screen.getByText(teamMessages.noLoanOfficers)).toBeInTheDocument();
    const others = within(screen.getByRole('table', { name: 'Managers and Members' }));
    expect(others.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Otto Owner', 'Mae Manager']);
    expect(others.getByText('Creator')).toBeInTheDocument();
    expect(others.getByRole('link', { name: 'Edit Mae Manager' })).toBeInTheDocument();
  });

  it('opens the team member form with New Loan Officer and Edit', async () => {
    await openBranch();
    expect(screen.getByRole('link', { name: 'New Loan Officer' })).toHaveAttribute(
      'href',
      '/organization/org1/branch/br1/user/new',
    );
    expect(screen.getByRole('link', { name: 'Edit Lou Officer' })).toHaveAttribute(
      'href',
      '/organization/org1/branch/br1/user/tu1',
    );
  });

  it('asks before removing a member and removes them on Yes', async () => {
    const { calls } = await openBranch();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Lou Officer' }));
    const dialog = within(await screen.findByRole('dialog', { name: teamMessages.confirmDeleteTeamUser }));
    await userEvent.click(dialog.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(teamMessages.noLoanOfficers)).toBeInTheDocument();
    expect(requestsTo(calls, '/api/site/team/user/tu1')).toEqual(['DELETE']);
  });

  it('keeps the member on No', async () => {
    const { calls } = await openBranch();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Lou Officer' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: teamMessages.confirmDeleteTeamUser })).getByRole('button', {
        name: 'No',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsTo(calls, '/api/site/team/user/tu1')).toEqual([]);
    expect(screen.getByRole('link', { name: 'Lou Officer' })).toBeInTheDocument();
  });

  it('shows a loan officer the list without the buttons that change it', async () => {
    await openBranch({ user: userWithRoles('user', 'loanofficer') });
    expect(screen.getByRole('link', { name: 'Lou Officer' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New Loan Officer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Lou Officer' })).toBeNull();
  });

  it('refuses a branch the person has no access to', async () => {
    openWorkspace('/organization/org1/branch/br1', {
      user: branchManager,
      teams: [testTeam(), testBranch()],
      teamUsers: [testTeamUser()],
      forbidden: ['br1'],
    });
    expect(await screen.findByText('You do not have access to this branch.')).toBeInTheDocument();
    expect(screen.queryByText('Lou Officer')).toBeNull();
  });

  it('does not show a branch under another organization’s address', async () => {
    openWorkspace('/organization/org2/branch/br1', {
      user: branchManager,
      teams: [testTeam(), testTeam({ id: 'org2', name: 'Valley Lending' }), testBranch()],
      teamUsers: [testTeamUser()],
    });
    expect(await screen.findByRole('heading', { name: 'Not found', level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('Lou Officer')).toBeNull();
  });

  it('formats moments as MM-DD-YYYY HH:MM', () => {
    expect(formatDateTime(new Date(2030, 11, 31, 23, 59).toISOString())).toBe('12-31-2030 23:59');
    expect(formatDateTime('not a date')).toBe('');
  });
});
