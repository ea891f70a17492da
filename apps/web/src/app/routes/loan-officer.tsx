import { LoanOfficerPage } from '../../features/organizations/routes/loan-officer-page';
import { ProfileShell } from '../layout/profile-shell';
import { builtPaths } from '../route-modules';

export default function LoanOfficerRoute() {
  return (
    <ProfileShell builtPaths={builtPaths()}>
      <LoanOfficerPage />
    </ProfileShell>
  );
}
