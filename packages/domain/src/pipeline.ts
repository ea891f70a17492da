import { z } from 'zod';
import { ADMIN_DEFAULT_PAGE_SIZE, pageCursor } from './admin';
import { storedLeadTypes } from './lead';
import { multiLineText } from './text';

/**
 * The loan officers' pipeline (/leads): the leads routed to them, by stage, with where each came from. A loan officer
 * sees theirs, a branch manager their branch's, an organization admin their organization's.
 */

export const leadStages = ['new', 'contacted', 'application', 'won', 'lost'] as const;
export type LeadStage = (typeof leadStages)[number];
export const leadStageLabels: Record<LeadStage, string> = {
  new: 'New',
  contacted: 'Contacted',
  application: 'Application',
  won: 'Won',
  lost: 'Lost',
};

export const LEAD_NOTE_MAX_LENGTH = 2000;
export const PIPELINE_PAGE_MAX = 100;

/** Where a lead came from: a campaign's text, a homeowner alert, a tool page or a contact form. */
export const leadSourceSchema = z.object({
  kind: z.enum(['campaign', 'alert', 'tool', 'contact']),
  campaignId: z.string().nullable(),
  campaignName: z.string().nullable(),
});
export type LeadSource = z.infer<typeof leadSourceSchema>;

export const pipelineLeadSchema = z.object({
  id: z.string(),
  type: z.enum(storedLeadTypes),
  stage: z.enum(leadStages),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  addressId: z.string().nullable(),
  estimatedValue: z.number().nullable(),
  loanBalance: z.number().nullable(),
  dreamRate: z.number().nullable(),
  message: z.string().nullable(),
  source: leadSourceSchema,
  ownerUserId: z.string().nullable(),
  ownerName: z.string().nullable(),
  routedBy: z.string().nullable(),
  nextActionDate: z.string().nullable(),
  createdDate: z.string(),
});
export type PipelineLead = z.infer<typeof pipelineLeadSchema>;

export const pipelineQuerySchema = z.object({
  stage: z.enum(leadStages, { error: `Stage must be one of: ${leadStages.join(', ')}` }).optional(),
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int({ error: 'Limit must be a whole number' })
    .min(1, { error: 'Limit must be at least 1' })
    .max(PIPELINE_PAGE_MAX, { error: `Limit must be at most ${PIPELINE_PAGE_MAX}` })
    .default(ADMIN_DEFAULT_PAGE_SIZE),
  cursor: pageCursor.optional(),
});
export type PipelineQuery = z.input<typeof pipelineQuerySchema>;

export const pipelinePageSchema = z.object({
  leads: z.array(pipelineLeadSchema),
  /** How many leads the caller sees in each stage. */
  stageCounts: z.record(z.enum(leadStages), z.number()),
  hasMore: z.boolean(),
  nextCursor: z.string().nullable(),
});
export type PipelinePage = z.infer<typeof pipelinePageSchema>;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** PATCH /leads/{id}: a new stage, a next-action date (YYYY-MM-DD, null to clear), or both. */
export const leadUpdateSchema = z
  .strictObject(
    {
      stage: z.enum(leadStages, { error: `Stage must be one of: ${leadStages.join(', ')}` }).optional(),
      nextActionDate: z
        .string({ error: 'Next action date must be a date' })
        .regex(isoDate, { error: 'Next action date must be a date (YYYY-MM-DD)' })
        .refine((value) => new Date(Date.parse(`${value}T00:00:00Z`) || 0).toISOString().startsWith(value), {
          error: 'Next action date must be a real date',
        })
        .nullable()
        .optional(),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : undefined) },
  )
  .refine((update) => update.stage !== undefined || update.nextActionDate !== undefined, {
    error: 'Give a stage or a next action date',
  });
export type LeadUpdate = z.input<typeof leadUpdateSchema>;

export const leadNoteRequestSchema = z.strictObject({
  body: multiLineText('Note', LEAD_NOTE_MAX_LENGTH).refine((value) => value.length > 0, { error: 'Note is required' }),
});
export const leadNoteSchema = z.object({
  id: z.string(),
  body: z.string(),
  authorName: z.string().nullable(),
  createdDate: z.string(),
});
export type LeadNote = z.infer<typeof leadNoteSchema>;

/** What the campaign that brought a lead knows of the person: their status there, their link's clicks, their reply. */
export const leadCampaignStorySchema = z.object({
  campaignId: z.string(),
  campaignName: z.string().nullable(),
  contactStatus: z.string().nullable(),
  sentAt: z.string().nullable(),
  repliedAt: z.string().nullable(),
  clicks: z.number(),
});
export type LeadCampaignStory = z.infer<typeof leadCampaignStorySchema>;

/** One lead with its story: the loan officer's notes and, when a campaign brought it, that campaign's side. */
export const pipelineLeadDetailSchema = pipelineLeadSchema.extend({
  notes: z.array(leadNoteSchema),
  campaign: leadCampaignStorySchema.nullable(),
});
export type PipelineLeadDetail = z.infer<typeof pipelineLeadDetailSchema>;
