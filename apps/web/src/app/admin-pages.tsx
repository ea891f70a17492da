import type { SitePath } from '@roost/domain';
import { lazy, type ReactElement } from 'react';

// The shell (its menu tabs) loads with the first admin page, not with every visitor's first page.
const AdminShell = lazy(() => import('./layout/admin-shell').then((m) => ({ default: m.AdminShell })));

/** The admin face's pages (spec 2.1 and 2.2), each inside the admin shell; loaded only when opened. */
const AdminHomePage = lazy(() =>
  import('../features/admin/routes/admin-home-page').then((m) => ({ default: m.AdminHomePage })),
);
const UsersPage = lazy(() => import('../features/admin/routes/users-page').then((m) => ({ default: m.UsersPage })));
const AddressesPage = lazy(() =>
  import('../features/admin/routes/addresses-page').then((m) => ({ default: m.AddressesPage })),
);
const AdminCampaignsPage = lazy(() =>
  import('../features/campaigns/routes/admin-campaigns-page').then((m) => ({ default: m.AdminCampaignsPage })),
);
const RatesPage = lazy(() => import('../features/admin/routes/rates-page').then((m) => ({ default: m.RatesPage })));
const LogsPage = lazy(() => import('../features/admin/routes/logs-page').then((m) => ({ default: m.LogsPage })));

/** `builtPaths` lists every mounted route (the menu offers only those); read when a page renders. */
export function adminPages(builtPaths: () => string[]): Partial<Record<SitePath, () => ReactElement>> {
  const inShell = (page: ReactElement) => () => <AdminShell builtPaths={builtPaths()}>{page}</AdminShell>;
  return {
    '/admin': inShell(<AdminHomePage />),
    '/admin/users': inShell(<UsersPage />),
    '/admin/campaigns': inShell(<AdminCampaignsPage />),
    '/admin/rates': inShell(<RatesPage />),
    '/admin/addresses': inShell(<AddressesPage />),
    '/admin/logs': inShell(<LogsPage />),
  };
}
