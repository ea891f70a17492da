import { CampaignsPage } from '../../features/campaigns/routes/campaigns-page';
import { ProfileShell } from '../layout/profile-shell';
import { builtPaths } from '../route-modules';

export default function CampaignsRoute() {
  return (
    <ProfileShell builtPaths={builtPaths()}>
      <CampaignsPage />
    </ProfileShell>
  );
}
