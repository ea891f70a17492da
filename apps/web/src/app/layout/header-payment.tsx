import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { formatMonthly } from '../../lib/format';
import {
  OPTIONS_PATHS,
  optionsPath,
  storePayment,
} from '../../features/search-by-payment/components/use-choose-payment';
import { useSession } from '../../lib/session-store';

// The form (its field, validation and popover) loads on the first click: the first page does not carry it.
const HeaderPaymentPopover = lazy(() =>
  import('./header-payment-popover').then((m) => ({ default: m.HeaderPaymentPopover })),
);

/**
 * Spec, header: the session's payment ('$3,500/mo'; icon only on phones, the amount in its name) and
 * a small form to change it. On the options page the new payment refreshes the page in place (its
 * address carries the payment); anywhere else it opens /options.
 */
export function HeaderPayment() {
  const payment = useSession((session) => session.payment);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first click on, so it can fade out when closed.
  const [opened, setOpened] = useState(false);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  if (payment <= 0) return null;
  const shown = formatMonthly(payment);

  const update = (next: number) => {
    storePayment(next);
    setAnchor(null);
    const onOptions = (OPTIONS_PATHS as readonly string[]).includes(pathname);
    void navigate(optionsPath(next, onOptions ? pathname : '/options'));
  };

  return (
    <>
      <Button
        size="small"
        startIcon={<PaymentsOutlined />}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
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
      {opened && (
        <Suspense fallback={null}>
          <HeaderPaymentPopover anchor={anchor} payment={payment} onClose={() => setAnchor(null)} onPayment={update} />
        </Suspense>
      )}
    </>
  );
}
