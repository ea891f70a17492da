import type { Role, UserRecord } from '@roost/domain';
import { fakeAuthServer, testUser } from './fake-auth-server';
import { fakeTeamServer } from './fake-team-server';
import { renderApp, stubServer, type Handler } from './render-app';

/** A signed-in person holding these roles (the role string and the list agree). */
export function userWithRoles(...roles: Role[]): UserRecord {
  return testUser({ role: roles.join(','), roles });
}

type TeamOptions = NonNullable<Parameters<typeof fakeTeamServer>[0]>;

/**
 * Opens a workspace page signed in as `user`, with the team API answered by the in-memory fake;
 * `intercept` answers first (failures, held-back replies).
 */
export function openWorkspace(path: string, options: TeamOptions & { user?: UserRecord; intercept?: Handler } = {}) {
  const { user = userWithRoles('user'), intercept, ...teamOptions } = options;
  const auth = fakeAuthServer({ signedIn: user });
  const teams = fakeTeamServer(teamOptions);
  const stub = stubServer(
    async (url, init) => (await intercept?.(url, init)) ?? (await teams.handle(url, init)) ?? auth.handle(url, init),
  );
  return { ...stub, ...renderApp(path), teams };
}

/** The requests made to a path (method and path, query included), in order. */
export function requestsTo(calls: { url: string; init: RequestInit | undefined }[], pathAndQuery: string): string[] {
  return calls
    .filter((call) => {
      const url = new URL(call.url, 'http://localhost');
      return `${url.pathname}${url.search}` === pathAndQuery;
    })
    .map((call) => call.init?.method ?? 'GET');
}
