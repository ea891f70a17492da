import { AdminCampaignsPage } from '../../features/campaigns/routes/admin-campaigns-page';
import { AdminShell } from '../layout/admin-shell';
import { builtPaths } from '../route-modules';

export default function AdminCampaignsRoute() {
  return (
    <AdminShell builtPaths={builtPaths()}>
      <AdminCampaignsPage />
    </AdminShell>
  );
}
