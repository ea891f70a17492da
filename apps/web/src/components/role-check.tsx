import { hasAnyRole, type Role } from '@roost/domain';
import type { ReactNode } from 'react';
import { useCurrentUser } from '../lib/current-user';

interface RoleCheckProps {
  /** Shown when the user holds any of these (every signed-in user when left out). */
  roles?: readonly Role[];
  /** Hidden when the user holds any of these, whatever else they hold. */
  excludedRoles?: readonly Role[];
  /** The roles to judge; the signed-in user's when left out. */
  userRoles?: readonly string[];
  children: ReactNode;
}

/** The spec's role check: content for some roles only (section 6). Nobody signed in sees nothing. */
export function RoleCheck({ roles, excludedRoles = [], userRoles, children }: RoleCheckProps) {
  const { data: user } = useCurrentUser();
  const held = userRoles ?? user?.roles;
  if (!held) return null;
  if (roles && !hasAnyRole(held, roles)) return null;
  if (hasAnyRole(held, excludedRoles)) return null;
  return children;
}
