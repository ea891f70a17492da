import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { hasAnyRole, type Role } from '@roost/domain';
import { Suspense, useMemo, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LazyMessageBanner } from '../components/lazy-message-banner';
import { useCurrentUser } from '../lib/current-user';
import { returnTo, type LoginRedirect } from '../lib/login-redirect';

/**
 * <Navigate> navigates again whenever its state is another object: each render's new one would start the navigation
 * anew while the last one still loads (its route module or the route's manifest), so it would never arrive.
 */
const DENIED: LoginRedirect = { denied: true };

/**
 * The access check of a private route (both specs, section 6): signed out goes to login and comes
 * back after; status reset goes to /auth/reset, status confirm to /auth/confirm; a user without any
 * of the route's roles goes to login.
 */
export function RequireAccess({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  const location = useLocation();
  const { pathname, search, hash } = location;
  const back = useMemo(() => returnTo({ pathname, search, hash }), [pathname, search, hash]);
  const { data: user, isPending, isError, refetch } = useCurrentUser();
  const checking = <LinearProgress aria-label="Checking your sign-in" />;
  if (isPending) return checking;
  if (isError) {
    return (
      <Suspense fallback={checking}>
        <Stack spacing={2} sx={{ p: 2, alignItems: 'flex-start' }}>
          <LazyMessageBanner message={{ message: 'We could not check your sign-in.', messageType: 'error' }} />
          <Button variant="outlined" onClick={() => void refetch()}>
            Try again
          </Button>
        </Stack>
      </Suspense>
    );
  }
  if (!user || user.status === 'delete') return <Navigate to="/auth/login" replace state={back} />;
  if (user.status === 'reset' && location.pathname !== '/auth/reset') return <Navigate to="/auth/reset" replace />;
  if (user.status === 'confirm') return <Navigate to="/auth/confirm" replace />;
  if (!hasAnyRole(user.roles, roles)) return <Navigate to="/auth/login" replace state={DENIED} />;
  return children;
}
