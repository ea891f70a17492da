import { OrganizationsPage } from '../../features/organizations/routes/organizations-page';
import { ProfileShell } from '../layout/profile-shell';
import { builtPaths } from '../route-modules';

export default function OrganizationsRoute() {
  return (
    <ProfileShell builtPaths={builtPaths()}>
      <OrganizationsPage />
    </ProfileShell>
  );
}
