import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { authMessages } from '@roost/domain';
import { useLocation, useNavigate } from 'react-router';
import { MessageBanner } from '../../../components/message-banner';
import { useCurrentUser } from '../../../lib/current-user';
import { readLoginRedirect } from '../../../lib/login-redirect';
import { useAuthModal } from '../components/auth-modal-context';
import { LoginForm } from '../components/login-form';
import { ModalLink } from '../components/modal-link';

/** /auth/login: after signing in, back to the page the access check came from, else home. */
export function LoginPage() {
  const { state } = useLocation();
  const { from, denied } = readLoginRedirect(state);
  const { data: user } = useCurrentUser();
  const { openModal } = useAuthModal();
  const navigate = useNavigate();
  return (
    <Container maxWidth="xs" sx={{ py: { xs: 3, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h4" component="h1" gutterBottom>
          Login
        </Typography>
        <Stack spacing={2}>
          {denied && user && <MessageBanner message={{ message: authMessages.notAllowed, messageType: 'warning' }} />}
          {from && !user && (
            <MessageBanner message={{ message: authMessages.signInRequired, messageType: 'warning' }} />
          )}
          <LoginForm
            onSignedIn={() => navigate(from ?? '/', { replace: true })}
            links={
              <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'space-between' }}>
                <ModalLink onClick={() => openModal('signup')}>Not a member? Sign Up</ModalLink>
                <ModalLink onClick={() => openModal('forgot')}>Forgot password</ModalLink>
              </Stack>
            }
          />
        </Stack>
      </Paper>
    </Container>
  );
}
