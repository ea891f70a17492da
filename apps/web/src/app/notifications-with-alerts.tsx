import { AlertHistory } from '../features/alerts/components/alert-history';
import { AlertSubscriptions } from '../features/alerts/components/alert-subscriptions';
import { NotificationsPage } from '../features/notification-settings/routes/notifications-page';
import { useCurrentUser } from '../lib/current-user';

/** The notification settings with how the person is reached and their alert history below. */
export function NotificationsWithAlerts() {
  const { data: user } = useCurrentUser();
  return (
    <NotificationsPage>
      {user && (
        <>
          <AlertSubscriptions userId={user.id} />
          <AlertHistory userId={user.id} />
        </>
      )}
    </NotificationsPage>
  );
}
