import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../../lib/current-user';
import { useSignupState } from '../../../lib/signup-state';
import { ConfirmCodeForm } from '../components/confirm-code-form';

/** /auth/confirm: resumes a sign-up's confirmation (the access check sends status confirm here). */
export function ConfirmPage() {
  const signup = useSignupState();
  const { data: user, isPending } = useCurrentUser();
  const navigate = useNavigate();
  // The form's e-mail is fixed when it mounts, so wait until we know who is signed in.
  if (isPending && !signup?.username) return <LinearProgress aria-label="Checking your sign-in" />;
  return (
    <Container maxWidth="xs" sx={{ py: { xs: 3, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h4" component="h1" gutterBottom>
          Confirm Code
        </Typography>
        <ConfirmCodeForm
          email={signup?.username ?? user?.email ?? null}
          onConfirmed={() => navigate('/', { replace: true })}
        />
      </Paper>
    </Container>
  );
}
