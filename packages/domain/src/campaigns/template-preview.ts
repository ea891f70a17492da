import { z } from 'zod';
import { importReportSchema } from './contacts';
import { templatePlaceholders } from './templates';

/**
 * POST /campaign/contacts/parse/{importId}/template: the wizard chose a template for its upload. The server
 * leaves out the valid contacts the template would read an empty placeholder for (group missingField) and
 * takes back the ones the previous template left out, then counts what the campaign will send.
 */
export const uploadTemplateBodySchema = z.object({
  templateId: z.string().min(1).max(100),
  /** The name the texts sign with; the caller's own when absent (as at submit). */
  contactName: z.string().max(120).optional(),
});

/** One placeholder the template uses, and how many of the upload's contacts have no value for it. */
export const placeholderGapSchema = z.object({
  placeholder: z.enum(templatePlaceholders),
  /** The fallback the template gives it ('' when none: those contacts are left out). */
  fallback: z.string(),
  missing: z.number().int(),
});
export type PlaceholderGap = z.infer<typeof placeholderGapSchema>;

export const uploadTemplateReplySchema = z.object({
  report: importReportSchema,
  templateId: z.string(),
  /** The contacts that will be texted (report.valid) and the segments of all their texts together. */
  contacts: z.number().int(),
  totalSegments: z.number().int(),
  placeholders: z.array(placeholderGapSchema),
});
export type UploadTemplateReply = z.infer<typeof uploadTemplateReplySchema>;

/** GET /campaign/contacts/parse/{importId}/preview?templateId=&index=: one contact's text as it is sent. */
export const templatePreviewQuerySchema = z.object({
  templateId: z.string().min(1).max(100),
  contactName: z.string().max(120).optional(),
  index: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const templatePreviewReplySchema = z.object({
  /** 0-based among the contacts that will be texted, and how many they are. */
  index: z.number().int(),
  total: z.number().int(),
  contact: z.object({ line: z.number().int(), name: z.string(), phone: z.string() }).nullable(),
  text: z.string(),
  characters: z.number().int(),
  encoding: z.enum(['GSM-7', 'UCS-2']),
  segments: z.number().int(),
  unicodeCharacters: z.array(z.string()),
});
export type TemplatePreviewReply = z.infer<typeof templatePreviewReplySchema>;
