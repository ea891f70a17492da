import { LogsPage } from '../../features/admin/routes/logs-page';
import { AdminShell } from '../layout/admin-shell';
import { builtPaths } from '../route-modules';

export default function AdminLogsRoute() {
  return (
    <AdminShell builtPaths={builtPaths()}>
      <LogsPage />
    </AdminShell>
  );
}
