import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  driver: z.enum(['pglite', 'postgres']),
  migrations: z.object({
    applied: z.number(),
    expected: z.number(),
    upToDate: z.boolean(),
  }),
});
export type Health = z.infer<typeof healthSchema>;

/** The liveness probe's answer: the process runs and its event loop turns. */
export const livenessSchema = z.object({ status: z.literal('live') });
/** The readiness probe's answer when the process takes traffic (else a 503 NOT_READY error). */
export const readinessSchema = z.object({ status: z.literal('ready') });
