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
