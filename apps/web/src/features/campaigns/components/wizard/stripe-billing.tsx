import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useMemo } from 'react';
import { BillingForm } from './billing-form';
import type { PaymentAdapter } from './use-submit-campaign';

// Stripe.js is fetched once per key, and only when the billing step opens with Stripe configured.
const loaded = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string) {
  let stripe = loaded.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    loaded.set(publishableKey, stripe);
  }
  return stripe;
}

interface StripeBillingProps {
  publishableKey: string;
  amountCents: number;
  previous: string;
}

/**
 * The billing form with Stripe's Payment Element (a deferred intent: the element is shown with the amount,
 * the intent is made by the submit). The card goes from the browser to Stripe, never to our server.
 */
export function StripeBilling({ publishableKey, amountCents, previous }: StripeBillingProps) {
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripe} options={{ mode: 'payment', amount: Math.max(amountCents, 50), currency: 'usd' }}>
      <StripeForm previous={previous} />
    </Elements>
  );
}

function StripeForm({ previous }: { previous: string }) {
  const stripe = useStripe();
  const elements = useElements();
  const adapter: PaymentAdapter = {
    async prepare() {
      if (!stripe || !elements) return 'The card form is still loading. Try again in a moment.';
      const { error } = await elements.submit();
      return error?.message ?? null;
    },
    async confirm(reply, billing) {
      if (!stripe || !elements) return { error: 'The card form is still loading.', card: null };
      if (!reply.payment) return { error: null, card: null };
      const { error } = await stripe.confirmPayment({
        elements,
        clientSecret: reply.payment.clientSecret,
        redirect: 'if_required',
        confirmParams: {
          return_url: window.location.href,
          payment_method_data: {
            billing_details: {
              name: billing.name,
              address: {
                line1: billing.address,
                city: billing.city,
                state: billing.state,
                postal_code: billing.zipCode,
                country: 'US',
              },
            },
          },
        },
      });
      return { error: error ? (error.message ?? 'Your card could not be charged.') : null, card: null };
    },
  };
  return <BillingForm adapter={adapter} previous={previous} cardEntry={<PaymentElement />} />;
}
