import { z } from 'zod';

/**
 * Every error code the API answers with: its HTTP status and what it means. A code names one failure a
 * caller may handle on its own; the status comes from here, so services say what failed and never which
 * number that is (decision 014). A code keeps its meaning once shipped: add a new one rather than reuse one.
 * A code never says more than its message does (sign-in answers SIGN_IN_FAILED whatever the reason).
 */
export const apiErrorCodes = {
  // 400: the request cannot be done as sent.
  INVALID_INPUT: { status: 400, about: 'A field is missing or not valid; `fields` names each one' },
  INVALID_JSON: { status: 400, about: 'The body is not valid JSON' },
  LINK_NOT_VALID: { status: 400, about: 'A part of the address (a path parameter) is not valid' },
  UNKNOWN_TEMPLATE: { status: 400, about: 'The request names a message template that does not exist' },
  UNKNOWN_UPLOAD: { status: 400, about: 'The request names a lead-file upload that expired or is not yours' },
  UNKNOWN_TEAM: { status: 400, about: 'The request names a team you are not a member of' },
  UNKNOWN_COLLABORATOR: { status: 400, about: "A collaborator is not in your teams (or the campaign owner's)" },
  UNKNOWN_COUNTY: { status: 400, about: 'The county is not one we cover' },
  NO_VALID_CONTACTS: { status: 400, about: 'The campaign has no valid contact to pay for' },
  CAMPAIGN_ALREADY_SENDING: { status: 400, about: 'A campaign that has started sending cannot be changed' },
  CAMPAIGN_ALREADY_PAID: { status: 400, about: 'Contacts are added only before the campaign is paid for' },
  FILE_NOT_CSV: { status: 400, about: 'The lead file is not CSV text (binary, UTF-16, broken quoting)' },
  FILE_EMPTY: { status: 400, about: 'The lead file has no rows' },
  FILE_TOO_MANY_ROWS: { status: 400, about: 'The lead file has more rows than one upload takes' },
  CANNOT_REMOVE_SELF: { status: 400, about: 'You cannot remove yourself from a team' },
  PASSWORD_TOO_COMMON: { status: 400, about: 'The password is one of the most common ones' },
  SIGN_UP_FAILED: { status: 400, about: 'The account could not be started' },
  CODE_NOT_SENT: { status: 400, about: 'The e-mailed code could not be sent' },
  CODE_NOT_VALID: { status: 400, about: 'The sign-up confirmation code is wrong or expired' },
  PASSWORD_RESET_FAILED: { status: 400, about: 'The reset code is wrong or expired' },
  PASSWORD_CHANGE_FAILED: { status: 400, about: 'The old password is wrong' },
  USER_NOT_CREATED: { status: 400, about: 'The account could not be created' },
  STRIPE_SIGNATURE_NOT_VALID: { status: 400, about: 'A Stripe webhook without a valid signature' },
  // 401: who is asking is not known.
  NOT_SIGNED_IN: { status: 401, about: 'Sign in first' },
  SIGN_IN_FAILED: { status: 401, about: 'The e-mail and password did not sign in (the reason is not told)' },
  // 403: known, and not allowed.
  FORBIDDEN: { status: 403, about: 'Your roles do not allow this' },
  CROSS_SITE_REFUSED: { status: 403, about: 'A change sent from another site' },
  PASSWORD_CHANGE_REQUIRED: { status: 403, about: 'Choose a new password before anything else' },
  CANNOT_DEMOTE_SELF: { status: 403, about: 'You cannot disable or demote your own account' },
  SUPERADMIN_REQUIRED: { status: 403, about: 'Only a superadmin changes admins or grants admin roles' },
  TWILIO_SIGNATURE_NOT_VALID: { status: 403, about: 'A Twilio webhook without a valid signature' },
  TEXTING_NOT_ALLOWED: {
    status: 403,
    about:
      "Texting (creating, paying for, launching or resuming a campaign, typing a reply) needs the organization's texting access",
  },
  // 404: what the address names does not exist (or is not yours to see).
  NOT_FOUND: { status: 404, about: 'Not found' },
  ROUTE_NOT_FOUND: { status: 404, about: 'No API route at this method and path' },
  USER_NOT_FOUND: { status: 404, about: 'No such user' },
  USER_ADDRESS_NOT_FOUND: { status: 404, about: 'No such saved address of yours' },
  ADDRESS_NOT_LOOKED_UP: { status: 404, about: 'Look the address up first: there is no property record of it yet' },
  ADDRESS_NOT_FOUND: { status: 404, about: 'The property data has no record of this address' },
  MORTGAGE_NOT_FOUND: { status: 404, about: 'No such mortgage of yours' },
  CAMPAIGN_NOT_FOUND: { status: 404, about: 'No such campaign you can see' },
  CONTACT_NOT_FOUND: { status: 404, about: 'No such campaign contact you can see' },
  TEMPLATE_NOT_FOUND: { status: 404, about: 'No such message template' },
  UPLOAD_NOT_FOUND: { status: 404, about: 'The lead-file upload expired or does not exist' },
  CONVERSATION_NOT_FOUND: { status: 404, about: 'No such conversation you can see' },
  LEAD_NOT_FOUND: { status: 404, about: 'No such lead' },
  CONVERSATION_CLAIMED: { status: 409, about: 'Someone else has taken the conversation on (named in the message)' },
  MESSAGE_NOT_FOUND: { status: 404, about: 'No such text message' },
  QUEUED_REPLY_NOT_FOUND: { status: 404, about: 'No such queued reply you can see' },
  TEAM_NOT_FOUND: { status: 404, about: 'No such team' },
  TEAM_USER_NOT_FOUND: { status: 404, about: 'No such team member' },
  ORGANIZATION_NOT_FOUND: { status: 404, about: 'No such organization' },
  NOT_OPTED_OUT: { status: 404, about: 'The number is not opted out in this organization' },
  PAYMENT_NOT_FOUND: { status: 404, about: 'No such payment' },
  PRIVACY_REQUEST_NOT_FOUND: { status: 404, about: 'No such privacy request in this organization' },
  LISTING_NOT_FOUND: { status: 404, about: 'The home is no longer listed' },
  PURCHASE_OPTION_NOT_FOUND: { status: 404, about: 'No such purchase option for this payment' },
  LINK_NOT_FOUND: { status: 404, about: 'No such short link' },
  UNSUBSCRIBE_LINK_NOT_VALID: { status: 404, about: 'The unsubscribe link is not valid' },
  WEBHOOK_NOT_IN_USE: { status: 404, about: 'This server does not use the provider that webhook is for' },
  // 409: the request clashes with what is stored.
  EMAIL_TAKEN: { status: 409, about: 'An account has this e-mail already' },
  MORTGAGE_LIMIT_REACHED: { status: 409, about: 'You keep the most mortgages one person may' },
  ALREADY_MEMBER: { status: 409, about: 'The person is a member of this team already' },
  TEAM_HAS_MEMBERS: { status: 409, about: 'The team still has members or branches' },
  ALREADY_OPTED_OUT: { status: 409, about: 'The number is opted out in this organization already' },
  CONTACT_OPTED_OUT: { status: 409, about: 'The number opted out of texts' },
  OUTSIDE_ALLOWED_HOURS: {
    status: 409,
    about: "Outside the recipient's allowed hours; `opensAt` says when it may go, `timeZone` in which zone",
  },
  QUEUED_REPLY_ALREADY_SENT: { status: 409, about: 'The queued reply has gone (or is going) already' },
  CAMPAIGN_ALREADY_SUBMITTED: { status: 409, about: 'The campaign has been submitted already' },
  CAMPAIGN_STARTED: { status: 409, about: 'The campaign has started sending; its schedule and template are fixed' },
  TEMPLATE_COSTS_MORE: { status: 409, about: 'The template costs more per record than the campaign was paid at' },
  IDEMPOTENCY_KEY_REUSED: { status: 409, about: 'The idempotency key was used for a different request' },
  PAYMENT_PROCESSOR_CHANGED: { status: 409, about: 'The payment was started with another payment processor' },
  PAYMENT_NOT_REFUNDABLE: { status: 409, about: 'Only a paid payment can be refunded' },
  LOG_ENTRY_EXISTS: { status: 409, about: 'A log entry with this id exists already' },
  ACCOUNT_HAS_RUNNING_CAMPAIGNS: {
    status: 409,
    about: 'The account owns campaigns still running: archive them or hand them over before deleting it',
  },
  PRIVACY_REQUEST_NOT_ERASABLE: {
    status: 409,
    about: 'The privacy request is not a request to delete, or its data was erased already',
  },
  // 413, 414, 415, 422: the request's size, address or kind.
  BODY_TOO_LARGE: { status: 413, about: 'The request body is too large' },
  FILE_TOO_LARGE: { status: 413, about: 'The lead file is larger than one upload takes' },
  LINK_TOO_LONG: { status: 414, about: 'The address is too long' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, about: 'The body is of a content type this route does not read' },
  ADDRESS_WITHOUT_COORDINATES: { status: 422, about: 'The address has no map position to estimate from' },
  // 429: slow down; `retryAfterSeconds` and Retry-After say for how long.
  RATE_LIMITED: { status: 429, about: 'Too many requests; wait `retryAfterSeconds`' },
  // 5xx: our side or an outside service failed; the message never shows internals.
  INTERNAL_ERROR: { status: 500, about: 'Something failed on our side' },
  MESSAGE_NOT_SENT: { status: 502, about: 'The text-message carrier did not take the message' },
  PAYMENT_PROCESSOR_FAILED: { status: 502, about: 'The payment processor failed during the submit' },
  SERVER_BUSY: { status: 503, about: 'The server is busy; try again after Retry-After' },
  PROVIDER_UNAVAILABLE: { status: 503, about: 'An outside data service (address, solar) is not available' },
  PAYMENTS_UNAVAILABLE: { status: 503, about: 'The payment processor is not available' },
  RATES_UNAVAILABLE: { status: 503, about: 'Mortgage rates are not available' },
  TEXTING_NOT_SET_UP: { status: 503, about: 'Texting is not set up on this server' },
  NOT_READY: {
    status: 503,
    about: 'This process takes no traffic now: migrating, shutting down, or its database does not answer',
  },
} as const satisfies Record<string, { status: number; about: string }>;

