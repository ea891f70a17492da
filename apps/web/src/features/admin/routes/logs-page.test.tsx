import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAdminServer, queriesTo, testLog } from '../../../test/fake-admin-server';
import { fakeAuthServer, testUser } from '../../../test/fake-auth-server';
import { renderApp, stubServer } from '../../../test/render-app';
import { logQueryOf } from './logs-page';

afterEach(() => vi.unstubAllGlobals());

const superadmin = testUser({ role: 'user,admin,superadmin', roles: ['user', 'admin', 'superadmin'] });

function openLogs() {
  const admin = fakeAdminServer({
    logs: [
      testLog(),
      testLog({
        id: 'confirm-error-2',
        source: 'confirm',
        createdAt: '2026-02-02T10:00:00.000Z',
        data: [{ key: 'reason', value: 'expired code' }],
      }),
      testLog({ id: 'login-notice-3', action: 'notice', createdAt: '2026-02-01T10:00:00.000Z', data: [] }),
    ],
  });
  const auth = fakeAuthServer({ signedIn: superadmin });
  const stub = stubServer((url, init) => admin.handle(url, init) ?? auth.handle(url, init));
  renderApp('/admin/logs');
  return stub;
}

const rows = async () => {
  const table = within(await screen.findByRole('table', { name: 'Log entries' }));
  return table
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
};

describe('admin logs page', () => {
  it('lists the log newest first with its data as keys and values, secrets hidden', async () => {
    openLogs();
    await waitFor(async () => expect(await rows()).toHaveLength(3));
    expect(await rows()).toEqual([
      ['login', 'error', 'emailpat@example.compassword[hidden]'],
      ['confirm', 'error', 'reasonexpired code'],
      ['login', 'notice', '—'],
    ]);
    const details = within(screen.getAllByRole('row')[1]!);
    expect(details.getAllByRole('term').map((term) => term.textContent)).toEqual(['email', 'password']);
    expect(details.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      'pat@example.com',
      '[hidden]',
    ]);
  });

  it('filters by source and action from the values the log holds', async () => {
    const { calls } = openLogs();
    await waitFor(async () => expect(await rows()).toHaveLength(3));
    await userEvent.click(screen.getByRole('combobox', { name: 'Source' }));
    await userEvent.click(await screen.findByRole('option', { name: 'login' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Action' }));
    await userEvent.click(await screen.findByRole('option', { name: 'notice' }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(async () => expect(await rows()).toEqual([['login', 'notice', '—']]));
    expect(queriesTo(calls, '/api/core/admin/logs').at(-1)).toEqual({ limit: '25', source: 'login', action: 'notice' });
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(async () => expect(await rows()).toHaveLength(3));
  });

  it('sends a range of days as instants: from the first day, to the start of the day after the last', async () => {
    const { calls } = openLogs();
    await waitFor(async () => expect(await rows()).toHaveLength(3));
    await userEvent.type(screen.getByLabelText('From'), '2026-02-01');
    await userEvent.type(screen.getByLabelText('To'), '2026-02-02');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(queriesTo(calls, '/api/core/admin/logs').at(-1)).toHaveProperty('from'));
    const query = queriesTo(calls, '/api/core/admin/logs').at(-1)!;
    expect(query).toEqual({
      limit: '25',
      from: new Date(2026, 1, 1).toISOString(),
      to: new Date(2026, 1, 3).toISOString(),
    });
  });

  it('refuses a range that ends before it starts', async () => {
    openLogs();
    await waitFor(async () => expect(await rows()).toHaveLength(3));
    await userEvent.type(screen.getByLabelText('From'), '2026-02-05');
    await userEvent.type(screen.getByLabelText('To'), '2026-02-01');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('To must not be before From')).toBeInTheDocument();
  });

  it('leaves out the filters that are not set', () => {
    expect(logQueryOf({ source: '', action: 'error', fromDate: '', toDate: '' })).toEqual({
      source: undefined,
      action: 'error',
      from: undefined,
      to: undefined,
    });
  });
});
