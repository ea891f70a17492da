import { BranchPage } from '../../features/organizations/routes/branch-page';
import { ProfileShell } from '../layout/profile-shell';
import { builtPaths } from '../route-modules';

export default function BranchRoute() {
  return (
    <ProfileShell builtPaths={builtPaths()}>
      <BranchPage />
    </ProfileShell>
  );
}
