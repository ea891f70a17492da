import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { MessageBanner } from '../../../components/message-banner';

/** A payment in the address that is not one (a mistyped or cut-off link): what is wrong, and where to enter one. */
export function PaymentNotValid({ title, message }: { title: string; message: string }) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 5 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <MessageBanner message={{ message, messageType: 'error' }} />
        <Button component={RouterLink} to="/payment/search" variant="contained">
          Enter a payment
        </Button>
      </Stack>
    </Container>
  );
}
