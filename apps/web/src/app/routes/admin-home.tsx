import { AdminHomePage } from '../../features/admin/routes/admin-home-page';
import { AdminShell } from '../layout/admin-shell';
import { builtPaths } from '../route-modules';

export default function AdminHomeRoute() {
  return (
    <AdminShell builtPaths={builtPaths()}>
      <AdminHomePage />
    </AdminShell>
  );
}
