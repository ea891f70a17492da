import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import { Suspense, type ReactNode } from 'react';
import { useCurrentUser } from '../../lib/current-user';
import { AdminMenu, visibleAdminEntries } from './admin-menu';

/**
 * The admin area's layout: the admin menu beside the page (above it on phones). `builtPaths` are the
 * mounted routes, so an entry appears once its page exists.
 */
export function AdminShell({ builtPaths, children }: { builtPaths: readonly string[]; children: ReactNode }) {
  const { data: user } = useCurrentUser();
  const entries = visibleAdminEntries(user?.roles ?? [], builtPaths);
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 1, md: 5 }, px: { xs: 1.5, sm: 3 } }}>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: { xs: 2, md: 4 } }}>
        <AdminMenu entries={entries} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Suspense fallback={<LinearProgress aria-label="Loading page" />}>{children}</Suspense>
        </Box>
      </Box>
    </Container>
  );
}
