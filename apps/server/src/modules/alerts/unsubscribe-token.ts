import { createHmac, timingSafeEqual } from 'node:crypto';
import { alertKinds, type AlertKind } from '@roost/domain';

/**
 * The token of an alert e-mail's one-click unsubscribe link: who and which kind, signed with the server's
 * secret, so the link works without signing in and cannot be forged for another person or kind.
 */
const PURPOSE = 'roost-alert-unsubscribe';

const sign = (secret: string, userId: string, kind: AlertKind) =>
  createHmac('sha256', secret).update(`${PURPOSE}:${userId}:${kind}`).digest('base64url');

export function unsubscribeToken(secret: string, userId: string, kind: AlertKind): string {
  return `${Buffer.from(userId).toString('base64url')}.${kind}.${sign(secret, userId, kind)}`;
}

/** Who and which kind a token names, or undefined for anything not signed by us. */
export function readUnsubscribeToken(secret: string, token: string): { userId: string; kind: AlertKind } | undefined {
  const [encodedUser, kind, signature, ...rest] = token.split('.');
  if (!encodedUser || !kind || !signature || rest.length > 0) return undefined;
  if (!(alertKinds as readonly string[]).includes(kind)) return undefined;
  const userId = Buffer.from(encodedUser, 'base64url').toString('utf8');
  const expected = Buffer.from(sign(secret, userId, kind as AlertKind));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return { userId, kind: kind as AlertKind };
}
