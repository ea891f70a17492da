export const roles = [
  'user',
  'loanofficer',
  'branchmanager',
  'admin',
  'superadmin',
  'orgadmin',
  'textadmin',
  'agent',
  'campaigns',
  /** An account the product made for someone added to a team (spec 4). */
  'teamuser',
] as const;
export type Role = (typeof roles)[number];

/**
 * Who may use the campaign screens and calls (spec 6); each campaign is then checked on its own. Kept here, not
 * beside the campaign schemas, so the route table (site-routes.ts) does not pull those into every page's bundle.
 */
export const CAMPAIGN_ROLES: readonly Role[] = ['admin', 'agent', 'campaigns', 'user'];

/** A guarded thing is allowed when any required role is held (both specs, section 6). */
export function hasAnyRole(held: readonly string[], required: readonly Role[]): boolean {
  return required.some((role) => held.includes(role));
}

/** Reads the spec's comma-separated role string into a list. */
export function parseRoleString(roleString: string | null | undefined): string[] {
  return (roleString ?? '')
    .split(',')
    .map((role) => role.trim())
    .filter((role) => role.length > 0);
}
