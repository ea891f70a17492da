import type { Location } from 'react-router';
import { boolean, object, optional, read, string, type Reader } from './json-reader';

/**
 * What the access check hands the login page: where to return after signing in, or that the
 * signed-in user lacks the role (so returning would only come back here).
 */
export interface LoginRedirect {
  from?: { pathname: string; search: string; hash: string };
  denied?: boolean;
}

// Read without zod: the access check (in every page's first JS) imports this file.
export const readLoginRedirectState: Reader<LoginRedirect> = object({
  from: optional(object({ pathname: string, search: string, hash: string })),
  denied: optional(boolean),
});

export function returnTo(location: Pick<Location, 'pathname' | 'search' | 'hash'>): LoginRedirect {
  return { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
}

export function readLoginRedirect(state: unknown): LoginRedirect {
  return read(readLoginRedirectState, state) ?? {};
}
