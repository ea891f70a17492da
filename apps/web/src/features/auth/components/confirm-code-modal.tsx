import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../../lib/current-user';
import { useSignupState } from '../../../lib/signup-state';
import { useAuthModal } from './auth-modal-context';
import { ConfirmCodeForm } from './confirm-code-form';

/** Confirm Code for the pending sign-up: confirming signs in and goes home (spec, section 4). */
export function ConfirmCodeModal() {
  const signup = useSignupState();
  const { data: user } = useCurrentUser();
  const { closeModal } = useAuthModal();
  const navigate = useNavigate();
  return (
    <ConfirmCodeForm
      email={signup?.username ?? user?.email ?? null}
      onConfirmed={() => {
        closeModal();
        navigate('/');
      }}
    />
  );
}
