// User: identity (sign-up, codes, sign-in, sessions, passwords, roles) on better-auth, and the spec's
// user service. Owns the users, sessions, accounts and verifications tables, and a person's saved addresses
// (with their notification settings), dream-rate setting and mortgages.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ModuleDescriptor } from '../module-descriptor';
import { createAuth, SESSION_COOKIE_PREFIX } from './auth/better-auth';
import { addressSettingsRoutes } from './address-settings-routes';
import { authRoutes } from './auth/auth-routes';
import { mortgageRoutes } from './mortgage-routes';
import { seedDemoAccounts } from './demo-accounts';
import { userRoutes } from './routes';
import type { UserDeps } from './service/deps';
import { resolveSessionUser } from './service/sign-in';

export { authLogger } from './auth/auth-log';
export { findAlertRecipient, listAlertWatchers, type AddressWatch, type AlertWatcher } from './alert-watches';
export { withdrawTextConsent } from './text-consent';
export { DEMO_PASSWORD, demoAccounts, seedDemoAccounts } from './demo-accounts';
export { insertAccount } from './service/create-user';
export { SESSION_READ_TABLES } from './service/session-fast-path';
export { countUsers } from './service/list-users';
export { teamAccounts, type TeamAccounts } from './service/team-accounts';
export type { UserDeps } from './service/deps';

/** better-auth names its session cookie `<prefix>.session_token`. */
export const SESSION_COOKIE_NAME = `${SESSION_COOKIE_PREFIX}.session_token`;

export function createUserDeps(deps: Omit<UserDeps, 'auth'>): UserDeps {
  return { ...deps, auth: createAuth(deps) };
}

export function sessionResolver(deps: UserDeps) {
  return (request: FastifyRequest, reply: FastifyReply) => resolveSessionUser(deps, request, reply);
}

export const userModule: ModuleDescriptor = {
  name: 'user',
  routes: [
    { prefix: '/api/auth', plugin: ({ users }) => authRoutes(users) },
    { prefix: '/api/user', plugin: ({ users }) => userRoutes(users) },
    { prefix: '/api/user', plugin: ({ users }) => mortgageRoutes(users) },
    // The spec puts the address settings under the home service; the user module owns them.
    { prefix: '/api/home', plugin: ({ users }) => addressSettingsRoutes(users) },
  ],
  // Demo accounts only where dev tools are on: never in production mode.
  async seed({ config, users }) {
    if (config.devToolsEnabled) await seedDemoAccounts(users);
  },
};
