// Payment: card payments through a processor (the offline sandbox or Stripe), one payment record per
// idempotency key, the processor's signed events, refunds. Owns payments, payment_events, sandbox_payment_intents.
import type { ModuleDescriptor } from '../module-descriptor';
import { paymentRoutes } from './routes';

export {
  createPayments,
  PaymentConflictError,
  type PaymentListener,
  type PaymentLogger,
  type PaymentRequest,
  type Payments,
  type PaymentView,
} from './service/payments';
export type {
  CreateIntentInput,
  IntentError,
  IntentStatus,
  PaymentProcessor,
  ProcessorEvent,
  ProcessorIntent,
} from './providers/payment-processor';

export const paymentModule: ModuleDescriptor = {
  name: 'payment',
  routes: [{ prefix: '/api/payment', plugin: ({ payments }) => paymentRoutes(payments) }],
};
