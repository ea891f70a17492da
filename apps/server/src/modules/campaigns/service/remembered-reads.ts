import type { SessionUser } from '../../../plugins/access';
import { perDatabase, RememberedUntilChange } from '../../../platform/cache/table-change-cache';

/**
 * What the campaign reads come from: the campaigns with their contacts, texts and collaborators, the people, and the
 * organizations' teams and memberships that decide who reaches a campaign. A change to any of them forgets every
 * remembered reply (remembered-until-change.ts), so a reply is never older than the data nor than the caller's access.
 */
export const CAMPAIGN_READ_TABLES = [
  'users',
  'teams',
  'team_users',
  'memberships',
  'campaigns',
  'campaign_collaborators',
  'campaign_contacts',
  'campaign_sends',
] as const;

const MINUTE_MS = 60_000;

/** Replies remembered per database until their tables change: at most `capacity` of them, a few KB to 30 KB each. */
export function rememberedReplies<T>(tables: readonly string[], capacity: number) {
  return perDatabase((feed) => new RememberedUntilChange<T>(feed, tables, { capacity, maxAgeMs: 10 * MINUTE_MS }));
}

/** The part of a remembered reply's key that is the caller: who they are and the roles their access comes from. */
export const callerKey = (caller: Pick<SessionUser, 'id' | 'roles'>) => `${caller.id}|${caller.roles.join(',')}`;
