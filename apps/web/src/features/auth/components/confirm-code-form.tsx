import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { authMessages, confirmRequestSchema, DEFAULT_MAX_LENGTH, type Message } from '@roost/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { MessageBanner } from '../../../components/message-banner';
import { registerField } from '../../../lib/register-field';
import { fieldState } from '../../../lib/form-errors';
import { signupStore } from '../../../lib/signup-state';
import { useConfirmSignUp } from '../api/confirm-sign-up';
import { logToCore } from '../api/log-core';
import { useAuthModal } from './auth-modal-context';
import { failureText, statusOf } from './failure-text';
import { ModalLink } from './modal-link';
import { ResendCodeLink } from './resend-code-link';
import { AuthForm } from './auth-form';

/**
 * The 6-digit code e-mailed at sign-up. When the e-mail is not known (a fresh tab on /auth/confirm)
 * the person types it; the spec calls it the username.
 */
export function ConfirmCodeForm({ email, onConfirmed }: { email: string | null; onConfirmed: () => void }) {
  const form = useForm({
    resolver: zodResolver(confirmRequestSchema),
    defaultValues: { email: email ?? '', code: '' },
    mode: 'onTouched',
  });
  const confirm = useConfirmSignUp();
  const { openModal } = useAuthModal();
  const [banner, setBanner] = useState<Message | null>(null);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setBanner(null);
    try {
      await confirm.mutateAsync(values);
      signupStore.clear();
      onConfirmed();
    } catch (error) {
      const message = failureText(error, authMessages.errorConfirmingCode);
      logToCore('confirm', 'error', { email: values.email, message, status: statusOf(error) });
      setBanner({ message, messageType: 'error' });
    }
  });

  return (
    <AuthForm label="Confirm Code" onSubmit={onSubmit}>
      {banner && <MessageBanner message={banner} />}
      {email ? (
        <Typography>We e-mailed a 6-digit code to {email}. Enter it to finish signing up.</Typography>
      ) : (
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          {...registerField(form, 'email')}
          {...fieldState(errors.email)}
          slotProps={{ htmlInput: { maxLength: DEFAULT_MAX_LENGTH } }}
        />
      )}
      {email && errors.email?.message && (
        <MessageBanner message={{ message: errors.email.message, messageType: 'error' }} />
      )}
      <TextField
        label="Code"
        autoComplete="one-time-code"
        {...registerField(form, 'code')}
        {...fieldState(errors.code)}
        slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 6 } }}
      />
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
        {isSubmitting ? 'Confirming...' : 'Confirm'}
      </Button>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <ModalLink onClick={() => openModal('login')}>Login</ModalLink>
        <ResendCodeLink
          email={() => form.getValues('email')}
          onMissingEmail={(message) => form.setError('email', { type: 'manual', message })}
          onResult={setBanner}
        />
      </Stack>
    </AuthForm>
  );
}
