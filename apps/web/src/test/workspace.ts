import type { Role, UserRecord } from '@roost/domain';
import { authApi, testUser } from './api/auth';
import { campaignsApi, type CampaignOptions } from './api/campaigns';
import { teamsApi, type TeamOptions } from './api/teams';
import { renderApp, stubServer, type ApiArea, type Handler } from './render-app';

/** A signed-in person holding these roles (the role string and the list agree). */
export function userWithRoles(...roles: Role[]): UserRecord {
  return testUser({ role: roles.join(','), roles });
}

/**
 * Opens a workspace page signed in as `user`, with the team API answered in memory and the `areas` the page calls
 * besides; `intercept` answers first (failures, held-back replies).
 */
export function openWorkspace(
  path: string,
  options: TeamOptions & { user?: UserRecord; intercept?: Handler; areas?: ApiArea[] } = {},
) {
  const { user = userWithRoles('user'), intercept, areas = [], ...teamOptions } = options;
  const teams = teamsApi(teamOptions);
  const stub = stubServer(intercept, ...areas, teams, authApi({ signedIn: user }));
  return { ...stub, ...renderApp(path), teams };
}

/**
 * Opens a page signed in as `user` (Ann Lee), with the campaign and team APIs answered in memory and the `areas`
 * the page calls besides; `intercept` answers first (failures, held-back replies). `api` reads the campaigns' state.
 */
export function openCampaignWorkspace(
  path: string,
  options: CampaignOptions & { user?: UserRecord; intercept?: Handler; areas?: ApiArea[] } = {},
) {
  const { user = testUser({ name: 'Ann Lee' }), intercept, areas = [], ...campaignOptions } = options;
  const api = campaignsApi({ agentName: user.name, ...campaignOptions });
  const stub = stubServer(intercept, ...areas, api, teamsApi(), authApi({ signedIn: user }));
  return { ...stub, ...renderApp(path), api };
}

/** The requests made to a path (method and path, query included), in order. */
export function requestsTo(calls: { url: string; init: { method?: string } | undefined }[], pathAndQuery: string) {
  return calls.filter((call) => call.url === pathAndQuery).map((call) => call.init?.method ?? 'GET');
}
