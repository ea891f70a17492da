import { MortgageProfilePage } from '../../features/mortgage-profile/routes/mortgage-profile-page';
import { ProfileShell } from '../layout/profile-shell';
import { builtPaths } from '../route-modules';

export default function MortgageProfileRoute() {
  return (
    <ProfileShell builtPaths={builtPaths()}>
      <MortgageProfilePage />
    </ProfileShell>
  );
}
