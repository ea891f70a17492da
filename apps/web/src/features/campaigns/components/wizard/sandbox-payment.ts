import { paymentMessages } from '@roost/domain';
import { confirmSandboxPayment } from '../../api/confirm-sandbox-payment';
import type { PaymentAdapter } from './use-submit-campaign';

/** The sandbox processor: the card goes to POST {payment}/sandbox/confirm with the intent. */
export const sandboxPayment: PaymentAdapter = {
  prepare: () => Promise.resolve(null),
  async confirm(reply, billing, card) {
    if (!card) return { error: 'Card details required', card: null };
    if (!reply.payment) return { error: null, card: null };
    const result = await confirmSandboxPayment({
      intentId: reply.payment.intentId,
      clientSecret: reply.payment.clientSecret,
      card,
      billing,
    });
    if (result.error) return { error: result.error.message, card: null };
    if (result.status !== 'succeeded' && result.status !== 'processing') {
      return { error: paymentMessages.processingError, card: null };
    }
    return { error: null, card: result.card };
  },
};

/** Credits cover the whole price: the submit answers submitted at once and nothing is confirmed. */
export const creditsOnlyPayment: PaymentAdapter = {
  prepare: () => Promise.resolve(null),
  confirm: () => Promise.resolve({ error: paymentMessages.processingError, card: null }),
};

/** The sandbox's test cards (the server's sandbox processor honours these, and declines any other). */
export const sandboxTestCards = [
  { number: '4242 4242 4242 4242', outcome: 'pays' },
  { number: '4000 0000 0000 0002', outcome: 'declined' },
  { number: '4000 0000 0000 9995', outcome: 'insufficient funds' },
  { number: '4000 0000 0000 0069', outcome: 'expired card' },
  { number: '4000 0000 0000 0127', outcome: 'incorrect CVC' },
  { number: '4000 0027 6000 3184', outcome: 'asks the bank to confirm' },
] as const;
export const DEFAULT_TEST_CARD = sandboxTestCards[0].number;
