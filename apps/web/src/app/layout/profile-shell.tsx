import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import { Suspense, type ReactNode } from 'react';
import { useInboxUnread } from '../../features/campaigns/api/get-inbox-unread';
import { useMemberships } from '../../features/organizations/api/get-memberships';
import { useCurrentUser } from '../../lib/current-user';
import { ProfileTabs, seesOrganizationsByRole, visibleTabs } from './profile-tabs';

/**
 * The workspace layout of the profile, notifications, campaigns, organizations and users pages
 * (spec 2.2): side tabs by role beside the page. `builtPaths` are the mounted routes, so a tab
 * appears once its page exists. Someone listed in a team sees Organizations whatever their roles.
 */
export function ProfileShell({ builtPaths, children }: { builtPaths: readonly string[]; children: ReactNode }) {
  const { data: user } = useCurrentUser();
  const roles = user?.roles ?? [];
  const byRole = seesOrganizationsByRole(roles);
  const { data: memberships } = useMemberships(user?.id, { enabled: !byRole });
  const tabs = visibleTabs(roles, builtPaths, (memberships?.length ?? 0) > 0);
  const { data: unread } = useInboxUnread(tabs.some((tab) => tab.path === '/inbox'));
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 5 } }}>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: { xs: 2, md: 4 } }}>
        <ProfileTabs tabs={tabs} counts={{ '/inbox': unread?.total }} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Suspense fallback={<LinearProgress aria-label="Loading page" />}>{children}</Suspense>
        </Box>
      </Box>
    </Container>
  );
}
