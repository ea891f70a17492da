import { z } from 'zod';
import { billingSchema, paidCardSchema, sandboxCardSchema } from './billing';
import { campaignCreateSchema, campaignSchema } from './campaign';
import { uploadConsentStatementSchema } from './consent';

/** A collaborator of a campaign (spec 3): a person (individual, id = user id) or a branch (id = team id). */
export const collaboratorSchema = z.object({
  id: z.string().min(1).max(100),
  name: z.string().max(250),
  type: z.enum(['individual', 'branch'], { error: 'Collaborator type must be individual or branch' }),
});
export type Collaborator = z.infer<typeof collaboratorSchema>;

/** POST /campaign/collaborators/import. */
export const collaboratorsImportBodySchema = z.object({
  campaignId: z.string().min(1).max(100),
  collaborators: z.array(collaboratorSchema).max(500),
});

/** GET /campaign/collaborators/options: the people and branches of the teams the caller belongs to. */
export const collaboratorOptionsSchema = z.object({
  users: z.array(z.object({ id: z.string(), name: z.string(), email: z.string() })),
  branches: z.array(z.object({ id: z.string(), name: z.string(), organization: z.string().nullable() })),
});
export type CollaboratorOptions = z.infer<typeof collaboratorOptionsSchema>;

export const processorNames = ['sandbox', 'stripe'] as const;
export type ProcessorName = (typeof processorNames)[number];

/**
 * POST /campaign/submit: the whole submit sequence as one server operation (spec 4), idempotent on the key
 * the wizard made when the draft began. Calling it again with the same key continues where it stopped.
 */
export const campaignSubmitSchema = z.object({
  idempotencyKey: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,64}$/, { error: 'idempotencyKey must be 16-64 letters or digits' }),
  campaign: campaignCreateSchema,
  /** The parsed upload whose valid contacts the campaign takes (the wizard). */
  importId: z.string().min(1).max(100).optional(),
  /**
   * Or an unpaid campaign the caller made with POST /campaign and filled with POST /campaign/contacts/import
   * (the spec's call-by-call sequence); its details are updated from `campaign`.
   */
  campaignId: z.string().min(1).max(100).optional(),
  collaborators: z.array(collaboratorSchema).max(500).default([]),
  billing: billingSchema,
  /**
   * The consent statement the uploader affirmed for every contact (its versioned id, whose words the ledger
   * keeps with each contact's upload event); a launch without it is refused.
   */
  consentStatementId: uploadConsentStatementSchema,
});
export type CampaignSubmit = z.input<typeof campaignSubmitSchema>;

export const submissionStates = ['awaiting_payment', 'submitted', 'refunded', 'failed'] as const;
export type SubmissionState = (typeof submissionStates)[number];

export const campaignSubmitReplySchema = z.object({
  state: z.enum(submissionStates),
  campaignId: z.string(),
  /** The campaign's price. */
  amountCents: z.number().int(),
  records: z.number().int(),
  /** The payer's credits applied to the price, and what is left to charge to the card (price - credits). */
  creditCents: z.number().int(),
  chargeCents: z.number().int(),
  /**
   * What the browser needs to pay: the processor, its intent and (Stripe) the publishable key; null when
   * credits cover the whole price and no card is charged.
   */
  payment: z
    .object({
      processor: z.enum(processorNames),
      intentId: z.string(),
      clientSecret: z.string(),
      publishableKey: z.string().nullable(),
    })
    .nullable(),
  card: paidCardSchema.nullable(),
  billing: billingSchema.nullable(),
  campaign: campaignSchema.nullable(),
  message: z.string().nullable(),
});
export type CampaignSubmitReply = z.infer<typeof campaignSubmitReplySchema>;

/** POST /payment/sandbox/confirm: the sandbox processor's confirm step (what Stripe.js does with Stripe). */
export const sandboxConfirmSchema = z.object({
  intentId: z.string().min(1).max(100),
  clientSecret: z.string().min(1).max(200),
  card: sandboxCardSchema,
  billing: billingSchema.optional(),
});
export const sandboxConfirmReplySchema = z.object({
  status: z.string(),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
  card: paidCardSchema.nullable(),
});
