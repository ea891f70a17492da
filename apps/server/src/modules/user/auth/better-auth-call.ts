import { APIError } from 'better-auth/api';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The request's headers as a Fetch `Headers`, for better-auth's server API. */
export function webHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of [value].flat()) headers.append(name, item);
  }
  return headers;
}

/** Copies the session cookie (and a bearer token, if one was issued) from better-auth's reply. */
export function forwardAuthHeaders(from: Headers, reply: FastifyReply) {
  const cookies = from.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const token = from.get('set-auth-token');
  if (token) reply.header('set-auth-token', token).header('access-control-expose-headers', 'set-auth-token');
}

/** Runs a better-auth call, turning its refusal into `undefined` plus the status it answered. */
export async function tryAuth<T>(
  call: () => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; status: number; code: string }> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    if (error instanceof APIError) {
      const body = error.body as { code?: string } | undefined;
      return { ok: false, status: error.statusCode, code: body?.code ?? String(error.status) };
    }
    throw error;
  }
}
