import { z } from 'zod';

/** Every API error reply: a message a person can read, and for invalid input the failing fields. */
export const apiErrorSchema = z.object({
  errorMessage: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
