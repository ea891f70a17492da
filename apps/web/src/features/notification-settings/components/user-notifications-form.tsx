import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { UserSetting } from '@roost/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { MessageBanner } from '../../../components/message-banner';
import { useSnackbar } from '../../../components/snackbar';
import { fieldState } from '../../../lib/form-errors';
import { useSaveUserSetting } from '../api/save-user-setting';
import { NotificationGroup } from './notification-group';
import { userFormValues, userNotificationsFormSchema } from './notification-form-values';
import { notificationMessages } from './notification-messages';
import { saveFailure } from './save-failure';

/** Spec 2.3, user notifications: the dream rate and its Active switch, with their own Save. */
export function UserNotificationsForm({ userId, setting }: { userId: string; setting: UserSetting }) {
  const form = useForm({
    resolver: zodResolver(userNotificationsFormSchema),
    defaultValues: userFormValues(setting),
    mode: 'onTouched',
  });
  const save = useSaveUserSetting(userId);
  const showMessage = useSnackbar();
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (change) => {
    setFailure(null);
    try {
      const saved = await save.mutateAsync(change);
      form.reset(userFormValues(saved));
      showMessage({ message: notificationMessages.userSaved, messageType: 'notification' });
    } catch (error) {
      setFailure(
        saveFailure(error, notificationMessages.userSaveFailed, form.setError, ['rate', 'rateNotificationActive']),
      );
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={3} aria-label="User notifications">
      {failure && <MessageBanner message={{ message: failure, messageType: 'error' }} />}
      <NotificationGroup
        title="Dream rate"
        description="Tell me when today's 30-year mortgage rate falls to this rate or below."
        control={form.control}
        activeName="rateNotificationActive"
      >
        <TextField
          label="Rate"
          {...form.register('rate')}
          {...fieldState(errors.rate)}
          sx={{ maxWidth: { sm: 220 } }}
          slotProps={{
            input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
            htmlInput: { inputMode: 'decimal', maxLength: 10 },
          }}
        />
      </NotificationGroup>
      <Button type="submit" variant="contained" disabled={isSubmitting} sx={{ alignSelf: 'flex-start' }}>
        {isSubmitting ? 'Saving...' : 'Save'}
      </Button>
    </Stack>
  );
}
