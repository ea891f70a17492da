import { useSession } from '../../../lib/session-store';
import { PaymentForm } from './payment-form';
import { OPTIONS_PATHS, useChoosePayment } from './use-choose-payment';

/** The way into Search by Payment: the payment field, then its purchase options. */
export function PaymentSearchEntry({ autoFocus }: { autoFocus?: boolean }) {
  const payment = useSession((session) => session.payment);
  const choose = useChoosePayment();
  return (
    <PaymentForm
      aria-label="Search by Payment"
      initialPayment={payment > 0 ? payment : undefined}
      submitLabel="See Options"
      onPayment={choose}
      action={OPTIONS_PATHS[0]}
      autoFocus={autoFocus}
    />
  );
}
