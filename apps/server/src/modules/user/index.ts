// User: identity (sign-up, codes, sign-in, sessions, passwords, roles) on better-auth, and the spec's
// user service. Owns the users, sessions, accounts and verifications tables.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createAuth, SESSION_COOKIE_PREFIX } from './auth/better-auth';
import { addressSettingsRoutes } from './address-settings-routes';
import { authRoutes } from './auth/auth-routes';
import { userRoutes } from './routes';
import type { UserDeps } from './service/deps';
import { resolveSessionUser } from './service/sign-in';

export { authLogger } from './auth/auth-log';
export { DEMO_PASSWORD, demoAccounts, seedDemoAccounts } from './demo-accounts';
export { insertAccount } from './service/create-user';
export { countUsers } from './service/list-users';
export type { UserDeps } from './service/deps';

/** better-auth names its session cookie `<prefix>.session_token`. */
export const SESSION_COOKIE_NAME = `${SESSION_COOKIE_PREFIX}.session_token`;

export function createUserDeps(deps: Omit<UserDeps, 'auth'>): UserDeps {
  return { ...deps, auth: createAuth(deps) };
}

export function sessionResolver(deps: UserDeps) {
  return (request: FastifyRequest, reply: FastifyReply) => resolveSessionUser(deps, request, reply);
}

export function userModule(deps: UserDeps) {
  return async function user(app: FastifyInstance) {
    await app.register(authRoutes(deps), { prefix: '/api/auth' });
    await app.register(userRoutes(deps), { prefix: '/api/user' });
    await app.register(addressSettingsRoutes(deps), { prefix: '/api/home' });
  };
}
