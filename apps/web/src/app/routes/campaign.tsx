import { CampaignPage } from '../../features/campaigns/routes/campaign-page';
import { ProfileShell } from '../layout/profile-shell';
import { builtPaths } from '../route-modules';

export default function CampaignRoute() {
  return (
    <ProfileShell builtPaths={builtPaths()}>
      <CampaignPage />
    </ProfileShell>
  );
}
