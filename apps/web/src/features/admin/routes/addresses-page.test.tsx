import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminApi, queriesTo, testAddress } from '../../../test/api/admin';
import { authApi, testUser } from '../../../test/api/auth';
import { renderApp, stubServer } from '../../../test/render-app';

afterEach(() => vi.unstubAllGlobals());

const superadmin = testUser({ role: 'user,admin,superadmin', roles: ['user', 'admin', 'superadmin'] });

function openAddresses() {
  const admin = adminApi({
    addresses: [
      testAddress(),
      testAddress({
        id: '9-Elm-Ave-Auburn-CA',
        address: '9 Elm Ave, Auburn, CA 95603',
        estimate: null,
        loanBalance: null,
        source: 'rentcast',
      }),
    ],
  });
  const auth = authApi({ signedIn: superadmin });
  const stub = stubServer(admin, auth);
  renderApp('/admin/addresses');
  return stub;
}

describe('admin addresses page', () => {
  it('lists the stored records with value and balance in whole dollars', async () => {
    openAddresses();
    const table = within(await screen.findByRole('table', { name: 'Addresses' }));
    const row = (await table.findByRole('rowheader', { name: '1234 Oak St, Sacramento, CA 95814' })).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['$650,000', '$440,124', 'Sample data', 'Feb 3, 2026']);
    const other = table.getByRole('rowheader', { name: '9 Elm Ave, Auburn, CA 95603' }).closest('tr')!;
    expect(
      within(other)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(0, 3),
    ).toEqual(['—', '—', 'rentcast']);
    expect(screen.getByText('1–2 of 2')).toBeInTheDocument();
  });

  it('searches part of the address', async () => {
    const { calls } = openAddresses();
    await screen.findByRole('rowheader', { name: '9 Elm Ave, Auburn, CA 95603' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search addresses' }), 'auburn');
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: '1234 Oak St, Sacramento, CA 95814' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('rowheader', { name: '9 Elm Ave, Auburn, CA 95603' })).toBeInTheDocument();
    expect(queriesTo(calls, '/api/core/admin/addresses').at(-1)).toEqual({ limit: '25', search: 'auburn' });
  });

  it('lets the table scroll sideways in its own focusable box on a phone', async () => {
    openAddresses();
    const region = await screen.findByRole('region', { name: 'Addresses' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table')).toBeInTheDocument();
  });
});
