import { RatesPage } from '../../features/admin/routes/rates-page';
import { AdminShell } from '../layout/admin-shell';
import { builtPaths } from '../route-modules';

export default function AdminRatesRoute() {
  return (
    <AdminShell builtPaths={builtPaths()}>
      <RatesPage />
    </AdminShell>
  );
}
