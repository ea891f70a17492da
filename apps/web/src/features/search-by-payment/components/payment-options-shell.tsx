import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RotatingLoading } from '../../../components/rotating-loading';
import { OPTIONS_LOADING_TEXTS } from './loading-texts';

/**
 * What /payment/options shows before its payment is known: the prerendered HTML of the page (build/prerender.ts),
 * the same layout as the page's loading state, with no payment in it (the payment is in the address's query).
 */
export function PaymentOptionsShell() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 5 } }}>
      <Stack spacing={1} sx={{ mb: 3 }}>
        <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.6rem' } }}>
          Purchase options
        </Typography>
        <Typography>
          Each option is a way to buy a home with your monthly payment: principal and interest, taxes, mortgage
          insurance and hazard insurance.
        </Typography>
      </Stack>
      <RotatingLoading label="Loading purchase options" texts={OPTIONS_LOADING_TEXTS} />
    </Container>
  );
}
