import { OrganizationPage } from '../../features/organizations/routes/organization-page';
import { ProfileShell } from '../layout/profile-shell';
import { builtPaths } from '../route-modules';

export default function OrganizationRoute() {
  return (
    <ProfileShell builtPaths={builtPaths()}>
      <OrganizationPage />
    </ProfileShell>
  );
}
