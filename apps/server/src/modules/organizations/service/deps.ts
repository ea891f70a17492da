import type { Db } from '../../../platform/db/types';
import type { SessionUser, ScopeRole } from '../../../plugins/access';
import type { TeamAccounts } from '../../user';

export interface OrganizationsDeps {
  db: Db;
  accounts: TeamAccounts;
  /** Where failures that must not fail the request (a welcome e-mail) are reported. */
  warn(message: string, details: Record<string, unknown>): void;
}

/** The caller of a scoped route and their standing toward the record it names. */
export interface Actor {
  user: SessionUser;
  scopeRoles: readonly (ScopeRole | 'superadmin')[];
}

export const crossesScopes = (actor: Actor) => actor.user.roles.includes('superadmin');
export const administers = (actor: Actor) => crossesScopes(actor) || actor.scopeRoles.includes('orgadmin');

/** PostgreSQL's unique violation, through drizzle's wrapping on either driver. */
export function isUniqueViolation(error: unknown): boolean {
  let cause = error;
  for (let depth = 0; depth < 5 && typeof cause === 'object' && cause !== null; depth++) {
    if ((cause as { code?: unknown }).code === '23505') return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}
