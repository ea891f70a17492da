import { screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../lib/session-store';
import { signupStore } from '../lib/signup-state';
import { authApi, sentTo, TEST_PASSWORD, testUser } from '../test/api/auth';
import { propertyApi } from '../test/api/property';
import { renderApp, stubServer } from '../test/render-app';

afterEach(() => vi.unstubAllGlobals());

describe('access check', () => {
  it('sends a signed-out visit to /profile to login and back to /profile after signing in', async () => {
    stubServer(authApi({ accounts: [testUser()] }), propertyApi());
    const { router } = renderApp('/profile?tab=1');
    const form = within(await screen.findByRole('form', { name: 'Login' }));
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(screen.getByText('Please sign in to continue')).toBeInTheDocument();
    await userEvent.type(form.getByLabelText('Email'), 'ann@example.com');
    await userEvent.type(form.getByLabelText('Password'), TEST_PASSWORD);
    await userEvent.click(form.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Profile', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(router.state.location.search).toBe('?tab=1');
  });

  it('sends a user without the route role to login', async () => {
    const agent = testUser({ role: 'agent', roles: ['agent'] });
    stubServer(authApi({ signedIn: agent }));
    const { router } = renderApp('/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(await screen.findByText('You do not have access to this')).toBeInTheDocument();
  });

  it('sends a user with status confirm to /auth/confirm', async () => {
    const pending = testUser({ status: 'confirm' });
    stubServer(authApi({ signedIn: pending }));
    const { router } = renderApp('/profile');
    const form = within(await screen.findByRole('form', { name: 'Confirm Code' }));
    expect(router.state.location.pathname).toBe('/auth/confirm');
    expect(form.getByText(/ann@example\.com/)).toBeInTheDocument();
  });

  it('shows a progress bar while the session loads', async () => {
    let answerSession = () => {};
    const sessionAnswered = new Promise<void>((resolve) => (answerSession = resolve));
    stubServer((url) => {
      if (!url.endsWith('/api/auth/session')) return undefined;
      return sessionAnswered.then(() => ({ status: 200, body: { user: null } }));
    });
    renderApp('/profile');
    expect(await screen.findByRole('progressbar', { name: 'Checking your sign-in' })).toBeInTheDocument();
    answerSession();
    await waitForElementToBeRemoved(() => screen.queryByRole('progressbar', { name: 'Checking your sign-in' }));
  });
});

describe('logout', () => {
  it('signs out, clears the signup state and session address, and goes home', async () => {
    const server = authApi({ signedIn: testUser() });
    const { calls } = stubServer(server, propertyApi());
    signupStore.set({ username: 'old@example.com', name: '', phone: null, isReset: false });
    sessionStore.update({ address: { id: '1-Main-St-Auburn-CA', address: '1 Main St, Auburn, CA' } });
    const { router } = renderApp('/profile');
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    await userEvent.click(await nav.findByRole('button', { name: 'Logout' }));
    expect(await nav.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(sentTo(calls, '/api/auth/sign-out')).toHaveLength(1);
    expect(server.session()).toBeNull();
    expect(signupStore.get()).toBeNull();
    expect(sessionStore.get().address).toBeNull();
  });
});
