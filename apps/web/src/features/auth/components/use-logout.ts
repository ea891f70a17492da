import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSnackbar } from '../../../components/snackbar';
import { sessionStore } from '../../../lib/session-store';
import { signupStore } from '../../../lib/signup-state';
import { forgetSignedInUser, useSignOut } from '../api/sign-out';

/**
 * Logout (spec, header): clears signup state and the session address, signs out, then goes home.
 * The user is forgotten only once home is on screen: forgetting them on a private page would make
 * its access check send them to the login page instead.
 */
export function useLogout() {
  const signOut = useSignOut();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const showMessage = useSnackbar();
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    if (!leaving || pathname !== '/') return;
    forgetSignedInUser(queryClient);
    setLeaving(false);
  }, [leaving, pathname, queryClient]);

  const logout = () => {
    signupStore.clear();
    sessionStore.update({ address: null });
    signOut.mutate(undefined, {
      onSuccess: () => {
        setLeaving(true);
        void navigate('/');
      },
      onError: (error) => showMessage({ message: error.message, messageType: 'error' }),
    });
  };
  return { logout, signingOut: signOut.isPending || leaving };
}
