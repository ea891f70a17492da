import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../../../test/axe';
import { authApi, testUser } from '../../../test/api/auth';
import { renderApp, stubServer, type Handler } from '../../../test/render-app';
import { stubScreenWidth } from '../../../test/phone-screen';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const exported = { exportedAt: '2026-11-29T12:00:00.000Z', data: { user: { account: { email: 'ann@example.com' } } } };

async function openYourData(intercept: Handler = () => undefined) {
  const auth = authApi({ signedIn: testUser() });
  const stub = stubServer(intercept, auth);
  renderApp('/profile');
  const section = within(await screen.findByRole('region', { name: 'Your data' }));
  return { ...stub, section };
}

const deleteCalls = (calls: { url: string; init: RequestInit | undefined }[]) =>
  calls
    .filter((call) => call.url.endsWith('/api/user/user/u1') && call.init?.method === 'DELETE')
    .map((call) => JSON.parse(String(call.init!.body)) as unknown);

describe('your data on the profile page', () => {
  it('downloads everything held about the person as a JSON file', async () => {
    const createObjectURL = vi.fn(() => 'blob:roost-data');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { section, calls } = await openYourData((url) =>
      url.endsWith('/api/user/user/u1/data') ? { status: 200, body: exported } : undefined,
    );
    await userEvent.click(section.getByRole('button', { name: 'Download your data' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(calls.some((call) => call.url.endsWith('/api/user/user/u1/data'))).toBe(true);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('roost-my-data.json');
    expect(link.href).toBe('blob:roost-data');
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    expect(JSON.parse(await blob.text())).toEqual(exported);
  });

  it('deletes the account with the password, then shows home signed out', async () => {
    const { section, calls } = await openYourData((url, init) =>
      url.endsWith('/api/user/user/u1') && init?.method === 'DELETE' ? { status: 204, body: null } : undefined,
    );
    await userEvent.click(section.getByRole('button', { name: 'Delete account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete your account' }));
    expect(dialog.getByText(/This cannot be undone/)).toBeInTheDocument();
    await userEvent.type(dialog.getByLabelText(/Password/), 'Hearth7Keys');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete account' }));
    expect(await screen.findByText('Your account has been deleted')).toBeInTheDocument();
    expect(deleteCalls(calls)).toEqual([{ password: 'Hearth7Keys' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the dialog open with the reason when the account owns running campaigns, or the password is wrong', async () => {
    let answer = {
      status: 409,
      body: {
        code: 'ACCOUNT_HAS_RUNNING_CAMPAIGNS',
        errorMessage: 'Archive or hand over your 2 running campaigns first',
      },
    };
    const { section } = await openYourData((url, init) =>
      url.endsWith('/api/user/user/u1') && init?.method === 'DELETE' ? answer : undefined,
    );
    await userEvent.click(section.getByRole('button', { name: 'Delete account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete your account' }));
    await userEvent.type(dialog.getByLabelText(/Password/), 'Hearth7Keys');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete account' }));
    expect(await dialog.findByText('Archive or hand over your 2 running campaigns first')).toBeInTheDocument();

    answer = {
      status: 400,
      body: {
        code: 'INVALID_INPUT',
        errorMessage: 'The password is not right',
        fields: { password: 'The password is not right' },
      } as never,
    };
    await userEvent.click(dialog.getByRole('button', { name: 'Delete account' }));
    expect(await dialog.findByText('The password is not right')).toBeInTheDocument();
    expect(dialog.getByLabelText(/Password/)).toHaveValue('Hearth7Keys');
    expect(dialog.getByLabelText(/Password/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for the password before sending anything', async () => {
    const { section, calls } = await openYourData();
    await userEvent.click(section.getByRole('button', { name: 'Delete account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete your account' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete account' }));
    expect(await dialog.findByText('Password is required')).toBeInTheDocument();
    expect(deleteCalls(calls)).toEqual([]);
  });

  it('passes axe on a phone, with the delete dialog open too', async () => {
    stubScreenWidth(375);
    const { section } = await openYourData();
    expect(await seriousAxeViolations()).toEqual([]);
    await userEvent.click(section.getByRole('button', { name: 'Delete account' }));
    await screen.findByRole('dialog', { name: 'Delete your account' });
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
