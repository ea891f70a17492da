import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { authMessages, resetPasswordPageSchema } from '@roost/domain';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { MessageBanner } from '../../../components/message-banner';
import { SNACKBAR_HIDE_MS, useSnackbar } from '../../../components/snackbar';
import { fieldState } from '../../../lib/form-errors';
import { useChangePassword } from '../api/change-password';
import { failureText } from './failure-text';

const passwordLimit = { htmlInput: { maxLength: 128 } };
/** The spec's pause before /profile, long enough to read the snackbar. */
export const PROFILE_REDIRECT_MS = SNACKBAR_HIDE_MS;

/** Old, new and confirm password; on success 'Password has been reset', then /profile after 2 s. */
export function ResetPasswordForm() {
  const form = useForm({
    resolver: zodResolver(resetPasswordPageSchema),
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
    mode: 'onTouched',
  });
  const changePassword = useChangePassword();
  const showMessage = useSnackbar();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/profile'), PROFILE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const onSubmit = form.handleSubmit(async ({ oldPassword, newPassword }) => {
    setFailure(null);
    try {
      await changePassword.mutateAsync({ oldPassword, newPassword });
      showMessage({ message: authMessages.passwordReset, messageType: 'notification' });
      setDone(true);
    } catch (error) {
      setFailure(failureText(error, authMessages.errorResettingPassword));
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-label="Reset Password">
      {failure && <MessageBanner message={{ message: failure, messageType: 'error' }} />}
      <TextField
        label="Old password"
        type="password"
        autoComplete="current-password"
        {...form.register('oldPassword')}
        {...fieldState(errors.oldPassword)}
        slotProps={passwordLimit}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        {...form.register('newPassword')}
        error={Boolean(errors.newPassword)}
        helperText={errors.newPassword?.message ?? authMessages.passwordHint}
        slotProps={passwordLimit}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        {...form.register('confirmPassword')}
        {...fieldState(errors.confirmPassword)}
        slotProps={passwordLimit}
      />
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting || done}>
        {isSubmitting ? 'Resetting...' : 'Reset Password'}
      </Button>
    </Stack>
  );
}
