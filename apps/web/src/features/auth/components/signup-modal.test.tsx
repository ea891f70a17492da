import { screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signupStore } from '../../../lib/signup-state';
import { authApi, sentTo, TEST_CODE } from '../../../test/api/auth';
import { renderApp, stubServer } from '../../../test/render-app';

afterEach(() => vi.unstubAllGlobals());

const header = () => within(screen.getByRole('navigation', { name: 'Main' }));

async function openSignup() {
  await userEvent.click(await header().findByRole('button', { name: 'Sign Up!' }));
  return within(await screen.findByRole('dialog', { name: 'Sign Up' }));
}

async function signUp() {
  const dialog = await openSignup();
  await userEvent.type(dialog.getByLabelText('Name'), 'Ann Lee');
  await userEvent.type(dialog.getByLabelText('Phone (optional)'), '(530) 555-0199');
  await userEvent.type(dialog.getByLabelText('Email'), 'Ann@Example.com');
  await userEvent.type(dialog.getByLabelText('Password'), 'Secret1');
  await userEvent.type(dialog.getByLabelText('Confirm Password'), 'Secret1');
  await userEvent.click(dialog.getByRole('button', { name: 'Sign Up' }));
  return within(await screen.findByRole('dialog', { name: 'Confirm Code' }));
}

describe('sign up', () => {
  it('shows every failing field message at once, including Passwords do not match', async () => {
    const { calls } = stubServer();
    renderApp('/');
    const dialog = await openSignup();
    await userEvent.type(dialog.getByLabelText('Password'), 'secret');
    await userEvent.type(dialog.getByLabelText('Confirm Password'), 'other');
    await userEvent.click(dialog.getByRole('button', { name: 'Sign Up' }));
    expect(await dialog.findByText('Name is required')).toBeInTheDocument();
    expect(dialog.getByText('Email is required')).toBeInTheDocument();
    expect(dialog.getByText('Password must be at least 6 chars, 1 upper and 1 number')).toBeInTheDocument();
    expect(dialog.getByText('Passwords do not match')).toBeInTheDocument();
    await userEvent.type(dialog.getByLabelText('Phone (optional)'), '12');
    await userEvent.click(dialog.getByRole('button', { name: 'Sign Up' }));
    expect(await dialog.findByText('Phone must be a valid US phone number')).toBeInTheDocument();
    expect(dialog.getByText('Name is required')).toBeInTheDocument();
    expect(sentTo(calls, '/api/auth/sign-up')).toHaveLength(0);
  });

  it('signs up, confirms the code and shows the signed-in header', async () => {
    const { calls } = stubServer(authApi());
    const { router } = renderApp('/contact');
    const confirm = await signUp();
    expect(sentTo(calls, '/api/auth/sign-up')).toEqual([
      { name: 'Ann Lee', email: 'ann@example.com', phone: '+15305550199', password: 'Secret1' },
    ]);
    expect(signupStore.get()).toEqual({
      username: 'ann@example.com',
      name: 'Ann Lee',
      phone: '+15305550199',
      isReset: false,
    });
    expect(confirm.getByText(/ann@example\.com/)).toBeInTheDocument();
    await userEvent.type(confirm.getByLabelText('Code'), TEST_CODE);
    await userEvent.click(confirm.getByRole('button', { name: 'Confirm' }));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
    expect(header().getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(header().getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(header().queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(signupStore.get()).toBeNull();
  });

  it("keeps the values and shows the server's reason when the account exists", async () => {
    stubServer((url) =>
      url.endsWith('/api/auth/sign-up')
        ? {
            status: 409,
            body: { code: 'EMAIL_TAKEN', errorMessage: 'An account with this email already exists. Sign in instead.' },
          }
        : undefined,
    );
    renderApp('/');
    const dialog = await openSignup();
    await userEvent.type(dialog.getByLabelText('Name'), 'Ann Lee');
    await userEvent.type(dialog.getByLabelText('Email'), 'ann@example.com');
    await userEvent.type(dialog.getByLabelText('Password'), 'Secret1');
    await userEvent.type(dialog.getByLabelText('Confirm Password'), 'Secret1');
    await userEvent.click(dialog.getByRole('button', { name: 'Sign Up' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('An account with this email already exists');
    expect(dialog.getByLabelText('Name')).toHaveValue('Ann Lee');
    expect(dialog.getByLabelText('Password')).toHaveValue('Secret1');
    expect(signupStore.get()).toBeNull();
  });

  it("a wrong code says 'Error confirming code' and logs it to the core log", async () => {
    const { calls } = stubServer(authApi());
    renderApp('/');
    const confirm = await signUp();
    await userEvent.click(confirm.getByRole('button', { name: 'Confirm' }));
    expect(await confirm.findByText('Code required')).toBeInTheDocument();
    await userEvent.type(confirm.getByLabelText('Code'), '999999');
    await userEvent.click(confirm.getByRole('button', { name: 'Confirm' }));
    expect(await confirm.findByRole('alert')).toHaveTextContent('Error confirming code');
    expect(confirm.getByLabelText('Code')).toHaveValue('999999');
    await waitFor(() => expect(sentTo(calls, '/api/core/core/log')).toHaveLength(1));
    const [log] = sentTo(calls, '/api/core/core/log') as { id: string; data: Record<string, unknown> }[];
    expect(log!.id).toMatch(/^confirm-error-[0-9a-f-]{36}$/);
    expect(log!.data).toEqual({ email: 'ann@example.com', message: 'Error confirming code', status: 400 });
  });

  it("resend says 'Confirm code has been resent.'", async () => {
    const { calls } = stubServer(authApi());
    renderApp('/');
    const confirm = await signUp();
    await userEvent.click(confirm.getByRole('button', { name: 'Resend' }));
    expect(await confirm.findByText('Confirm code has been resent.')).toBeInTheDocument();
    expect(sentTo(calls, '/api/auth/resend-code')).toEqual([{ email: 'ann@example.com' }]);
  });

  it('offers Finish Signup after a reload and reopens Confirm Code', async () => {
    localStorage.setItem(
      'roost.signup',
      JSON.stringify({ username: 'ann@example.com', name: 'Ann Lee', phone: null, isReset: false }),
    );
    signupStore.reload();
    stubServer(authApi());
    renderApp('/');
    const finishSignup = await header().findByRole('button', { name: 'Finish Signup' });
    expect(header().queryByRole('button', { name: 'Sign Up!' })).not.toBeInTheDocument();
    await userEvent.click(finishSignup);
    const confirm = within(await screen.findByRole('dialog', { name: 'Confirm Code' }));
    expect(confirm.getByText(/ann@example\.com/)).toBeInTheDocument();
  });
});
