import { OptOutsPage } from '../../features/opt-outs/routes/opt-outs-page';
import { ProfileShell } from '../layout/profile-shell';
import { builtPaths } from '../route-modules';

export default function OptOutsRoute() {
  return (
    <ProfileShell builtPaths={builtPaths()}>
      <OptOutsPage />
    </ProfileShell>
  );
}
