import { AddressesPage } from '../../features/admin/routes/addresses-page';
import { AdminShell } from '../layout/admin-shell';
import { builtPaths } from '../route-modules';

export default function AdminAddressesRoute() {
  return (
    <AdminShell builtPaths={builtPaths()}>
      <AddressesPage />
    </AdminShell>
  );
}
