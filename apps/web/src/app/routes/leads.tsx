import { LeadsPage } from '../../features/pipeline/routes/leads-page';
import { ProfileShell } from '../layout/profile-shell';
import { builtPaths } from '../route-modules';

export default function LeadsRoute() {
  return (
    <ProfileShell builtPaths={builtPaths()}>
      <LeadsPage />
    </ProfileShell>
  );
}
