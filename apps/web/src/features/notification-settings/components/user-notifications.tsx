import { useUserSetting } from '../api/get-user-setting';
import { SettingsSection } from './settings-section';
import { UserNotificationsForm } from './user-notifications-form';

export function UserNotifications({ userId }: { userId: string }) {
  const { data: setting, isError } = useUserSetting(userId);
  return (
    <SettingsSection
      title="User notifications"
      titleId="user-notifications-title"
      loadingWhat="your dream rate"
      loading={!setting && !isError}
      failure={isError ? 'Your dream rate could not be loaded. Please try again.' : undefined}
    >
      {setting && <UserNotificationsForm userId={userId} setting={setting} />}
    </SettingsSection>
  );
}
