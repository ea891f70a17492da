import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testBranch, testMembership, testTeam } from '../../test/fake-team-server';
import { openWorkspace, requestsTo, userWithRoles } from '../../test/workspace';
import { builtPaths } from '../pages';

afterEach(() => vi.unstubAllGlobals());

/** The Users tab shows once its page (the admin issue's) is mounted. */
const usersTab = () => (builtPaths().includes('/admin/users') ? ['Users'] : []);

async function tabLabels() {
  const tabs = within(await screen.findByRole('tablist', { name: 'Profile sections' }));
  return tabs.getAllByRole('tab').map((tab) => tab.textContent);
}

describe('profile shell', () => {
  it('shows a plain user Profile, Mortgages, Notifications and Campaigns, asking whether they are in a team', async () => {
    const { calls } = openWorkspace('/profile');
    await screen.findByRole('heading', { name: 'Profile', level: 1 });
    await waitFor(() => expect(requestsTo(calls, '/api/site/team/users/u1')).toEqual(['GET']));
    expect(await tabLabels()).toEqual(['Profile', 'Mortgages', 'Notifications', 'Campaigns']);
  });

  it('adds Organizations for someone listed in a team', async () => {
    openWorkspace('/profile', { memberships: [testMembership()] });
    await waitFor(async () => expect(await tabLabels()).toContain('Organizations'));
    expect(await tabLabels()).toEqual(['Profile', 'Mortgages', 'Notifications', 'Campaigns', 'Organizations']);
  });

  it.each([['orgadmin'], ['branchmanager'], ['loanofficer'], ['admin']] as const)(
    'shows Organizations to role %s without asking for memberships',
    async (role) => {
      const { calls } = openWorkspace('/profile', { user: userWithRoles('user', role) });
      await screen.findByRole('heading', { name: 'Profile', level: 1 });
      expect(await tabLabels()).toContain('Organizations');
      expect(requestsTo(calls, '/api/site/team/users/u1')).toEqual([]);
    },
  );

  it("gives an organization admin a Logs tab to their organizations' audit trail", async () => {
    openWorkspace('/profile', { user: userWithRoles('user', 'orgadmin') });
    await screen.findByRole('heading', { name: 'Profile', level: 1 });
    expect(screen.getByRole('tab', { name: 'Logs' })).toHaveAttribute('href', '/admin/logs');
  });

  it('gives a superadmin every tab', async () => {
    openWorkspace('/profile', { user: userWithRoles('superadmin', 'user') });
    await screen.findByRole('heading', { name: 'Profile', level: 1 });
    expect(await tabLabels()).toEqual([
      'Profile',
      'Mortgages',
      'Notifications',
      'Campaigns',
      'Organizations',
      ...usersTab(),
    ]);
  });

  it.each([
    ['/notifications', 'Notifications', 'Notifications'],
    ['/profile/mortgage', 'My Mortgages', 'Mortgages'],
  ])('shows %s inside the shell with its tab selected, reached from the tabs', async (path, title, tab) => {
    openWorkspace('/profile');
    await screen.findByRole('heading', { name: 'Profile', level: 1 });
    await userEvent.click(screen.getByRole('tab', { name: tab }));
    expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('Coming soon')).toBeNull();
    expect(screen.queryByText('Page not found')).toBeNull();
    expect(screen.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tab', { name: tab })).toHaveAttribute('href', path);
  });

  it('marks Organizations as the current tab on the pages under it', async () => {
    openWorkspace('/organization/org1', {
      user: userWithRoles('user', 'orgadmin'),
      teams: [testTeam(), testBranch()],
    });
    await screen.findByRole('heading', { name: 'Sierra Home Loans', level: 1 });
    expect(screen.getByRole('tab', { name: 'Organizations' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'false');
  });
});
