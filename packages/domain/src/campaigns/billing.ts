import { z } from 'zod';
import { plainText } from '../text';
import { usStateCodes } from '../us-states';

const requiredField = (label: string, maxLength: number) =>
  z
    .string({ error: `${label} required` })
    .pipe(plainText(label, maxLength))
    .refine((value) => value.length > 0, { error: `${label} required` });

/** The billing form (spec 2.11, limits from spec 9: address and city 255, ZIP 10). */
export const billingSchema = z.object({
  name: requiredField('Name on card', 255),
  address: requiredField('Billing address', 255),
  city: requiredField('City', 255),
  state: z.enum(usStateCodes, { error: 'State required' }),
  zipCode: z
    .string({ error: 'ZIP required' })
    .trim()
    .max(10, { error: 'ZIP must be at most 10 characters' })
    .refine((value) => /^\d{5}(-\d{4})?$/.test(value), { error: 'ZIP must be a 5-digit ZIP code' }),
});
export type Billing = z.infer<typeof billingSchema>;

/** True when the digits pass the Luhn check card numbers carry. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/**
 * The card fields the sandbox processor takes (month max 2, year max 4 per spec 9; 'csv' is the spec's
 * name for the security code). With Stripe the card goes from the browser to Stripe and never here.
 */
export const sandboxCardSchema = z.object({
  number: z
    .string({ error: 'Card number required' })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .refine((value) => /^\d{12,19}$/.test(value) && passesLuhn(value), { error: 'Card number is not valid' }),
  month: z
    .string({ error: 'Expiry month required' })
    .trim()
    .max(2, { error: 'Expiry month must be at most 2 digits' })
    .refine((value) => /^\d{1,2}$/.test(value) && Number(value) >= 1 && Number(value) <= 12, {
      error: 'Expiry month must be 1 to 12',
    }),
  year: z
    .string({ error: 'Expiry year required' })
    .trim()
    .max(4, { error: 'Expiry year must be at most 4 digits' })
    .refine((value) => /^(\d{2}|\d{4})$/.test(value), { error: 'Expiry year must be 2 or 4 digits' }),
  csv: z
    .string({ error: 'Security code required' })
    .trim()
    .refine((value) => /^\d{3,4}$/.test(value), { error: 'Security code must be 3 or 4 digits' }),
});
export type SandboxCard = z.input<typeof sandboxCardSchema>;

/** What the person sees after paying: the card masked to its last 4, the expiry and the billing address. */
export const paidCardSchema = z.object({
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
});
export type PaidCard = z.infer<typeof paidCardSchema>;

export const paymentMessages = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  expired: 'Your card has expired.',
  incorrectCvc: "Your card's security code is incorrect.",
  processingError: 'An error occurred while processing your card. Try again in a little bit.',
  requiresAction: 'Your bank asks you to confirm this payment.',
  errorCharging: 'Error charging card',
  refunded: 'We could not finish setting up the campaign, so your payment was refunded in full.',
  unavailable: 'Payments are not available right now. Please try again in a minute.',
  notFound: 'Payment not found',
  /** The sandbox processor declines every card but Stripe's test cards. */
  sandboxTestCardsOnly: 'This is the sandbox: pay with a test card such as 4242 4242 4242 4242.',
} as const;
