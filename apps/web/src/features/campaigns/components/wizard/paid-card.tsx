import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Billing, PaidCard } from '@roost/domain';

/** After paying: the card masked to its last 4, the expiry MM/YYYY and the billing address. */
export function PaidCardDetails({ card, billing }: { card: PaidCard | null; billing: Billing | null }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="paid-card-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={1}>
        <Typography variant="h6" component="h3" id="paid-card-title">
          Paid
        </Typography>
        {card && (
          <>
            <Typography>
              <span style={{ textTransform: 'capitalize' }}>{card.brand}</span>{' '}
              <span aria-label={`card ending in ${card.last4}`}>•••• {card.last4}</span>
            </Typography>
            <Typography>
              Expires {String(card.expMonth).padStart(2, '0')}/{card.expYear < 100 ? 2000 + card.expYear : card.expYear}
            </Typography>
          </>
        )}
        {billing && (
          <Typography component="address" sx={{ fontStyle: 'normal' }}>
            {billing.name}
            <br />
            {billing.address}
            <br />
            {billing.city}, {billing.state} {billing.zipCode}
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}
