import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminApi } from '../../../test/api/admin';
import { failure } from '../../../test/api/reply';
import { authApi, testUser } from '../../../test/api/auth';
import { renderApp, stubServer } from '../../../test/render-app';

afterEach(() => vi.unstubAllGlobals());

const superadmin = testUser({ role: 'user,admin,superadmin', roles: ['user', 'admin', 'superadmin'] });
const admin = testUser({ role: 'user,admin', roles: ['user', 'admin'] });

function open(path: string, user = superadmin, admin = adminApi({ counts: { addresses: 52_000, leads: 7 } })) {
  const auth = authApi({ signedIn: user });
  return { ...stubServer(admin, auth), ...renderApp(path) };
}

const definitions = (list: HTMLElement) =>
  within(list)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

describe('admin home', () => {
  it('shows the real counts, leaving out those no module counts yet', async () => {
    open('/admin');
    expect(await screen.findByRole('heading', { name: 'Admin', level: 1 })).toBeInTheDocument();
    const list = await screen.findByLabelText('Counts');
    expect(definitions(list)).toEqual(['Users: 3', 'Addresses: 52,000', 'Leads: 7']);
  });

  it('shows organizations and campaigns once the server counts them', async () => {
    open('/admin', superadmin, adminApi({ counts: { organizations: 4, campaigns: 0 } }));
    const list = await screen.findByLabelText('Counts');
    expect(definitions(list)).toEqual(['Users: 3', 'Organizations: 4', 'Addresses: 0', 'Leads: 0', 'Campaigns: 0']);
  });

  it('offers a superadmin the built admin pages in the admin menu', async () => {
    open('/admin');
    const menu = within(await screen.findByRole('navigation', { name: 'Admin menu' }));
    expect(menu.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Admin home',
      'Campaigns',
      'Rates',
      'Users',
      'Addresses',
      'Logs',
    ]);
    expect(menu.getByRole('tab', { name: 'Users' })).toHaveAttribute('href', '/admin/users');
    expect(menu.getByRole('tab', { name: 'Admin home' })).toHaveAttribute('aria-selected', 'true');
  });

  it('offers an admin only what admins may open, and keeps them out of the superadmin pages', async () => {
    open('/admin', admin);
    const menu = within(await screen.findByRole('navigation', { name: 'Admin menu' }));
    expect(menu.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Admin home', 'Campaigns', 'Rates']);
    const { router } = open('/admin/users', admin);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });

  it('says so when the counts cannot be loaded', async () => {
    const auth = authApi({ signedIn: superadmin });
    stubServer((url) => (url.includes('/admin/summary') ? failure('INTERNAL_ERROR', 'Down') : undefined), auth);
    renderApp('/admin');
    expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'The counts could not be loaded. Down',
    );
  });
});
