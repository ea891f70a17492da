import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import { authMessages, resetPasswordPageSchema } from '@roost/domain';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormTextField } from '../../../components/form-text-field';
import { MessageBanner } from '../../../components/message-banner';
import { SNACKBAR_HIDE_MS, useSnackbar } from '../../../components/snackbar';
import { applyServerErrors } from '../../../lib/form-errors';
import { useChangePassword } from '../api/change-password';
import { AuthForm } from './auth-form';
import { failureText } from './failure-text';

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
  const { isSubmitting } = form.formState;

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
      // A refused new password (a common one) is said beside the field; anything else in the banner.
      applyServerErrors(error, form.setError, ['newPassword']);
      setFailure(failureText(error, authMessages.errorResettingPassword));
    }
  });

  return (
    <AuthForm label="Reset Password" onSubmit={onSubmit}>
      {failure && <MessageBanner message={{ message: failure, messageType: 'error' }} />}
      <FormTextField form={form} name="oldPassword" label="Old password" kind="password" />
      <FormTextField
        form={form}
        name="newPassword"
        label="New password"
        kind="new-password"
        hint={authMessages.passwordHint}
      />
      <FormTextField form={form} name="confirmPassword" label="Confirm password" kind="new-password" />
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting || done}>
        {isSubmitting ? 'Resetting...' : 'Reset Password'}
      </Button>
    </AuthForm>
  );
}
