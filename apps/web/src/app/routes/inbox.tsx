import { InboxPage } from '../../features/campaigns/routes/inbox-page';
import { ProfileShell } from '../layout/profile-shell';
import { builtPaths } from '../route-modules';

export default function InboxRoute() {
  return (
    <ProfileShell builtPaths={builtPaths()}>
      <InboxPage />
    </ProfileShell>
  );
}
