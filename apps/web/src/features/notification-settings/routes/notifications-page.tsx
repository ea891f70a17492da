import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CAMPAIGN_ROLES, hasAnyRole } from '@roost/domain';
import type { ReactNode } from 'react';
import { useCurrentUser } from '../../../lib/current-user';
import { AddressNotifications } from '../components/address-notifications';
import { AlertDeliveryNote } from '../components/alert-delivery-note';
import { ReplyNotices } from '../components/reply-notices';
import { UserNotifications } from '../components/user-notifications';

export interface NotificationsPageProps {
  /** Shown below the settings (app/ composes the person's alert history there). */
  children?: ReactNode;
}

/**
 * /notifications (private, spec 2.3): the alerts of each saved address and the dream-rate alert; for the campaign
 * roles, whether replies to their campaign texts are e-mailed.
 */
export function NotificationsPage({ children }: NotificationsPageProps) {
  const { data: user } = useCurrentUser();
  if (!user) return <LinearProgress aria-label="Loading notifications" />;
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        Notifications
      </Typography>
      <Typography color="text.secondary">
        Choose what we watch for you: changes at each of your saved addresses, and your dream rate.
      </Typography>
      <AddressNotifications userId={user.id} />
      <UserNotifications userId={user.id} />
      <AlertDeliveryNote user={user} />
      {hasAnyRole(user.roles, CAMPAIGN_ROLES) && <ReplyNotices />}
      {children}
    </Stack>
  );
}
