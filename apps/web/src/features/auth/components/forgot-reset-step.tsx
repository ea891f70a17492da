import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { authMessages, forgotPasswordResetFormSchema, type Message } from '@roost/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { MessageBanner } from '../../../components/message-banner';
import { registerField } from '../../../lib/register-field';
import { applyServerErrors, fieldState } from '../../../lib/form-errors';
import { useForgotPassword } from '../api/forgot-password';
import { useResetPassword } from '../api/reset-password';
import { useAuthModal } from './auth-modal-context';
import { failureText } from './failure-text';
import { ModalLink } from './modal-link';
import { AuthForm } from './auth-form';

/** Forgot Password, step 2: Code, Password, Confirm Password, Reset; then Login says so. */
export function ForgotResetStep({ email }: { email: string }) {
  const form = useForm({
    resolver: zodResolver(forgotPasswordResetFormSchema),
    defaultValues: { code: '', password: '', confirmPassword: '' },
    mode: 'onTouched',
  });
  const resetPassword = useResetPassword();
  const resend = useForgotPassword();
  const { openModal } = useAuthModal();
  const [banner, setBanner] = useState<Message>({
    message: authMessages.checkEmailForCode,
    messageType: 'notification',
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ code, password }) => {
    try {
      await resetPassword.mutateAsync({ email, code, password });
      openModal('login', { notice: authMessages.passwordUpdated });
    } catch (error) {
      applyServerErrors(error, form.setError, ['code', 'password']);
      setBanner({ message: failureText(error, authMessages.errorResettingPassword), messageType: 'error' });
    }
  });

  const resendCode = () =>
    resend.mutate(email, {
      onSuccess: () => setBanner({ message: authMessages.authCodeResent, messageType: 'notification' }),
      onError: (error) =>
        setBanner({ message: failureText(error, authMessages.errorSendingAuthCode), messageType: 'error' }),
    });

  return (
    <AuthForm label="Reset password" onSubmit={onSubmit}>
      <MessageBanner message={banner} />
      <TextField
        label="Code"
        autoComplete="one-time-code"
        {...registerField(form, 'code')}
        {...fieldState(errors.code)}
        slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 6 } }}
      />
      <FormTextField
        form={form}
        name="password"
        label="Password"
        kind="new-password"
        hint={authMessages.passwordHint}
      />
      <FormTextField form={form} name="confirmPassword" label="Confirm Password" kind="new-password" />
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
        {isSubmitting ? 'Resetting...' : 'Reset'}
      </Button>
      <ModalLink onClick={resendCode} disabled={resend.isPending}>
        Resend
      </ModalLink>
    </AuthForm>
  );
}