export type ApiErrorCode = keyof typeof apiErrorCodes;
/** The statuses an error reply may have: those of the codes. */
export type ApiErrorStatus = (typeof apiErrorCodes)[ApiErrorCode]['status'];

export const apiErrorCodeList = Object.keys(apiErrorCodes) as [ApiErrorCode, ...ApiErrorCode[]];

/** The code of an error reply; in the OpenAPI document, the enum of every code. */
export const apiErrorCodeSchema = z.enum(apiErrorCodeList);

/**
 * Every API error reply: a code a program can switch on, a message a person can read, and for invalid
 * input the failing fields.
 */
export const apiErrorSchema = z.object({
  /** What failed, from apiErrorCodes; the reply's status is the code's. */
  code: apiErrorCodeSchema,
  errorMessage: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  /** The account state a caller should act on (e.g. 'confirm': open Confirm Code). */
  status: z.string().optional(),
  /** On a 429: seconds until a new attempt may succeed (the Retry-After header says the same). */
  retryAfterSeconds: z.number().int().nonnegative().optional(),
  /** On OUTSIDE_ALLOWED_HOURS: when the recipient's allowed hours open (ISO instant). */
  opensAt: z.string().optional(),
  /** On OUTSIDE_ALLOWED_HOURS: the recipient's IANA zone; absent when it is not known. */
  timeZone: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
