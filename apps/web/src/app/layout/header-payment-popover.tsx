import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { PaymentForm } from '../../features/search-by-payment/components/payment-form';

interface HeaderPaymentPopoverProps {
  anchor: HTMLElement | null;
  payment: number;
  onClose: () => void;
  onPayment: (payment: number) => void;
}

/** The header's small form to change the session's payment, under its button. */
export function HeaderPaymentPopover({ anchor, payment, onClose, onPayment }: HeaderPaymentPopoverProps) {
  const titleId = useId();
  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
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
        onPayment={onPayment}
        autoFocus
      />
    </Popover>
  );
}
