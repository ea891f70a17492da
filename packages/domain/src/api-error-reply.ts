import * as z from 'zod/mini';

/**
 * An API error reply as a client reads it: apiErrorSchema (api-error.ts) with the code as any text, so a page loaded
 * before the server was updated still shows the message of a code it has never heard of. zod/mini, and the catalogue
 * of codes left out: every page's first requests are read with it.
 */
export const apiErrorReplySchema = z.object({
  code: z.optional(z.string()),
  errorMessage: z.string(),
  fields: z.optional(z.record(z.string(), z.string())),
  status: z.optional(z.string()),
  retryAfterSeconds: z.optional(z.int().check(z.nonnegative())),
  opensAt: z.optional(z.string()),
  timeZone: z.optional(z.string()),
});
export type ApiErrorReply = z.infer<typeof apiErrorReplySchema>;
