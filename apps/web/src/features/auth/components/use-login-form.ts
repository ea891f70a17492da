import { zodResolver } from '@hookform/resolvers/zod';
import { authMessages, signInRequestSchema, type UserRecord } from '@roost/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { signupStore } from '../../../lib/signup-state';
import { logToCore } from '../api/log-core';
import { useSignIn } from '../api/sign-in';
import { forgetSignedInUser, useSignOut } from '../api/sign-out';
import { useAuthModal } from './auth-modal-context';
import { failureText, statusOf } from './failure-text';

/**
 * Signs in and routes by the user's status (spec, section 4): reset goes to /auth/reset, an
 * unconfirmed account opens Confirm Code, a deleted one is signed out with 'Error logging in'.
 * Everyone else is handed to `onSignedIn`.
 */
export function useLoginForm(onSignedIn: (user: UserRecord) => void) {
  const form = useForm({
    resolver: zodResolver(signInRequestSchema),
    defaultValues: { email: '', password: '' },
    mode: 'onTouched',
  });
  const signIn = useSignIn();
  const signOut = useSignOut();
  const queryClient = useQueryClient();
  const { openModal, closeModal } = useAuthModal();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);

  const awaitConfirmation = (email: string) => {
    signupStore.set({ username: email, name: '', phone: null, isReset: false });
    openModal('confirm');
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const user = await signIn.mutateAsync(values);
      if (user.status === 'delete') {
        await signOut.mutateAsync().catch(() => undefined);
        forgetSignedInUser(queryClient);
        setFailure(authMessages.errorLoggingIn);
      } else if (user.status === 'confirm') {
        awaitConfirmation(user.email);
      } else if (user.status === 'reset') {
        closeModal();
        navigate('/auth/reset');
      } else {
        onSignedIn(user);
      }
    } catch (error) {
      const message = failureText(error, authMessages.errorLoggingIn);
      logToCore('login', 'error', { email: values.email, message, status: statusOf(error) });
      setFailure(message);
    }
  });

  return { form, onSubmit, failure, sending: form.formState.isSubmitting };
}
