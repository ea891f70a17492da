import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ResetPasswordForm } from '../components/reset-password-form';

/** /auth/reset: a signed-in person sets a new password (users with status reset are sent here). */
export function ResetPasswordPage() {
  return (
    <Container maxWidth="xs" sx={{ py: { xs: 3, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h4" component="h1" gutterBottom>
          Reset Password
        </Typography>
        <ResetPasswordForm />
      </Paper>
    </Container>
  );
}
