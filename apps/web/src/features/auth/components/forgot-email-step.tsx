import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { authMessages, emailRequestSchema } from '@roost/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { MessageBanner } from '../../../components/message-banner';
import { useForgotPassword } from '../api/forgot-password';
import { useAuthModal } from './auth-modal-context';
import { failureText } from './failure-text';
import { ModalLink } from './modal-link';
import { AuthForm } from './auth-form';

/** Forgot Password, step 1: Email and Submit. */
export function ForgotEmailStep({ onSent }: { onSent: (email: string) => void }) {
  const form = useForm({
    resolver: zodResolver(emailRequestSchema),
    defaultValues: { email: '' },
    mode: 'onTouched',
  });
  const forgotPassword = useForgotPassword();
  const { openModal } = useAuthModal();
  const [failure, setFailure] = useState<string | null>(null);
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await forgotPassword.mutateAsync(email);
      onSent(email);
    } catch (error) {
      setFailure(failureText(error, authMessages.errorSendingAuthCode));
    }
  });

  return (
    <AuthForm label="Forgot Password" onSubmit={onSubmit}>
      {failure && <MessageBanner message={{ message: failure, messageType: 'error' }} />}
      <Typography>Enter your e-mail and we will send you a code to set a new password.</Typography>
      <FormTextField form={form} name="email" label="Email" kind="email" />
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
        {isSubmitting ? 'Sending...' : 'Submit'}
      </Button>
      <ModalLink onClick={() => openModal('login')}>Back to Login</ModalLink>
    </AuthForm>
  );
}
