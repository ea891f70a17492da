import { z } from 'zod';
import { optionalPhone } from '../phone';
import { emailAddress, multiLineText, requiredText } from '../text';

// A module of its own: its phone rule comes with the phone numbers' metadata (libphonenumber), which the payment pages
// need only once a person asks about a listing.

/** The spec's four automation webhook actions of a listing. */
export const listingActions = ['scheduleViewing', 'downPaymentAssistant', 'talkToLoanOfficer', 'all'] as const;
export type ListingAction = (typeof listingActions)[number];

/** POST {home}/homes/{listingId}/actions: the person's contact details go with the listing to the webhook. */
export const listingActionRequestSchema = z.strictObject({
  action: z.enum(listingActions, { error: `Action must be one of: ${listingActions.join(', ')}` }),
  name: requiredText('Name'),
  email: emailAddress,
  phone: optionalPhone,
  message: multiLineText('Message', 1000).optional(),
});
export type ListingActionRequest = z.infer<typeof listingActionRequestSchema>;

/** Spec section 8 (its 'assistent' spelling fixed). */
export const LISTING_ACTION_SENT = 'Loan assistant request sent';
export const LISTING_ACTION_FAILED = 'Something went wrong';

/** POST /api/home/homes/{listingId}/actions (202): the hand-off is queued. */
export const listingActionReplySchema = z.object({ id: z.string(), status: z.literal('queued') });
