import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readCookie, setCookie } from '../../../platform/http/cookies';
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
  const token = readCookie(request.headers.cookie, COOKIE_NAME);
  return token && /^[\w-]{20,100}$/.test(token) ? digestSessionToken(token) : null;
}

export function setSignUpCookie(reply: FastifyReply, token: string, secure: boolean) {
  setCookie(reply, {
    name: COOKIE_NAME,
    value: token,
    path: '/api/auth',
    maxAgeSeconds: SIGN_UP_ATTEMPT_SECONDS,
    secure,
  });
}
