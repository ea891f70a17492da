import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authApi, TEST_PASSWORD, testUser } from '../../../test/api/auth';
import { renderApp, stubServer } from '../../../test/render-app';

afterEach(() => vi.unstubAllGlobals());

describe('login page', () => {
  it("has a level-one heading, and 'Not a member? Sign Up' opens the Sign Up modal", async () => {
    stubServer();
    renderApp('/auth/login');
    expect(await screen.findByRole('heading', { name: 'Login', level: 1 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Not a member? Sign Up' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Sign Up' }));
    expect(dialog.getByRole('heading', { name: 'Sign Up', level: 2 })).toBeInTheDocument();
    expect(dialog.getByLabelText('Confirm Password')).toBeInTheDocument();
  });

  it('goes home after signing in when no page was asked for', async () => {
    stubServer(authApi({ accounts: [testUser()] }));
    const { router } = renderApp('/auth/login');
    const form = within(await screen.findByRole('form', { name: 'Login' }));
    await userEvent.type(form.getByLabelText('Email'), 'ann@example.com');
    await userEvent.type(form.getByLabelText('Password'), TEST_PASSWORD);
    await userEvent.click(form.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
