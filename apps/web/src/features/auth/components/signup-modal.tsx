import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import { authMessages, signUpFormSchema } from '@roost/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { MessageBanner } from '../../../components/message-banner';
import { applyServerErrors } from '../../../lib/form-errors';
import { signupStore } from '../../../lib/signup-state';
import { useSignUp } from '../api/sign-up';
import { useAuthModal } from './auth-modal-context';
import { ModalLink } from './modal-link';
import { AuthForm } from './auth-form';

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
  const { isSubmitting } = form.formState;

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
    <AuthForm label="Sign Up" onSubmit={onSubmit}>
      {failure && <MessageBanner message={{ message: failure, messageType: 'error' }} />}
      <FormTextField form={form} name="name" label="Name" kind="name" />
      <FormTextField form={form} name="phone" label="Phone (optional)" kind="phone" />
      <FormTextField form={form} name="email" label="Email" kind="email" />
      <FormTextField
        form={form}
        name="password"
        label="Password"
        kind="new-password"
        hint={authMessages.passwordHint}
      />
      <FormTextField form={form} name="confirmPassword" label="Confirm Password" kind="new-password" />
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
        {isSubmitting ? 'Signing up...' : 'Sign Up'}
      </Button>
      <ModalLink onClick={() => openModal('login')}>Already a member? Login</ModalLink>
    </AuthForm>
  );
}
