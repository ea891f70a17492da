import LinearProgress from '@mui/material/LinearProgress';
import { routeAccess, type SitePath } from '@roost/domain';
import { Outlet, useMatches } from 'react-router';
import { RequireAccess } from '../require-access';

/**
 * The private routes' layout (routes.ts): the access check with the roles the route table gives the page's path
 * (the route's id). The page is the signed-in person's, so nothing of it is rendered on the server: the server's
 * HTML has the check's progress bar, and the page renders once the browser knows who is signed in.
 */
export default function PrivateRoute() {
  const path = useMatches().at(-1)?.id as SitePath;
  const access = routeAccess(path);
  if (access.kind !== 'private') return <Outlet />;
  return (
    <RequireAccess roles={access.roles}>
      <Outlet />
    </RequireAccess>
  );
}

export async function clientLoader() {
  return null;
}
clientLoader.hydrate = true as const;

// The loader only marks the route as the browser's to render; nothing of it depends on the address after that (a tab
// in the query, another page), so a navigation does not run it again.
export function shouldRevalidate() {
  return false;
}

export function HydrateFallback() {
  return <LinearProgress aria-label="Checking your sign-in" />;
}
