import type { Location } from 'react-router';
import * as z from 'zod/mini';

/**
 * What the access check hands the login page: where to return after signing in, or that the
 * signed-in user lacks the role (so returning would only come back here). zod/mini: the access check is in every
 * page's first JS.
 */
export const loginRedirectSchema = z.object({
  from: z.optional(z.object({ pathname: z.string(), search: z.string(), hash: z.string() })),
  denied: z.optional(z.boolean()),
});
export type LoginRedirect = z.infer<typeof loginRedirectSchema>;

export function returnTo(location: Pick<Location, 'pathname' | 'search' | 'hash'>): LoginRedirect {
  return { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
}

export function readLoginRedirect(state: unknown): LoginRedirect {
  return loginRedirectSchema.safeParse(state).data ?? {};
}
