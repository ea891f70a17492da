import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { hasAnyRole, type Role, type SitePath } from '@roost/domain';
import { Link as RouterLink, useLocation } from 'react-router';

interface ProfileTab {
  label: string;
  path: SitePath;
  /** Shown to holders of any of these; to everyone on the profile when null. */
  roles: readonly Role[] | null;
}

/** The profile's side tabs and who sees them (spec, Profile page and section 6). */
export const profileTabs: readonly ProfileTab[] = [
  { label: 'Profile', path: '/profile', roles: null },
  { label: 'Notifications', path: '/notifications', roles: ['user', 'admin'] },
  { label: 'Organizations', path: '/organizations', roles: ['admin', 'superadmin'] },
  { label: 'Users', path: '/admin/users', roles: ['superadmin'] },
];

export function visibleTabs(userRoles: readonly string[], builtPaths: readonly string[]): ProfileTab[] {
  return profileTabs.filter(
    (tab) => builtPaths.includes(tab.path) && (tab.roles === null || hasAnyRole(userRoles, tab.roles)),
  );
}

/** Vertical beside the content on wide screens, a scrollable row on phones. */
export function ProfileTabs({
  userRoles,
  builtPaths,
}: {
  userRoles: readonly string[];
  builtPaths: readonly string[];
}) {
  const { pathname } = useLocation();
  const tabs = visibleTabs(userRoles, builtPaths);
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const current = tabs.some((tab) => tab.path === pathname) ? pathname : false;
  return (
    <Tabs
      value={current}
      orientation={wide ? 'vertical' : 'horizontal'}
      variant="scrollable"
      allowScrollButtonsMobile
      aria-label="Profile sections"
      sx={
        wide ? { borderRight: 1, borderColor: 'divider', minWidth: 180 } : { borderBottom: 1, borderColor: 'divider' }
      }
    >
      {tabs.map((tab) => (
        <Tab
          key={tab.path}
          label={tab.label}
          value={tab.path}
          component={RouterLink}
          to={tab.path}
          sx={{ textTransform: 'none' }}
        />
      ))}
    </Tabs>
  );
}
