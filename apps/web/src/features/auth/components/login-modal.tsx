import Stack from '@mui/material/Stack';
import { useNavigate } from 'react-router';
import { useAuthModal } from './auth-modal-context';
import { LoginForm } from './login-form';
import { ModalLink } from './modal-link';

/** The Login modal: after signing in, home (spec, section 4). */
export function LoginModal({ notice }: { notice: string | undefined }) {
  const { openModal, closeModal } = useAuthModal();
  const navigate = useNavigate();
  return (
    <LoginForm
      notice={notice}
      onSignedIn={() => {
        closeModal();
        navigate('/');
      }}
      links={
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'space-between' }}>
          <ModalLink onClick={() => openModal('signup')}>Sign Up</ModalLink>
          <ModalLink onClick={() => openModal('forgot')}>Forgot password</ModalLink>
        </Stack>
      }
    />
  );
}
