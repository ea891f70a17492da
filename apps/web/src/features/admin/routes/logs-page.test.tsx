import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminApi, queriesTo, testLog } from '../../../test/api/admin';
import { authApi, testUser } from '../../../test/api/auth';
import { renderApp, stubServer } from '../../../test/render-app';
import { logQueryOf } from './logs-page';

afterEach(() => vi.unstubAllGlobals());

const superadmin = testUser({ role: 'user,admin,superadmin', roles: ['user', 'admin', 'superadmin'] });
const orgAdmin = testUser({ role: 'user,orgadmin', roles: ['user', 'orgadmin'] });

/** Two audit entries: a loan officer paused a campaign; an organization admin removed a member. */
const auditLogs = [
  testLog({
    id: 'audit-campaign.paused-1',
    source: 'audit',
    action: 'campaign.paused',
    createdAt: '2026-02-04T10:00:00.000Z',
    actor: { id: 'u7', label: 'kai@lender.example' },
    target: { type: 'campaign', id: 'c1', label: 'Spring refinance' },
    organizationId: 'org1',
    data: [
      { key: 'from', value: 'active' },
      { key: 'to', value: 'paused' },
    ],
  }),
  testLog({
    id: 'audit-member.removed-2',
    source: 'audit',
    action: 'member.removed',
    createdAt: '2026-02-04T09:00:00.000Z',
    actor: { id: 'u8', label: null },
    target: { type: 'member', id: 'tu1', label: 'Mo Member <mo@lender.example>' },
    organizationId: 'org1',
    data: [{ key: 'role', value: 'Loanofficer' }],
  }),
];

function openAudit(user = orgAdmin) {
  const admin = adminApi({ logs: auditLogs });
  const auth = authApi({ signedIn: user });
  const stub = stubServer(admin, auth);
  renderApp('/admin/logs');
  return stub;
}

function openLogs() {
  const admin = adminApi({
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
  const auth = authApi({ signedIn: superadmin });
  const stub = stubServer(admin, auth);
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
      ['login', 'error', '—', '—', 'emailpat@example.compassword[hidden]'],
      ['confirm', 'error', '—', '—', 'reasonexpired code'],
      ['login', 'notice', '—', '—', '—'],
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
    await waitFor(async () => expect(await rows()).toEqual([['login', 'notice', '—', '—', '—']]));
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
    expect(logQueryOf({ source: '', action: 'error', targetType: '', actor: '', fromDate: '', toDate: '' })).toEqual({
      source: undefined,
      action: 'error',
      targetType: undefined,
      actor: undefined,
      from: undefined,
      to: undefined,
    });
  });
});

describe('the audit trail on the logs page', () => {
  it('shows who did what to which record, the action in words', async () => {
    openAudit();
    await waitFor(async () => expect(await rows()).toHaveLength(2));
    expect(await rows()).toEqual([
      ['audit', 'Campaign paused', 'kai@lender.example', 'campaignSpring refinance', 'fromactivetopaused'],
      ['audit', 'Member removed', 'u8', 'memberMo Member <mo@lender.example>', 'roleLoanofficer'],
    ]);
    expect(screen.getByText(/Who did what in your organizations/)).toBeInTheDocument();
  });

  it('filters by target type and by who acted', async () => {
    const { calls } = openAudit();
    await waitFor(async () => expect(await rows()).toHaveLength(2));
    await userEvent.click(screen.getByRole('combobox', { name: 'Target' }));
    await userEvent.click(await screen.findByRole('option', { name: 'campaign' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Who (e-mail or id)' }), 'Kai@lender.example');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(async () => expect(await rows()).toHaveLength(1));
    expect((await rows())[0]![1]).toBe('Campaign paused');
    expect(queriesTo(calls, '/api/core/admin/logs').at(-1)).toEqual({
      limit: '25',
      targetType: 'campaign',
      actor: 'Kai@lender.example',
    });
  });

  it('offers the actions in words', async () => {
    openAudit();
    await waitFor(async () => expect(await rows()).toHaveLength(2));
    await userEvent.click(screen.getByRole('combobox', { name: 'Action' }));
    expect(await screen.findByRole('option', { name: 'Member removed' })).toBeInTheDocument();
  });

  it('labels every cell, so rows read as labelled lines when they stack on a phone', async () => {
    openAudit();
    await waitFor(async () => expect(await rows()).toHaveLength(2));
    const cells = within(screen.getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual([
      'Source',
      'Action',
      'Who',
      'Target',
      'Details',
    ]);
  });
});
