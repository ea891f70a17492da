import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { authMessages, DEFAULT_MAX_LENGTH, signUpFormSchema } from '@roost/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { MessageBanner } from '../../../components/message-banner';
import { applyServerErrors, fieldState } from '../../../lib/form-errors';
import { signupStore } from '../../../lib/signup-state';
import { useSignUp } from '../api/sign-up';
import { useAuthModal } from './auth-modal-context';
import { ModalLink } from './modal-link';

const textLimit = { htmlInput: { maxLength: DEFAULT_MAX_LENGTH } };

/** Sign Up: every failing field shows its own message beside it; success opens Confirm Code. */
export function SignupModal() {
  const form = useForm({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: { name: '', phone: '', email: '', password: '', confirmPassword: '' },
    mode: 'onTouched',
  });
  const signUp = useSignUp();
  const { openModal } = useAuthModal();
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ name, email: typedEmail, phone, password }) => {
    setFailure(null);
    // The server keys accounts by the lower-cased e-mail; the pending state must match it.
    const email = typedEmail.toLowerCase();
    try {
      await signUp.mutateAsync({ name, email, phone, password });
      signupStore.set({ username: email, name, phone: phone ?? null, isReset: false });
      openModal('confirm');
    } catch (error) {
      // The server's reason ('An account with this email already exists...') rather than the spec's
      // 'Error logging in', which would mislead (docs/deviations.md, Identity).
      setFailure(applyServerErrors(error, form.setError, ['name', 'email', 'phone', 'password']));
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-label="Sign Up" sx={{ pt: 1 }}>
      {failure && <MessageBanner message={{ message: failure, messageType: 'error' }} />}
      <TextField
        label="Name"
        autoComplete="name"
        {...form.register('name')}
        {...fieldState(errors.name)}
        slotProps={textLimit}
      />
      <TextField
        label="Phone (optional)"
        type="tel"
        autoComplete="tel"
        {...form.register('phone')}
        {...fieldState(errors.phone)}
        slotProps={{ htmlInput: { maxLength: 30 } }}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        {...form.register('email')}
        {...fieldState(errors.email)}
        slotProps={textLimit}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        {...form.register('password')}
        error={Boolean(errors.password)}
        helperText={errors.password?.message ?? authMessages.passwordHint}
        slotProps={{ htmlInput: { maxLength: 128 } }}
      />
      <TextField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        {...form.register('confirmPassword')}
        {...fieldState(errors.confirmPassword)}
        slotProps={{ htmlInput: { maxLength: 128 } }}
      />
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
        {isSubmitting ? 'Signing up...' : 'Sign Up'}
      </Button>
      <ModalLink onClick={() => openModal('login')}>Already a member? Login</ModalLink>
    </Stack>
  );
}
