import { ProfilePage } from '../../features/profile/routes/profile-page';
import { ProfileShell } from '../layout/profile-shell';
import { builtPaths } from '../route-modules';

export default function ProfileRoute() {
  return (
    <ProfileShell builtPaths={builtPaths()}>
      <ProfilePage />
    </ProfileShell>
  );
}
