import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PaymentSearchEntry } from '../components/payment-search-entry';

/** /payment/search: 'Enter Payment', then /payment/options. */
export function PaymentSearchPage() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 5 } }}>
      <Paper component="section" aria-labelledby="payment-search-title" variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography
          id="payment-search-title"
          variant="h3"
          component="h1"
          sx={{ fontSize: { xs: '2rem', md: '2.75rem' } }}
        >
          Search by Payment
        </Typography>
        <Typography variant="h6" component="p" sx={{ fontWeight: 400, my: 2 }}>
          Start from the monthly payment you can afford. We work out what you could buy with each kind of loan, how much
          you would put down, and which homes for sale fit.
        </Typography>
        <PaymentSearchEntry />
      </Paper>
    </Container>
  );
}
