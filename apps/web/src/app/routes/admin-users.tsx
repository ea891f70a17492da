import { UsersPage } from '../../features/admin/routes/users-page';
import { AdminShell } from '../layout/admin-shell';
import { builtPaths } from '../route-modules';

export default function AdminUsersRoute() {
  return (
    <AdminShell builtPaths={builtPaths()}>
      <UsersPage />
    </AdminShell>
  );
}
