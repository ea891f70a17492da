import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { teamMessages } from '@roost/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentTo } from '../../../test/api/auth';
import { testBranch, testTeam, testTeamUser } from '../../../test/api/teams';
import { openWorkspace, requestsTo, userWithRoles } from '../../../test/workspace';

afterEach(() => vi.unstubAllGlobals());

const orgAdmin = userWithRoles('user', 'orgadmin');

async function openOrganization(options: Parameters<typeof openWorkspace>[1] = {}) {
  const opened = openWorkspace('/organization/org1', {
    user: orgAdmin,
    teams: [testTeam(), testBranch(), testBranch({ id: 'br2', name: 'Lincoln Branch', city: 'Lincoln' })],
    ...options,
  });
  await screen.findByRole('heading', { name: 'Sierra Home Loans', level: 1 });
  return opened;
}

const branchTable = () => within(screen.getByRole('table', { name: 'Branches' }));

describe('organization page', () => {
  it('lists the branches, each linking to its loan officers', async () => {
    await openOrganization();
    const table = branchTable();
    expect(table.getByRole('link', { name: 'Auburn Branch' })).toHaveAttribute('href', '/organization/org1/branch/br1');
    expect(table.getByRole('link', { name: 'Lincoln Branch' })).toHaveAttribute(
      'href',
      '/organization/org1/branch/br2',
    );
  });

  it('says so when the organization has no branch', async () => {
    await openOrganization({ teams: [testTeam()] });
    expect(screen.getByText(teamMessages.noBranchesTitle)).toBeInTheDocument();
  });

  it('shows a progress bar while the organization loads', async () => {
    openWorkspace('/organization/org1', {
      user: orgAdmin,
      intercept: (url) => (url.endsWith('/api/site/team/org1') ? new Promise(() => {}) : undefined),
    });
    expect(await screen.findByRole('progressbar', { name: 'Loading the organization' })).toBeInTheDocument();
  });

  it('refuses a wrong organization plainly and shows none of its data', async () => {
    await openWorkspaceExpectingRefusal();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText('Sierra Home Loans')).toBeNull();
  });

  it('says an unknown organization was not found', async () => {
    openWorkspace('/organization/nope', { user: orgAdmin, teams: [testTeam()] });
    expect(await screen.findByRole('heading', { name: 'Not found', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/This organization was not found/)).toBeInTheDocument();
  });

  it('adds a branch with New Branch and says so', async () => {
    const { calls } = await openOrganization();
    await userEvent.click(screen.getByRole('button', { name: 'New Branch' }));
    const form = within(await screen.findByRole('form', { name: 'New Branch' }));
    expect(form.getByLabelText('Organization')).toHaveValue('org1');
    await userEvent.type(form.getByLabelText('Name'), 'Rocklin Branch');
    await userEvent.type(form.getByLabelText('Address'), '5 Pacific St');
    await userEvent.type(form.getByLabelText('City'), 'Rocklin');
    await userEvent.type(form.getByLabelText('State'), 'CA');
    await userEvent.type(form.getByLabelText('Zip Code'), '95677');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(teamMessages.savedTeam)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Rocklin Branch' })).toBeInTheDocument();
    expect(sentTo(calls, '/api/site/team')).toEqual([
      expect.objectContaining({ type: 'Branch', parentId: 'org1', name: 'Rocklin Branch' }),
    ]);
  });

  it('updates the branch chosen with Edit', async () => {
    const { calls } = await openOrganization();
    await userEvent.click(branchTable().getByRole('button', { name: 'Edit Auburn Branch' }));
    const form = within(await screen.findByRole('form', { name: 'Edit Branch' }));
    expect(form.getByLabelText('Name')).toHaveValue('Auburn Branch');
    expect(form.getByLabelText('Organization')).toBeDisabled();
    await userEvent.clear(form.getByLabelText('Name'));
    await userEvent.type(form.getByLabelText('Name'), 'Auburn Downtown');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(teamMessages.updatedTeam)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Auburn Downtown' })).toBeInTheDocument();
    expect(sentTo(calls, '/api/site/team/br1')).toEqual([
      expect.objectContaining({ name: 'Auburn Downtown', type: 'Branch', parentId: 'org1' }),
    ]);
    expect(sentTo(calls, '/api/site/team')).toEqual([]);
  });

  it('asks before deleting a branch, and No keeps it', async () => {
    const { calls } = await openOrganization();
    await userEvent.click(branchTable().getByRole('button', { name: 'Delete Lincoln Branch' }));
    const dialog = within(await screen.findByRole('dialog', { name: teamMessages.confirmDeleteTeam }));
    await userEvent.click(dialog.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsTo(calls, '/api/site/team/br2')).not.toContain('DELETE');
    expect(branchTable().getByRole('link', { name: 'Lincoln Branch' })).toBeInTheDocument();
  });

  it('deletes an empty branch on Yes', async () => {
    const { calls } = await openOrganization();
    await userEvent.click(branchTable().getByRole('button', { name: 'Delete Lincoln Branch' }));
    const dialog = within(await screen.findByRole('dialog', { name: teamMessages.confirmDeleteTeam }));
    await userEvent.click(dialog.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Lincoln Branch' })).toBeNull());
    expect(requestsTo(calls, '/api/site/team/br2')).toContain('DELETE');
  });

  it('offers to delete a branch with its members only after a second, explicit question', async () => {
    const { calls } = await openOrganization({ teamUsers: [testTeamUser()] });
    await userEvent.click(branchTable().getByRole('button', { name: 'Delete Auburn Branch' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: teamMessages.confirmDeleteTeam })).getByRole('button', {
        name: 'Yes',
      }),
    );
    const cascade = await screen.findByRole('dialog', { name: 'Delete Auburn Branch with its members and branches?' });
    expect(cascade).toHaveTextContent(teamMessages.teamHasMembers);
    expect(cascade).toHaveTextContent(/all its branches and members/);
    expect(requestsTo(calls, '/api/site/team/br1?confirm=cascade')).toEqual([]);
    await userEvent.click(within(cascade).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Auburn Branch' })).toBeNull());
    expect(requestsTo(calls, '/api/site/team/br1?confirm=cascade')).toEqual(['DELETE']);
  });

  it('shows a loan officer the branches without the buttons that change them', async () => {
    await openOrganization({ user: userWithRoles('user', 'loanofficer') });
    expect(branchTable().getByRole('link', { name: 'Auburn Branch' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New Branch' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Edit|Delete) / })).toBeNull();
  });
});

async function openWorkspaceExpectingRefusal() {
  openWorkspace('/organization/org1', { user: orgAdmin, teams: [testTeam()], forbidden: ['org1'] });
  expect(await screen.findByRole('heading', { name: 'No access', level: 1 })).toBeInTheDocument();
  expect(screen.getByText('You do not have access to this organization.')).toBeInTheDocument();
}
