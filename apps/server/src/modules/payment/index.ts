// Payment: card payments through a processor (the offline sandbox or Stripe), one payment record per
// idempotency key, the processor's signed events, refunds. Owns payments, payment_events, sandbox_payment_intents.
export { createPayments, type Payments, type PaymentView } from './service/payments';
