import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { formatMonthly } from '../../features/search-by-payment/components/dollar-text';
import { PaymentForm } from '../../features/search-by-payment/components/payment-form';
import { OPTIONS_PATHS, storePayment } from '../../features/search-by-payment/components/use-choose-payment';
import { useSession } from '../../lib/session-store';

/**
 * Spec, header: the session's payment ('$3,500/mo'; icon only on phones, the amount in its name) and
 * a small form to change it. On the options page the new payment refreshes the page in place;
 * anywhere else it opens /options.
 */
export function HeaderPayment() {
  const payment = useSession((session) => session.payment);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const titleId = useId();
  if (payment <= 0) return null;
  const shown = formatMonthly(payment);

  const update = (next: number) => {
    storePayment(next);
    setAnchor(null);
    if (!(OPTIONS_PATHS as readonly string[]).includes(pathname)) void navigate('/options');
  };

  return (
    <>
      <Button
        size="small"
        startIcon={<PaymentsOutlined />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={`Your payment: ${shown}. Change it`}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        title="Change your payment"
        sx={{
          minWidth: 0,
          px: { xs: 0.75, sm: 1.25 },
          whiteSpace: 'nowrap',
          textTransform: 'none',
          '& .MuiButton-startIcon': { mr: { xs: 0, sm: 0.75 }, ml: 0 },
        }}
      >
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {shown}
        </Box>
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: { p: 2, width: 'min(360px, calc(100vw - 16px))' },
          },
        }}
      >
        <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
          Change your payment
        </Typography>
        <PaymentForm
          aria-label="Change your payment"
          initialPayment={payment}
          submitLabel="Update"
          onPayment={update}
          autoFocus
        />
      </Popover>
    </>
  );
}
