import { z } from 'zod';

/** The parts of a PVWatts v8 reply we use; anything else it carries is ignored. */
export const pvwattsReply = z.object({
  errors: z.array(z.string()).default([]),
  warnings: z.array(z.string()).default([]),
  outputs: z
    .object({
      ac_annual: z.number().nonnegative(),
      ac_monthly: z.array(z.number().nonnegative()).length(12),
      solrad_annual: z.number().nonnegative(),
    })
    .partial()
    .optional(),
});
export type PvwattsReply = z.infer<typeof pvwattsReply>;
