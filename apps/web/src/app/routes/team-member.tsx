import { TeamMemberPage } from '../../features/organizations/routes/team-member-page';
import { ProfileShell } from '../layout/profile-shell';
import { builtPaths } from '../route-modules';

export default function TeamMemberRoute() {
  return (
    <ProfileShell builtPaths={builtPaths()}>
      <TeamMemberPage />
    </ProfileShell>
  );
}
