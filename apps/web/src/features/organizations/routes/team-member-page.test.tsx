import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { teamMessages } from '@roost/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentTo } from '../../../test/api/auth';
import { testBranch, testTeam, testTeamUser } from '../../../test/api/teams';
import { openWorkspace, userWithRoles } from '../../../test/workspace';

afterEach(() => vi.unstubAllGlobals());

const branchManager = userWithRoles('user', 'branchmanager');

async function openMemberForm(userid: string, options: Parameters<typeof openWorkspace>[1] = {}) {
  const opened = openWorkspace(`/organization/org1/branch/br1/user/${userid}`, {
    user: branchManager,
    teams: [testTeam(), testBranch()],
    teamUsers: [testTeamUser({ meta: 'LIC-1' })],
    ...options,
  });
  const form = within(await screen.findByRole('form', { name: 'Team member' }));
  return { ...opened, form };
}

describe('team member form', () => {
  it('shows every missing required field beside it, not only one', async () => {
    const { form, calls } = await openMemberForm('new');
    expect(screen.getByRole('heading', { name: 'New Loan Officer', level: 1 })).toBeInTheDocument();
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByLabelText('Name')).toHaveAccessibleDescription('Name required');
    expect(form.getByLabelText('Email')).toHaveAccessibleDescription('Email required');
    expect(form.getByLabelText('Phone Number')).toHaveAccessibleDescription('Phone Number required');
    expect(sentTo(calls, '/api/site/team/user')).toEqual([]);
  });

  it('adds a member with role, text permission and license number, then goes back to the branch', async () => {
    const { form, calls, router } = await openMemberForm('new');
    expect(form.getByLabelText('Role')).toHaveValue('Loanofficer');
    expect(form.getByLabelText('Can text')).toBeChecked();
    expect(form.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Manager',
      'Loan Officer',
      'Member',
    ]);
    await userEvent.type(form.getByLabelText('Name'), 'Mae Member');
    await userEvent.type(form.getByLabelText('Email'), 'Mae@Example.com');
    await userEvent.type(form.getByLabelText('Phone Number'), '(530) 555-0142');
    await userEvent.selectOptions(form.getByLabelText('Role'), 'Member');
    await userEvent.click(form.getByLabelText('Can text'));
    await userEvent.type(form.getByLabelText('License number'), 'NMLS 998877');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(teamMessages.savedTeamMember)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Auburn Branch', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/organization/org1/branch/br1');
    expect(screen.getByRole('link', { name: 'Mae Member' })).toBeInTheDocument();
    expect(sentTo(calls, '/api/site/team/user')).toEqual([
      {
        teamId: 'br1',
        role: 'Member',
        name: 'Mae Member',
        email: 'mae@example.com',
        phone: '+15305550142',
        canText: false,
        meta: 'NMLS 998877',
      },
    ]);
  });

  it('edits a member with the e-mail fixed and says it was updated', async () => {
    const { form, calls } = await openMemberForm('tu1');
    expect(screen.getByRole('heading', { name: 'Edit Lou Officer', level: 1 })).toBeInTheDocument();
    expect(form.getByLabelText('Name')).toHaveValue('Lou Officer');
    expect(form.getByLabelText('Email')).toHaveValue('lou@example.com');
    expect(form.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(form.getByLabelText('License number')).toHaveValue('LIC-1');
    await userEvent.selectOptions(form.getByLabelText('Role'), 'Manager');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(teamMessages.updatedTeamMember)).toBeInTheDocument();
    expect(sentTo(calls, '/api/site/team/user/tu1')).toEqual([
      expect.objectContaining({ role: 'Manager', email: 'lou@example.com', name: 'Lou Officer', meta: 'LIC-1' }),
    ]);
  });

  it('keeps what was typed and says why when the member cannot be saved', async () => {
    const { form } = await openMemberForm('new', {
      teamUsers: [testTeamUser({ email: 'mae@example.com' })],
    });
    await userEvent.type(form.getByLabelText('Name'), 'Mae Member');
    await userEvent.type(form.getByLabelText('Email'), 'mae@example.com');
    await userEvent.type(form.getByLabelText('Phone Number'), '5305550142');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByRole('alert')).toHaveTextContent(
      `${teamMessages.errorLoanOfficer}: ${teamMessages.alreadyMember}`,
    );
    expect(form.getByLabelText('Name')).toHaveValue('Mae Member');
    expect(form.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('refuses a member of a team the person has no access to', async () => {
    openWorkspace('/organization/org1/branch/br1/user/tu1', {
      user: branchManager,
      teams: [testTeam(), testBranch()],
      teamUsers: [testTeamUser()],
      forbidden: ['br1'],
    });
    expect(await screen.findByText('You do not have access to this branch.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('says a member of another branch was not found here', async () => {
    openWorkspace('/organization/org1/branch/br1/user/tu9', {
      user: branchManager,
      teams: [testTeam(), testBranch(), testBranch({ id: 'br2' })],
      teamUsers: [testTeamUser({ id: 'tu9', teamId: 'br2' })],
    });
    expect(await screen.findByRole('heading', { name: 'Not found', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
  });
});
