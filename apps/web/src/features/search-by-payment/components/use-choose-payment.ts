import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { sessionStore } from '../../../lib/session-store';

/** The paths of the options page (the spec's header update pushes to /options). */
export const OPTIONS_PATHS = ['/payment/options', '/options'] as const;

/** The options page of a payment: the payment is in the address, so the link can be shared. */
export function optionsPath(payment: number, path: string = OPTIONS_PATHS[0]): string {
  return `${path}?payment=${payment}`;
}

/** Keeps a new payment in the session (an option chosen for another payment no longer applies). */
export function storePayment(payment: number) {
  sessionStore.update({ payment, option: null });
}

/** Stores the payment and opens its purchase options. */
export function useChoosePayment(path: string = OPTIONS_PATHS[0]) {
  const navigate = useNavigate();
  return useCallback(
    (payment: number) => {
      storePayment(payment);
      void navigate(optionsPath(payment, path));
    },
    [navigate, path],
  );
}
