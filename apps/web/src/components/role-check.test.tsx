import { render, screen, waitFor } from '@testing-library/react';
import type { Role } from '@roost/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authApi, testUser } from '../test/api/auth';
import { stubServer } from '../test/render-app';
import { RoleCheck } from './role-check';

afterEach(() => vi.unstubAllGlobals());

function renderCheck(props: { roles?: Role[]; excludedRoles?: Role[]; userRoles?: string[] }) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <RoleCheck {...props}>
        <p>Secret content</p>
      </RoleCheck>
      <p>Always here</p>
    </QueryClientProvider>,
  );
}

describe('RoleCheck', () => {
  it.each([
    { userRoles: ['user'], roles: ['user', 'admin'] as Role[], shown: true },
    { userRoles: ['user'], roles: ['admin'] as Role[], shown: false },
    { userRoles: ['admin', 'agent'], roles: ['admin'] as Role[], excludedRoles: ['agent'] as Role[], shown: false },
    { userRoles: ['admin'], roles: ['admin'] as Role[], excludedRoles: ['agent'] as Role[], shown: true },
    { userRoles: ['agent'], excludedRoles: ['agent'] as Role[], shown: false },
    { userRoles: ['agent'], excludedRoles: ['superadmin'] as Role[], shown: true },
  ])('roles $userRoles with $roles minus $excludedRoles: shown $shown', async ({ shown, ...props }) => {
    stubServer();
    renderCheck(props);
    await screen.findByText('Always here');
    expect(screen.queryByText('Secret content') !== null).toBe(shown);
  });

  it("reads the signed-in user's roles when none are given", async () => {
    stubServer(authApi({ signedIn: testUser({ role: 'admin,textadmin', roles: ['admin', 'textadmin'] }) }));
    renderCheck({ roles: ['textadmin'] });
    expect(await screen.findByText('Secret content')).toBeInTheDocument();
  });

  it('shows nothing to a visitor', async () => {
    const { calls } = stubServer();
    renderCheck({ excludedRoles: ['agent'] });
    await waitFor(() => expect(calls.some((call) => call.url.endsWith('/api/auth/session'))).toBe(true));
    expect(screen.queryByText('Secret content')).not.toBeInTheDocument();
  });
});
