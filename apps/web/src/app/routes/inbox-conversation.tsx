import { InboxConversationRedirect } from '../../features/campaigns/routes/inbox-page';
import { ProfileShell } from '../layout/profile-shell';
import { builtPaths } from '../route-modules';

export default function InboxConversationRoute() {
  return (
    <ProfileShell builtPaths={builtPaths()}>
      <InboxConversationRedirect />
    </ProfileShell>
  );
}
