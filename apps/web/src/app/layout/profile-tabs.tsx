import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { hasAnyRole, type Role, type SitePath } from '@roost/domain';
import { Link as RouterLink, useLocation } from 'react-router';

export interface ProfileTab {
  label: string;
  path: SitePath;
  /** Shown to holders of any of these; to everyone when null. */
  roles: readonly Role[] | null;
  /** Also shown to anyone listed in a team (Organizations). */
  forTeamMembers?: boolean;
  /** The addresses that belong to this tab, beyond its own. */
  alsoFor?: RegExp;
}

/** The profile shell's side tabs and who sees them (spec 2.2, consumer spec Profile page, section 6). */
export const profileTabs: readonly ProfileTab[] = [
  { label: 'Profile', path: '/profile', roles: null },
  // Not among the spec's side tabs, but the mortgage profile (spec 2.4) needs a way in.
  { label: 'Mortgages', path: '/profile/mortgage', roles: ['user', 'admin'] },
  { label: 'Notifications', path: '/notifications', roles: ['user', 'admin'] },
  { label: 'Campaigns', path: '/campaigns', roles: ['admin', 'agent', 'campaigns', 'user'], alsoFor: /^\/campaign\// },
  {
    label: 'Organizations',
    path: '/organizations',
    roles: ['admin', 'superadmin', 'orgadmin', 'branchmanager', 'loanofficer'],
    forTeamMembers: true,
    alsoFor: /^\/(organization|profile\/loanofficer)\//,
  },
  { label: 'Users', path: '/admin/users', roles: ['superadmin'] },
  // Who did what in their organizations; a superadmin reaches the whole log from the admin menu.
  { label: 'Logs', path: '/admin/logs', roles: ['orgadmin'] },
];

/** Whether someone with these roles sees the Organizations tab without asking for their memberships. */
export const seesOrganizationsByRole = (userRoles: readonly string[]) =>
  hasAnyRole(userRoles, profileTabs.find((tab) => tab.path === '/organizations')?.roles ?? []);

export function visibleTabs(
  userRoles: readonly string[],
  builtPaths: readonly string[],
  isTeamMember = false,
): ProfileTab[] {
  return profileTabs.filter(
    (tab) =>
      builtPaths.includes(tab.path) &&
      (tab.roles === null || hasAnyRole(userRoles, tab.roles) || (Boolean(tab.forTeamMembers) && isTeamMember)),
  );
}

/** The tab an address belongs to, or false (Tabs' "none selected"). */
export function currentTab(tabs: readonly ProfileTab[], pathname: string): string | false {
  const tab = tabs.find((candidate) => candidate.path === pathname || candidate.alsoFor?.test(pathname));
  return tab?.path ?? false;
}

/** A side menu 240 wide on wide screens; a scrollable row of tabs on phones. */
export function ProfileTabs({ tabs }: { tabs: readonly ProfileTab[] }) {
  const { pathname } = useLocation();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  return (
    <Box component="nav" aria-label="Profile menu" sx={{ width: { md: 240 }, flexShrink: 0, minWidth: 0 }}>
      <Tabs
        value={currentTab(tabs, pathname)}
        orientation={wide ? 'vertical' : 'horizontal'}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Profile sections"
        sx={wide ? { borderRight: 1, borderColor: 'divider' } : { borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.path}
            label={tab.label}
            value={tab.path}
            component={RouterLink}
            to={tab.path}
            sx={{ textTransform: 'none', alignItems: wide ? 'flex-start' : 'center' }}
          />
        ))}
      </Tabs>
    </Box>
  );
}
