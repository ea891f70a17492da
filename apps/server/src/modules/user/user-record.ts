import { parseRoleString, type UserRecord, type UserStatus, userStatuses } from '@roost/domain';
import { deepFreeze } from '../../platform/cache/bounded-cache';
import type { SessionUser } from '../../plugins/access';
import type { UserRow } from './repo';

/** The fields of a user, whether read from our table or handed back by better-auth. */
export type UserLike = Pick<UserRow, 'id' | 'name' | 'email' | 'createdAt'> & {
  phone?: string | null;
  status?: string | null;
  role?: string | null;
  textUpdates?: boolean | null;
  textUpdatesConsentAt?: Date | null;
};

const asStatus = (status: string | null | undefined): UserStatus =>
  (userStatuses as readonly string[]).includes(status ?? '') ? (status as UserStatus) : 'confirm';

/**
 * What a cached (frozen) user row is shown as, made once per row: the session check's row is cached until
 * a session or a user changes (session-fast-path.ts), and every signed-in request turns it into these.
 */
const madeOnce = new WeakMap<UserLike, { record: UserRecord; sessionUser: SessionUser; sessionReply: SessionReply }>();
type SessionReply = { user: UserRecord | null };

function shapesOf(user: UserLike) {
  let shapes = madeOnce.get(user);
  if (!shapes) {
    const record = recordOf(user);
    const sessionUser = sessionUserOf(record);
    shapes = deepFreeze({ record, sessionUser, sessionReply: { user: record } });
    madeOnce.set(user, shapes);
  }
  return shapes;
}

export function toUserRecord(user: UserLike): UserRecord {
  return Object.isFrozen(user) ? shapesOf(user).record : recordOf(user);
}

export function toSessionUser(user: UserLike): SessionUser {
  return Object.isFrozen(user) ? shapesOf(user).sessionUser : sessionUserOf(recordOf(user));
}

/** GET /session's reply; of a cached row, one frozen object, so its JSON is made once (reply-serializer.ts). */
export function toSessionReply(user: UserLike | null): SessionReply {
  if (!user) return NOBODY;
  return Object.isFrozen(user) ? shapesOf(user).sessionReply : { user: recordOf(user) };
}
const NOBODY: SessionReply = Object.freeze({ user: null });

/** The spec's user shape: id and userId, and roles both as the comma string and as a list. */
function recordOf(user: UserLike): UserRecord {
  const roles = parseRoleString(user.role ?? 'user');
  return {
    id: user.id,
    userId: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone ?? null,
    status: asStatus(user.status),
    role: roles.join(','),
    roles,
    textUpdates: user.textUpdates ?? false,
    textUpdatesConsentAt: user.textUpdatesConsentAt ? new Date(user.textUpdatesConsentAt).toISOString() : null,
    createdDate: new Date(user.createdAt).toISOString(),
  };
}

function sessionUserOf(record: UserRecord): SessionUser {
  return { id: record.id, email: record.email, name: record.name, status: record.status, roles: record.roles };
}
