// Payment: card payments through a processor (the offline sandbox or Stripe), one payment record per
// idempotency key, the processor's signed events, refunds, and each person's credits (granted, used, expired).
// Owns payments, payment_events, sandbox_payment_intents, payment_credits.
export { createPayments, type Payments, type PaymentView } from './service/payments';
export {
  creditBalance,
  grantCredit,
  grantedCredit,
  lockedCreditBalance,
  useCredits,
  type GrantedCreditEntry,
} from './service/credits';
