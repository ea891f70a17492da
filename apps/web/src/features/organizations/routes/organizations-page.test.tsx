import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { teamMessages } from '@roost/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentTo } from '../../../test/api/auth';
import { testBranch, testTeam, testTeamUser } from '../../../test/api/teams';
import { openWorkspace, requestsTo, userWithRoles } from '../../../test/workspace';

afterEach(() => vi.unstubAllGlobals());

const orgAdmin = userWithRoles('user', 'orgadmin');
const loanOfficer = userWithRoles('user', 'loanofficer');
const organizations = () => [testTeam(), testBranch(), testTeam({ id: 'org2', name: 'Valley Lending' })];

async function openOrganizations(options: Parameters<typeof openWorkspace>[1] = {}) {
  const opened = openWorkspace('/organizations', { user: orgAdmin, teams: organizations(), ...options });
  await screen.findByRole('heading', { name: 'Organizations', level: 1 });
  return opened;
}

describe('organizations page', () => {
  it('says so when there is no organization to show', async () => {
    await openOrganizations({ teams: [] });
    expect(await screen.findByText(teamMessages.noOrganizations)).toBeInTheDocument();
  });

  it('lists each organization with its branches, or says it has none', async () => {
    await openOrganizations();
    const sierra = within(await screen.findByRole('region', { name: 'Sierra Home Loans' }));
    expect(sierra.getByRole('link', { name: 'Sierra Home Loans' })).toHaveAttribute('href', '/organization/org1');
    expect(await sierra.findByRole('button', { name: /Auburn Branch/ })).toHaveAttribute('aria-expanded', 'false');
    const valley = within(screen.getByRole('region', { name: 'Valley Lending' }));
    expect(await valley.findByText(teamMessages.noBranches)).toBeInTheDocument();
  });

  it('loads a branch’s loan officers the first time it opens, and only then', async () => {
    const { calls } = await openOrganizations({
      teamUsers: [testTeamUser(), testTeamUser({ id: 'tu2', name: 'Mae Manager', role: 'Manager' })],
    });
    const branch = await screen.findByRole('button', { name: /Auburn Branch/ });
    const loanOfficers = '/api/site/team/br1/users?role=Loanofficer';
    expect(requestsTo(calls, loanOfficers)).toEqual([]);
    await userEvent.click(branch);
    const list = within(await screen.findByRole('list', { name: 'Loan officers of Auburn Branch' }));
    expect(list.getByRole('link', { name: 'Lou Officer' })).toHaveAttribute('href', '/profile/loanofficer/tu1');
    expect(list.queryByText('Mae Manager')).toBeNull();
    await userEvent.click(branch);
    await userEvent.click(branch);
    await screen.findByRole('list', { name: 'Loan officers of Auburn Branch' });
    expect(requestsTo(calls, loanOfficers)).toEqual(['GET']);
  });

  it('breaks a long e-mail of a loan officer rather than widening the page on a phone', async () => {
    const email = 'lena.lender.granite-bay-branch.2026@sierrahomelending.example';
    await openOrganizations({ teamUsers: [testTeamUser({ email })] });
    await userEvent.click(await screen.findByRole('button', { name: /Auburn Branch/ }));
    const list = within(await screen.findByRole('list', { name: 'Loan officers of Auburn Branch' }));
    expect(list.getByText(email)).toHaveStyle({ overflowWrap: 'anywhere' });
  });

  it('says so when a branch has no loan officer', async () => {
    await openOrganizations();
    await userEvent.click(await screen.findByRole('button', { name: /Auburn Branch/ }));
    expect(await screen.findByText(teamMessages.noLoanOfficers)).toBeInTheDocument();
  });

  it.each([['admin'], ['superadmin'], ['orgadmin']] as const)(
    'offers Add Organization and Add Team to %s',
    async (role) => {
      await openOrganizations({ user: userWithRoles('user', role) });
      expect(screen.getByRole('button', { name: 'Add Organization' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Add Team' })).toBeInTheDocument();
    },
  );

  it('offers neither to a loan officer', async () => {
    await openOrganizations({ user: loanOfficer });
    await screen.findByRole('region', { name: 'Sierra Home Loans' });
    expect(screen.queryByRole('button', { name: 'Add Organization' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Team' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Add Member/ })).toBeNull();
  });

  it('shows every failing field of the organization form beside it', async () => {
    await openOrganizations();
    await userEvent.click(screen.getByRole('button', { name: 'Add Organization' }));
    const form = within(await screen.findByRole('form', { name: 'Add Organization' }));
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByLabelText('Name')).toHaveAccessibleDescription('Name required');
    expect(form.getByLabelText('Address')).toHaveAccessibleDescription('Address required');
    expect(form.getByLabelText('City')).toHaveAccessibleDescription('City required');
    expect(form.getByLabelText('State')).toHaveAccessibleDescription('State required');
    expect(form.getByLabelText('Zip Code')).toHaveAccessibleDescription('ZipCode required');
  });

  it('saves an organization, closes the dialog, says so and reloads the list', async () => {
    const { calls } = await openOrganizations();
    await userEvent.click(screen.getByRole('button', { name: 'Add Organization' }));
    const form = within(await screen.findByRole('form', { name: 'Add Organization' }));
    await fillTeamForm(form, { name: 'Delta Mortgage' });
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(teamMessages.savedOrganization)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('region', { name: 'Delta Mortgage' })).toBeInTheDocument();
    expect(sentTo(calls, '/api/site/team')).toEqual([
      {
        type: 'Organization',
        name: 'Delta Mortgage',
        description: '',
        address: '9 River Rd',
        city: 'Lodi',
        state: 'CA',
        zipCode: '95240',
      },
    ]);
  });

  it('keeps what was typed and shows the server’s reason when an organization cannot be saved', async () => {
    await openOrganizations({
      intercept: (url, init) =>
        url.endsWith('/api/site/team') && init?.method === 'POST'
          ? { status: 400, body: { code: 'INVALID_INPUT', errorMessage: 'An organization with this name exists' } }
          : undefined,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Add Organization' }));
    const form = within(await screen.findByRole('form', { name: 'Add Organization' }));
    await fillTeamForm(form, { name: 'Delta Mortgage' });
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByRole('alert')).toHaveTextContent(
      `${teamMessages.errorOrganization}: An organization with this name exists`,
    );
    expect(form.getByLabelText('Name')).toHaveValue('Delta Mortgage');
    expect(form.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('adds a team to the organization chosen, and reloads its branches', async () => {
    const { calls } = await openOrganizations();
    await userEvent.click(screen.getByRole('button', { name: 'Add Team' }));
    const form = within(await screen.findByRole('form', { name: 'Add Team' }));
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByLabelText('Organization')).toHaveAccessibleDescription('Organization required');
    await userEvent.selectOptions(form.getByLabelText('Organization'), 'Valley Lending');
    await fillTeamForm(form, { name: 'Lodi Branch' });
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(teamMessages.savedTeam)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const valley = within(screen.getByRole('region', { name: 'Valley Lending' }));
    expect(await valley.findByRole('button', { name: /Lodi Branch/ })).toBeInTheDocument();
    expect(sentTo(calls, '/api/site/team')).toEqual([expect.objectContaining({ type: 'Branch', parentId: 'org2' })]);
  });

  it('shows Error saving team with the server’s reason and the field message beside its field', async () => {
    await openOrganizations({
      intercept: (url, init) =>
        url.endsWith('/api/site/team') && init?.method === 'POST'
          ? {
              status: 400,
              body: { code: 'INVALID_INPUT', errorMessage: 'Name is taken', fields: { name: 'Name is taken' } },
            }
          : undefined,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Add Team' }));
    const form = within(await screen.findByRole('form', { name: 'Add Team' }));
    await userEvent.selectOptions(form.getByLabelText('Organization'), 'Sierra Home Loans');
    await fillTeamForm(form, { name: 'Auburn Branch' });
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByRole('alert')).toHaveTextContent(`${teamMessages.errorTeam}: Name is taken`);
    expect(form.getByLabelText('Name')).toHaveAccessibleDescription('Name is taken');
    expect(form.getByLabelText('Organization')).toHaveValue('org1');
  });

  it('adds a member to a branch from the list with the team member form', async () => {
    const { calls } = await openOrganizations();
    await userEvent.click(await screen.findByRole('button', { name: /Auburn Branch/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Add Member to Auburn Branch' }));
    const form = within(await screen.findByRole('form', { name: 'Add Member to Auburn Branch' }));
    await userEvent.type(form.getByLabelText('Name'), 'Lou Officer');
    await userEvent.type(form.getByLabelText('Email'), 'lou@example.com');
    await userEvent.type(form.getByLabelText('Phone Number'), '916-555-0100');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(teamMessages.savedTeamMember)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const list = within(await screen.findByRole('list', { name: 'Loan officers of Auburn Branch' }));
    expect(await list.findByRole('link', { name: 'Lou Officer' })).toBeInTheDocument();
    expect(sentTo(calls, '/api/site/team/user')).toEqual([
      expect.objectContaining({ teamId: 'br1', role: 'Loanofficer', phone: '+19165550100', canText: true }),
    ]);
  });
});

async function fillTeamForm(form: ReturnType<typeof within>, { name }: { name: string }) {
  await userEvent.type(form.getByLabelText('Name'), name);
  await userEvent.type(form.getByLabelText('Address'), '9 River Rd');
  await userEvent.type(form.getByLabelText('City'), 'Lodi');
  await userEvent.type(form.getByLabelText('State'), 'CA');
  await userEvent.type(form.getByLabelText('Zip Code'), '95240');
}
