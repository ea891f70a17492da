import type { FastifyReply } from 'fastify';

/** The value of one cookie in a request's Cookie header, or undefined. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim();
  }
  return undefined;
}

/** Adds an httpOnly, SameSite=Lax cookie to the reply (Fastify appends each Set-Cookie). */
export function setCookie(
  reply: FastifyReply,
  cookie: { name: string; value: string; path: string; maxAgeSeconds: number; secure: boolean },
) {
  const attributes = [
    `${cookie.name}=${cookie.value}`,
    `Path=${cookie.path}`,
    `Max-Age=${cookie.maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(cookie.secure ? ['Secure'] : []),
  ];
  reply.header('set-cookie', attributes.join('; '));
}
