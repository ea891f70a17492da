import type { Location } from 'react-router';
import { z } from 'zod';

/**
 * What the access check hands the login page: where to return after signing in, or that the
 * signed-in user lacks the role (so returning would only come back here).
 */
const loginRedirectSchema = z.object({
  from: z.object({ pathname: z.string(), search: z.string(), hash: z.string() }).optional(),
  denied: z.boolean().optional(),
});
export type LoginRedirect = z.infer<typeof loginRedirectSchema>;

export function returnTo(location: Pick<Location, 'pathname' | 'search' | 'hash'>): LoginRedirect {
  return { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
}

export function readLoginRedirect(state: unknown): LoginRedirect {
  const parsed = loginRedirectSchema.safeParse(state);
  return parsed.success ? parsed.data : {};
}
