import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { hasAnyRole, routeAccess, type SitePath } from '@roost/domain';
import { Link as RouterLink, useLocation } from 'react-router';

interface AdminMenuEntry {
  label: string;
  path: SitePath;
}

/**
 * The admin side menu (spec 2.2): Campaigns and Rates for admins; Users, Addresses and Logs for superadmins;
 * Logs also for organization admins (their organizations' audit entries).
 */
export const adminMenu: readonly AdminMenuEntry[] = [
  { label: 'Admin home', path: '/admin' },
  { label: 'Campaigns', path: '/admin/campaigns' },
  { label: 'Rates', path: '/admin/rates' },
  { label: 'Users', path: '/admin/users' },
  { label: 'Addresses', path: '/admin/addresses' },
  { label: 'Logs', path: '/admin/logs' },
];

/** The entries whose page is built and whose route (packages/domain site-routes) lets these roles in. */
export function visibleAdminEntries(userRoles: readonly string[], builtPaths: readonly string[]): AdminMenuEntry[] {
  return adminMenu.filter((entry) => {
    const access = routeAccess(entry.path);
    return builtPaths.includes(entry.path) && (access.kind !== 'private' || hasAnyRole(userRoles, access.roles));
  });
}

/** A side menu 240 wide on wide screens; a compact scrollable row at the top on phones. */
export function AdminMenu({ entries }: { entries: readonly AdminMenuEntry[] }) {
  const { pathname } = useLocation();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const current = entries.some((entry) => entry.path === pathname) ? pathname : false;
  return (
    <Box component="nav" aria-label="Admin menu" sx={{ width: { md: 240 }, flexShrink: 0, minWidth: 0 }}>
      <Tabs
        value={current}
        orientation={wide ? 'vertical' : 'horizontal'}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Admin sections"
        sx={
          wide ? { borderRight: 1, borderColor: 'divider' } : { borderBottom: 1, borderColor: 'divider', minHeight: 40 }
        }
      >
        {entries.map((entry) => (
          <Tab
            key={entry.path}
            label={entry.label}
            value={entry.path}
            component={RouterLink}
            to={entry.path}
            sx={{
              textTransform: 'none',
              alignItems: wide ? 'flex-start' : 'center',
              ...(wide ? {} : { minHeight: 40, py: 1, px: 1.5, minWidth: 0 }),
            }}
          />
        ))}
      </Tabs>
    </Box>
  );
}
