import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminApi, queriesTo, testUsers } from '../../../test/api/admin';
import { failure } from '../../../test/api/reply';
import { authApi, sentTo, testUser } from '../../../test/api/auth';
import { renderApp, stubServer } from '../../../test/render-app';

afterEach(() => vi.unstubAllGlobals());

const superadmin = testUser({
  id: 'me',
  userId: 'me',
  role: 'user,admin,superadmin',
  roles: ['user', 'admin', 'superadmin'],
});

function openUsers(admin = adminApi({ users: testUsers(30) })) {
  const auth = authApi({ signedIn: superadmin });
  const stub = stubServer(admin, auth);
  renderApp('/admin/users');
  return stub;
}

const table = async () => within(await screen.findByRole('table', { name: 'Users' }));
const names = async () => (await table()).queryAllByRole('rowheader').map((cell) => cell.textContent);

describe('admin users page', () => {
  it('lists ID, Name, Email, Phone and Created, newest first, 25 a page', async () => {
    openUsers();
    const users = await table();
    await waitFor(() => expect(users.getAllByRole('rowheader')).toHaveLength(25));
    expect(users.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'ID',
      'Name',
      'Email',
      'Phone',
      'Created',
      'Roles',
      'Status',
      'Actions',
    ]);
    const first = users.getByRole('rowheader', { name: 'Person 30' }).closest('tr')!;
    expect(
      within(first)
        .getAllByRole('cell')
        .slice(0, 4)
        .map((cell) => cell.textContent),
    ).toEqual(['user-30', 'person30@example.com', '—', 'Jan 31, 2026']);
    expect(screen.getByText('1–25 of more than 25')).toBeInTheDocument();
  });

  it('goes to the next page with the cursor and back', async () => {
    const { calls } = openUsers();
    await waitFor(async () => expect(await names()).toHaveLength(25));
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(async () =>
      expect(await names()).toEqual(['Person 5', 'Person 4', 'Person 3', 'Person 2', 'Person 1']),
    );
    expect(screen.getByText('26–30 of 30')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
    const last = (await table()).getByRole('rowheader', { name: 'Person 1' }).closest('tr')!;
    expect(within(last).getByText('(916) 555-0101')).toBeInTheDocument();
    expect(queriesTo(calls, '/api/user/users').at(-1)).toEqual({ limit: '25', cursor: '25' });
    await userEvent.click(screen.getByRole('button', { name: 'Go to previous page' }));
    await waitFor(async () => expect((await names())[0]).toBe('Person 30'));
  });

  it('searches as one types and starts again at the first page', async () => {
    const { calls } = openUsers();
    await waitFor(async () => expect(await names()).toHaveLength(25));
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(async () => expect(await names()).toHaveLength(5));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'person2');
    await waitFor(async () =>
      expect(await names()).toEqual([
        'Person 29',
        'Person 28',
        'Person 27',
        'Person 26',
        'Person 25',
        'Person 24',
        'Person 23',
        'Person 22',
        'Person 21',
        'Person 20',
        'Person 2',
      ]),
    );
    expect(queriesTo(calls, '/api/user/users').at(-1)).toEqual({ limit: '25', search: 'person2' });
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search users' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'nobody');
    expect(await screen.findByText('No user matches "nobody".')).toBeInTheDocument();
  });

  it('refuses markup in a search beside the field and does not send it', async () => {
    const { calls } = openUsers();
    await waitFor(async () => expect(await names()).toHaveLength(25));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), '<b>');
    expect(await screen.findByText('Search must not contain HTML or script')).toBeInTheDocument();
    expect(queriesTo(calls, '/api/user/users').every((query) => !query.search)).toBe(true);
  });

  it('creates a user with roles, says so, and lists them first', async () => {
    const { calls } = openUsers();
    await waitFor(async () => expect(await names()).toHaveLength(25));
    await userEvent.click(screen.getByRole('button', { name: 'Create user' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create user' }));
    await userEvent.type(dialog.getByLabelText(/^Name/), 'Nia New');
    await userEvent.type(dialog.getByLabelText(/^Email/), 'NIA@example.com');
    await userEvent.type(dialog.getByLabelText('Phone (optional)'), '(916) 555-0142');
    await userEvent.click(dialog.getByLabelText('Agent'));
    await userEvent.click(dialog.getByRole('button', { name: 'Create user' }));
    expect(
      await screen.findByText('Nia New was created; a temporary password was e-mailed to nia@example.com.'),
    ).toBeInTheDocument();
    expect(sentTo(calls, '/api/user/user')).toEqual([
      { name: 'Nia New', email: 'nia@example.com', phone: '+19165550142', roles: ['user', 'agent'] },
    ]);
    await waitFor(async () => expect((await names())[0]).toBe('Nia New'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows 'Unable to create user' with the server's reason and keeps what was typed", async () => {
    openUsers(
      adminApi({
        createFailure: failure('EMAIL_TAKEN', 'Unable to create user: the email is already in use'),
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Create user' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create user' }));
    await userEvent.type(dialog.getByLabelText(/^Name/), 'Nia New');
    await userEvent.type(dialog.getByLabelText(/^Email/), 'taken@example.com');
    await userEvent.click(dialog.getByRole('button', { name: 'Create user' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Unable to create user: the email is already in use');
    expect(dialog.getByLabelText(/^Email/)).toHaveValue('taken@example.com');
  });

  it('introduces a field refusal with Unable to create user and shows it beside the field', async () => {
    openUsers(
      adminApi({
        createFailure: failure('INVALID_INPUT', 'Name must not contain HTML or script', {
          fields: { name: 'Name must not contain HTML or script' },
        }),
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Create user' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create user' }));
    await userEvent.type(dialog.getByLabelText(/^Name/), 'Nia');
    await userEvent.type(dialog.getByLabelText(/^Email/), 'nia@example.com');
    await userEvent.click(dialog.getByRole('button', { name: 'Create user' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Unable to create user: Name must not contain HTML or script',
    );
    expect(dialog.getByLabelText(/^Name/)).toHaveAccessibleDescription('Name must not contain HTML or script');
  });

  it('checks the form before sending: a name, a valid e-mail and at least one role', async () => {
    const { calls } = openUsers();
    await userEvent.click(await screen.findByRole('button', { name: 'Create user' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create user' }));
    await userEvent.click(dialog.getByLabelText('User'));
    await userEvent.type(dialog.getByLabelText(/^Email/), 'not-an-email');
    await userEvent.click(dialog.getByRole('button', { name: 'Create user' }));
    expect(await dialog.findByText('Name is required')).toBeInTheDocument();
    expect(dialog.getByText('Email must be a valid email address')).toBeInTheDocument();
    expect(dialog.getByText('Choose at least one role')).toBeInTheDocument();
    expect(sentTo(calls, '/api/user/user')).toEqual([]);
  });

  it("changes a user's roles and status", async () => {
    const { calls } = openUsers(adminApi({ users: testUsers(2) }));
    await userEvent.click(await screen.findByRole('button', { name: 'Change roles and status of Person 2' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Roles and status' }));
    await userEvent.click(dialog.getByLabelText('Loan officer'));
    await userEvent.click(dialog.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Disabled' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Person 2 was saved.')).toBeInTheDocument();
    expect(sentTo(calls, '/api/user/user/user-2')).toEqual([{ roles: ['user', 'loanofficer'], status: 'delete' }]);
    const row = (await table()).getByRole('rowheader', { name: 'Person 2' }).closest('tr')!;
    await waitFor(() => expect(within(row).getByText('User, Loan officer')).toBeInTheDocument());
    expect(within(row).getByText('Disabled')).toBeInTheDocument();
  });

  it("shows the server's reason when a change is refused", async () => {
    openUsers(
      adminApi({
        users: testUsers(1),
        changeFailure: failure('FORBIDDEN', 'Only a superadmin can grant admin or superadmin'),
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Change roles and status of Person 1' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Roles and status' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Only a superadmin can grant admin or superadmin');
  });

  it('shows a progress bar while the list loads', async () => {
    const auth = authApi({ signedIn: superadmin });
    stubServer((url) => (url.includes('/api/user/users') ? new Promise(() => undefined) : undefined), auth);
    renderApp('/admin/users');
    expect(await screen.findByRole('progressbar', { name: 'Loading users' })).toBeInTheDocument();
  });
});
