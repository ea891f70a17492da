import { PrivacyRequestsPage } from '../../features/privacy-requests/routes/privacy-requests-page';
import { ProfileShell } from '../layout/profile-shell';
import { builtPaths } from '../route-modules';

export default function PrivacyRequestsRoute() {
  return (
    <ProfileShell builtPaths={builtPaths()}>
      <PrivacyRequestsPage />
    </ProfileShell>
  );
}
