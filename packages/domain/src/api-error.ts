import { z } from 'zod';

/** Every API error reply: a message a person can read, and for invalid input the failing fields. */
export const apiErrorSchema = z.object({
  errorMessage: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  /** The account state a caller should act on (e.g. 'confirm': open Confirm Code). */
  status: z.string().optional(),
  /** On a 429: seconds until a new attempt may succeed (the Retry-After header says the same). */
  retryAfterSeconds: z.number().int().nonnegative().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
