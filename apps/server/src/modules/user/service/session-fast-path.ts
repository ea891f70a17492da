import { createHmac, timingSafeEqual } from 'node:crypto';
import { SESSION_IDLE_SECONDS, SESSION_LIFETIME_SECONDS, SESSION_UPDATE_AGE_SECONDS } from '../auth/better-auth';
import { digestSessionToken } from '../auth/hashed-session-tokens';
import { perDatabase, TableChangeCache } from '../../../platform/cache/table-change-cache';
import { findLiveSession, type LiveSession } from '../session-repo';
import type { UserLike } from '../user-record';
import type { UserDeps } from './deps';

/** The token of a signed value `token.signature` (better-auth's cookie and bearer form) when we signed it. */
export function verifiedSessionToken(signed: string, secret: string): string | undefined {
  let value = signed;
  if (value.includes('%')) {
    try {
      value = decodeURIComponent(value);
    } catch {
      return undefined;
    }
  }
  const dot = value.indexOf('.');
  if (dot <= 0) return undefined;
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token, 'utf8').digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : undefined;
}

/** One cookie's value from a Cookie header, as sent. */
function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** What a request carries: a bearer token wins over the cookie, as in better-auth's bearer plugin. */
function signedTokenOf(
  headers: { authorization?: string | undefined; cookie?: string | undefined },
  cookieName: string,
): string | undefined {
  const authorization = headers.authorization;
  if (authorization && authorization.slice(0, 7).toLowerCase() === 'bearer ') {
    const token = authorization.slice(7).trim();
    if (token) return token;
  }
  return cookieValue(headers.cookie, cookieName);
}

/**
 * Signed values already verified, with their token's digest, so a session's next requests skip both hashes (the
 * signature's HMAC and the token's digest were 8% of the CPU of a cached read). The key is the whole signed value
 * under its secret: a forged signature is another key, checked afresh. The session itself is judged on every use.
 */
const VERIFIED_CAPACITY = 10_000;
const verifiedDigests = new Map<string, string>();

function verifiedDigest(signed: string, secret: string): string | undefined {
  const key = `${secret}\n${signed}`;
  const known = verifiedDigests.get(key);
  if (known !== undefined) return known;
  const token = verifiedSessionToken(signed, secret);
  if (!token) return undefined;
  const digest = digestSessionToken(token);
  if (verifiedDigests.size >= VERIFIED_CAPACITY) verifiedDigests.delete(verifiedDigests.keys().next().value!);
  verifiedDigests.set(key, digest);
  return digest;
}

/**
 * The sessions checked, with their users, by token digest, until a session or a user changes (sign-in and out,
 * renewal, a role, a ban): a signed-in request then costs no query. What a cached row says is judged again on
 * every use (lifetime, renewal), so only a change of its rows can make it wrong, and that forgets it.
 */
export const SESSION_READ_TABLES = ['sessions', 'users'] as const;
const cachedSessions = perDatabase(
  (feed) =>
    new TableChangeCache<LiveSession | null>(feed, SESSION_READ_TABLES, {
      capacity: 10_000,
      maxAgeMs: SESSION_UPDATE_AGE_SECONDS * 1000,
    }),
);

/**
 * The signed-in user of a request in one indexed query, for the common case: a signed token of a live session that
 * needs nothing done. Undefined sends the request down better-auth's full path, which alone renews a session due
 * for it (and its cookie), ends one past its lifetime or of a deleted user, and answers no one for anything else.
 */
export async function fastSessionUser(
  deps: Pick<UserDeps, 'db' | 'config'>,
  headers: { authorization?: string | undefined; cookie?: string | undefined },
  cookieName: string,
  now = Date.now(),
): Promise<UserLike | undefined> {
  const signed = signedTokenOf(headers, cookieName);
  const digest = signed && verifiedDigest(signed, deps.config.secrets.session);
  if (!digest) return undefined;
  const read = async () => (await findLiveSession(deps.db, digest)) ?? null;
  const row = await (cachedSessions(deps.db)?.get(digest, read) ?? read());
  if (!row || row.banned || row.user.status === 'delete') return undefined;
  if (now - row.sessionCreatedAt.getTime() > SESSION_LIFETIME_SECONDS * 1000) return undefined;
  const renewDueAt = row.expiresAt.getTime() - (SESSION_IDLE_SECONDS - SESSION_UPDATE_AGE_SECONDS) * 1000;
  if (renewDueAt <= now) return undefined;
  return row.user;
}
