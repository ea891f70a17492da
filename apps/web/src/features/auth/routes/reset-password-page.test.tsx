import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authApi, sentTo, TEST_PASSWORD, testUser } from '../../../test/api/auth';
import { propertyApi } from '../../../test/api/property';
import { renderApp, stubServer } from '../../../test/render-app';

afterEach(() => vi.unstubAllGlobals());

const resetUser = testUser({ status: 'reset' });

async function openResetPage() {
  const server = authApi({ accounts: [resetUser], signedIn: resetUser });
  // The reset leads to /profile, which lists the person's saved addresses.
  const stub = stubServer(server, propertyApi());
  const rendered = renderApp('/auth/reset');
  const form = within(await screen.findByRole('form', { name: 'Reset Password' }));
  return { ...stub, ...rendered, form };
}

describe('reset password page', () => {
  it('shows the spec messages for missing and differing passwords, and the hint', async () => {
    const { form, calls } = await openResetPage();
    expect(form.getByText('At least 6 characters, with a number, an uppercase and a lowercase letter.')).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Reset Password' }));
    expect(await form.findByText('Old password missing')).toBeInTheDocument();
    expect(form.getByText('New password required')).toBeInTheDocument();
    expect(form.getByText('Confirm password required')).toBeInTheDocument();
    await userEvent.type(form.getByLabelText('Old password'), TEST_PASSWORD);
    await userEvent.type(form.getByLabelText('New password'), 'Better2');
    await userEvent.type(form.getByLabelText('Confirm password'), 'Better3');
    await userEvent.click(form.getByRole('button', { name: 'Reset Password' }));
    expect(await form.findByText('Confirm password required')).toBeInTheDocument();
    expect(form.queryByText('Old password missing')).not.toBeInTheDocument();
    expect(sentTo(calls, '/api/auth/change-password')).toHaveLength(0);
  });

  it("a wrong old password says 'Error resetting password' and keeps the values", async () => {
    const { form } = await openResetPage();
    await userEvent.type(form.getByLabelText('Old password'), 'Nope123');
    await userEvent.type(form.getByLabelText('New password'), 'Better2');
    await userEvent.type(form.getByLabelText('Confirm password'), 'Better2');
    await userEvent.click(form.getByRole('button', { name: 'Reset Password' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Error resetting password');
    expect(form.getByLabelText('New password')).toHaveValue('Better2');
  });

  it("says 'Password has been reset' and goes to /profile after 2 seconds", async () => {
    const { form, calls, router } = await openResetPage();
    await userEvent.type(form.getByLabelText('Old password'), TEST_PASSWORD);
    await userEvent.type(form.getByLabelText('New password'), 'Better2');
    await userEvent.type(form.getByLabelText('Confirm password'), 'Better2');
    await userEvent.click(form.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password has been reset')).toBeInTheDocument();
    const resetAt = Date.now();
    expect(sentTo(calls, '/api/auth/change-password')).toEqual([
      { oldPassword: TEST_PASSWORD, newPassword: 'Better2' },
    ]);
    expect(router.state.location.pathname).toBe('/auth/reset');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'), { timeout: 3000 });
    expect(Date.now() - resetAt).toBeGreaterThanOrEqual(1900);
    expect(await screen.findByRole('heading', { name: 'Profile', level: 1 })).toBeInTheDocument();
  });
});
