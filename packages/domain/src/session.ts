import * as z from 'zod/mini';

/** The spec's browser-tab session state (consumer spec, section 3). zod/mini: every page reads it at start. */
export const sessionStateSchema = z.object({
  page: z.nullable(z.string()),
  selectedMortgage: z.nullable(z.string()),
  address: z.nullable(z.object({ id: z.string(), address: z.string() })),
  payment: z.number().check(z.minimum(0)),
  homesViewed: z.array(z.string()),
  option: z.nullable(z.int()),
  loanBalance: z.nullable(z.number().check(z.minimum(0))),
  coords: z.nullable(z.object({ latitude: z.number(), longitude: z.number() })),
});
export type SessionState = z.infer<typeof sessionStateSchema>;
