import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authApi, sentTo, TEST_CODE, TEST_PASSWORD, testUser } from '../../../test/api/auth';
import { renderApp, stubServer } from '../../../test/render-app';

afterEach(() => vi.unstubAllGlobals());

async function openLogin() {
  const nav = within(screen.getByRole('navigation', { name: 'Main' }));
  await userEvent.click(await nav.findByRole('button', { name: 'Sign In' }));
  return within(await screen.findByRole('dialog', { name: 'Login' }));
}

async function logIn(password = TEST_PASSWORD) {
  const dialog = await openLogin();
  await userEvent.type(dialog.getByLabelText('Email'), ' ann@example.com ');
  await userEvent.type(dialog.getByLabelText('Password'), password);
  await userEvent.click(dialog.getByRole('button', { name: 'Login' }));
  return dialog;
}

describe('login modal', () => {
  it("a failed login says 'Error logging in', keeps the values and logs to the core log", async () => {
    const { calls } = stubServer(authApi({ accounts: [testUser()] }));
    renderApp('/');
    const dialog = await logIn('Wrong1');
    expect(await dialog.findByRole('alert')).toHaveTextContent('Error logging in');
    expect(dialog.getByLabelText('Email')).toHaveValue('ann@example.com');
    expect(sentTo(calls, '/api/auth/sign-in')).toEqual([{ email: 'ann@example.com', password: 'Wrong1' }]);
    await waitFor(() => expect(sentTo(calls, '/api/core/core/log')).toHaveLength(1));
    expect(sentTo(calls, '/api/core/core/log')[0]).toMatchObject({ id: expect.stringMatching(/^login-error-/) });
  });

  it('a user with status reset lands on /auth/reset', async () => {
    stubServer(authApi({ accounts: [testUser({ status: 'reset' })] }));
    const { router } = renderApp('/');
    await logIn();
    expect(await screen.findByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/reset');
  });

  it("an unconfirmed account says 'Error logging in' like any failed sign-in (nothing tells it is pending)", async () => {
    stubServer(authApi({ accounts: [testUser()], unconfirmed: true }));
    renderApp('/');
    const login = await logIn();
    expect(await login.findByText('Error logging in')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Confirm Code' })).not.toBeInTheDocument();
  });

  it("forgot password: code, then new password, then Login says 'Password has been updated'", async () => {
    const { calls } = stubServer(authApi({ accounts: [testUser()] }));
    renderApp('/');
    const login = await openLogin();
    await userEvent.click(login.getByRole('button', { name: 'Forgot password' }));
    const forgot = within(await screen.findByRole('dialog', { name: 'Forgot Password' }));
    await userEvent.click(forgot.getByRole('button', { name: 'Submit' }));
    expect(await forgot.findByText('Email required')).toBeInTheDocument();
    await userEvent.type(forgot.getByLabelText('Email'), 'ann@example.com');
    await userEvent.click(forgot.getByRole('button', { name: 'Submit' }));
    expect(await forgot.findByText('Check email to get auth code')).toBeInTheDocument();
    await userEvent.click(forgot.getByRole('button', { name: 'Resend' }));
    expect(await forgot.findByText('Auth code has been re-sent')).toBeInTheDocument();
    expect(sentTo(calls, '/api/auth/forgot-password')).toHaveLength(2);

    await userEvent.type(forgot.getByLabelText('Code'), '000000');
    await userEvent.type(forgot.getByLabelText('Password'), 'Better2');
    await userEvent.type(forgot.getByLabelText('Confirm Password'), 'Better3');
    await userEvent.click(forgot.getByRole('button', { name: 'Reset' }));
    expect(await forgot.findByText('Passwords do not match')).toBeInTheDocument();
    await userEvent.clear(forgot.getByLabelText('Confirm Password'));
    await userEvent.type(forgot.getByLabelText('Confirm Password'), 'Better2');
    await userEvent.click(forgot.getByRole('button', { name: 'Reset' }));
    expect(await forgot.findByRole('alert')).toHaveTextContent('Error resetting password');

    await userEvent.clear(forgot.getByLabelText('Code'));
    await userEvent.type(forgot.getByLabelText('Code'), TEST_CODE);
    await userEvent.click(forgot.getByRole('button', { name: 'Reset' }));
    const updated = within(await screen.findByRole('dialog', { name: 'Login' }));
    expect(updated.getByText('Password has been updated')).toBeInTheDocument();
    expect(sentTo(calls, '/api/auth/reset-password').at(-1)).toEqual({
      email: 'ann@example.com',
      code: TEST_CODE,
      password: 'Better2',
    });
  });
});
