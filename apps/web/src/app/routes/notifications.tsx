import { NotificationsWithAlerts } from '../notifications-with-alerts';
import { ProfileShell } from '../layout/profile-shell';
import { builtPaths } from '../route-modules';

export default function NotificationsRoute() {
  return (
    <ProfileShell builtPaths={builtPaths()}>
      <NotificationsWithAlerts />
    </ProfileShell>
  );
}
