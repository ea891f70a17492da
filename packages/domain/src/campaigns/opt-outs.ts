import { z } from 'zod';
import { ADMIN_DEFAULT_PAGE_SIZE, ADMIN_PAGE_SIZES, pageCursor } from '../admin';
import { toE164 } from '../phone';
import { MULTI_LINE, multiLineText } from '../text';

/**
 * An organization's opt-outs as its admins see and change them: the numbers opted out
 * now, each number's history (every opt-out and opt-in, kept for good, with its source), and the undo of an
 * opt-out, which needs a recorded reason. The contacts module serves them under
 * /api/site/campaign/contacts/opt-outs/{organizationId}.
 */

export const OPT_OUT_REASON_MIN_LENGTH = 5;
export const OPT_OUT_REASON_MAX_LENGTH = 500;
/** The newest events of a number's history a reply carries; a number changes a handful of times in practice. */
export const OPT_OUT_HISTORY_LIMIT = 500;
export const OPT_OUT_SEARCH_MAX_LENGTH = 30;

export const optOutTexts = {
  reasonRequired: 'Reason is required: say why this change is made',
  reasonTooShort: `Reason must be at least ${OPT_OUT_REASON_MIN_LENGTH} characters`,
  phoneRequired: 'Phone is required',
  phoneInvalid: 'Phone must be a valid US phone number',
  searchDigits: 'Search by a phone number or part of one',
  notOptedOut: 'This number is not opted out in this organization',
  alreadyOptedOut: 'This number is already opted out in this organization',
  organizationNotFound: 'Organization not found',
} as const;

/**
 * How each change came about. 'reply': the contact texted STOP (or a plain opt-out phrase) or START/UNSTOP;
 * 'carrier': the carrier reported the number opted out at its end; 'admin': an organization admin, with a
 * reason. Older rows may say 'keyword' (a reply) or 'import'.
 */
export const suppressionSources = ['reply', 'carrier', 'admin'] as const;
export const suppressionActions = ['opt-out', 'opt-in'] as const;
export type SuppressionAction = (typeof suppressionActions)[number];

/** A US number in any common shape, as E.164. */
export const optOutPhoneSchema = z
  .string({ error: (issue) => (issue.input === undefined ? optOutTexts.phoneRequired : 'Phone must be text') })
  .trim()
  .min(1, { error: optOutTexts.phoneRequired })
  .max(30, { error: 'Phone must be at most 30 characters' })
  .transform((value, ctx) => {
    const e164 = toE164(value);
    if (!e164) {
      ctx.addIssue({ code: 'custom', message: optOutTexts.phoneInvalid });
      return z.NEVER;
    }
    return e164;
  });

/**
 * Why an admin changes the list: required, trimmed, 5 to 500 characters, line breaks allowed (the text
 * input rule reads the multi-line mark on the outer string).
 */
export const optOutReasonSchema = z
  .string({ error: (issue) => (issue.input === undefined ? optOutTexts.reasonRequired : 'Reason must be text') })
  .meta({ [MULTI_LINE]: true })
  .pipe(multiLineText('Reason', OPT_OUT_REASON_MAX_LENGTH))
  .refine((value) => value.length > 0, { error: optOutTexts.reasonRequired, abort: true })
  .refine((value) => value.length >= OPT_OUT_REASON_MIN_LENGTH, { error: optOutTexts.reasonTooShort });

/** Part of a phone number, any punctuation; only its digits are searched. Empty means no search. */
export const optOutSearchSchema = z
  .string({ error: 'Search must be text' })
  .trim()
  .max(OPT_OUT_SEARCH_MAX_LENGTH, { error: `Search must be at most ${OPT_OUT_SEARCH_MAX_LENGTH} characters` })
  .regex(/^[\d\s()+.-]*$/, { error: optOutTexts.searchDigits })
  .optional()
  .transform((value) => {
    const digits = value?.replace(/\D/g, '');
    return digits ? digits : undefined;
  });

const maxPageSize = ADMIN_PAGE_SIZES.at(-1)!;

/** GET .../opt-outs/{organizationId}: newest first, after the cursor, optionally searched by phone. */
export const optOutsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int({ error: 'Limit must be a whole number' })
    .min(1, { error: 'Limit must be at least 1' })
    .max(maxPageSize, { error: `Limit must be at most ${maxPageSize}` })
    .default(ADMIN_DEFAULT_PAGE_SIZE),
  cursor: pageCursor.optional(),
  search: optOutSearchSchema,
});
export type OptOutsQuery = z.input<typeof optOutsQuerySchema>;

/** A number opted out now: how (source), why (a reply's text, an admin's reason) and since when. */
export const optOutSchema = z.object({
  phone: z.string(),
  source: z.string(),
  reason: z.string().nullable(),
  createdDate: z.string(),
});
export type OptOut = z.infer<typeof optOutSchema>;

export const optOutsPageSchema = z.object({
  organizationName: z.string(),
  optOuts: z.array(optOutSchema),
  hasMore: z.boolean(),
  nextCursor: z.string().nullable(),
});
export type OptOutsPage = z.infer<typeof optOutsPageSchema>;

/** One change of the list. actorId: the admin who made it (source admin); null for a reply or the carrier. */
export const suppressionEventSchema = z.object({
  id: z.string(),
  action: z.enum(suppressionActions),
  source: z.string(),
  reason: z.string().nullable(),
  actorId: z.string().nullable(),
  createdDate: z.string(),
});
export type SuppressionEvent = z.infer<typeof suppressionEventSchema>;

/** GET .../opt-outs/{organizationId}/history?phone= */
export const optOutHistoryQuerySchema = z.object({ phone: optOutPhoneSchema });
export type OptOutHistoryQuery = z.input<typeof optOutHistoryQuerySchema>;

/** A number's history, newest first (at most OPT_OUT_HISTORY_LIMIT events), and whether it is opted out now. */
export const optOutHistorySchema = z.object({
  phone: z.string(),
  optedOut: z.boolean(),
  events: z.array(suppressionEventSchema),
});
export type OptOutHistory = z.infer<typeof optOutHistorySchema>;

/** POST .../opt-outs/{organizationId}/undo (opt back in) and POST .../opt-outs/{organizationId} (opt out by hand). */
export const optOutChangeSchema = z.object({ phone: optOutPhoneSchema, reason: optOutReasonSchema });
export type OptOutChange = z.input<typeof optOutChangeSchema>;

export const optOutChangeReplySchema = z.object({ phone: z.string(), event: suppressionEventSchema });
export type OptOutChangeReply = z.infer<typeof optOutChangeReplySchema>;

/** The Undo opt-out dialog's form: the number is the row's, the reason is typed. */
export const optOutReasonFormSchema = z.object({ reason: optOutReasonSchema });
export type OptOutReasonForm = z.input<typeof optOutReasonFormSchema>;
