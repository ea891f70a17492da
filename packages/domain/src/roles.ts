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
