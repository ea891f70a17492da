import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useAuthModal } from '../../features/auth/components/auth-modal-context';
import { useLogout } from '../../features/auth/components/use-logout';
import { useCurrentUser } from '../../lib/current-user';
import { useSignupState } from '../../lib/signup-state';

/** Small paddings on phones so the whole header fits 360px. */
export const compactButton = { minWidth: 0, px: { xs: 0.75, sm: 1.25 }, whiteSpace: 'nowrap' } as const;

/**
 * Signed in: Profile and Logout. A sign-up waiting for its code: Finish Signup, reopening Confirm
 * Code (or Sign Up when no e-mail was sent yet). Visitor: Sign Up! and Sign In.
 */
export function HeaderAuthNav() {
  const { data: user, isPending } = useCurrentUser();
  const signup = useSignupState();
  const { openModal } = useAuthModal();
  const { logout, signingOut } = useLogout();
  if (isPending) return null;
  if (user) {
    return (
      <>
        <Button component={RouterLink} to="/profile" size="small" sx={compactButton}>
          Profile
        </Button>
        <Button onClick={logout} disabled={signingOut} size="small" sx={compactButton}>
          Logout
        </Button>
      </>
    );
  }
  if (signup) {
    return (
      <Button
        variant="contained"
        size="small"
        sx={compactButton}
        onClick={() => openModal(signup.username ? 'confirm' : 'signup')}
      >
        Finish Signup
      </Button>
    );
  }
  return (
    <>
      <Button variant="contained" size="small" sx={compactButton} onClick={() => openModal('signup')}>
        Sign Up!
      </Button>
      <Button size="small" sx={compactButton} onClick={() => openModal('login')}>
        Sign In
      </Button>
    </>
  );
}
