import type { FastifyReply, FastifyRequest } from 'fastify';
import { scheduleRepeating } from '../../platform/jobs/scheduler';
import type { ModuleDescriptor } from '../module-descriptor';
import { pruneRateLimits } from './auth/rate-limit-counters';
import { createAuth, SESSION_COOKIE_PREFIX } from './auth/better-auth';
import { addressSettingsRoutes } from './address-settings-routes';
import { authRoutes } from './auth/auth-routes';
import { mortgageRoutes } from './mortgage-routes';
import { seedDemoAccounts } from './demo-accounts';
import { userRoutes } from './routes';
import type { UserDeps } from './service/deps';
import { resolveSessionUser } from './service/sign-in';
import { userPersonalData } from './personal-data';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

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
  personalData: userPersonalData,
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
  // Sign-in counters whose window has passed are dropped a minute after start, then every hour.
  startWorkers: async ({ database }, { logger }) =>
    scheduleRepeating('rate-limit pruning', () => pruneRateLimits(database.db), {
      firstAfterMs: MINUTE_MS,
      everyMs: HOUR_MS,
      logger,
    }),
};
