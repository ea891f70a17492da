import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { digestSessionToken } from './hashed-session-tokens';

/** The cookie that binds a pending sign-up to the browser that started it (read by /api/auth only). */
const COOKIE_NAME = 'roost.sign_up';
export const SIGN_UP_ATTEMPT_SECONDS = 24 * 60 * 60;

export function newSignUpToken(): { token: string; digest: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, digest: digestSessionToken(token) };
}

/** The digest of the request's sign-up token, or null without one. */
export function signUpTokenDigest(request: FastifyRequest): string | null {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name === COOKIE_NAME && value.length > 0) {
      const token = value.join('=');
      return /^[\w-]{20,100}$/.test(token) ? digestSessionToken(token) : null;
    }
  }
  return null;
}

export function setSignUpCookie(reply: FastifyReply, token: string, secure: boolean) {
  const attributes = [
    `${COOKIE_NAME}=${token}`,
    'Path=/api/auth',
    `Max-Age=${SIGN_UP_ATTEMPT_SECONDS}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ];
  reply.header('set-cookie', attributes.join('; '));
}
