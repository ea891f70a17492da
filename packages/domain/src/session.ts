import { z } from 'zod';

/** The spec's browser-tab session state (consumer spec, section 3). */
export const sessionStateSchema = z.object({
  page: z.string().nullable(),
  selectedMortgage: z.string().nullable(),
  address: z.object({ id: z.string(), address: z.string() }).nullable(),
  payment: z.number().min(0),
  homesViewed: z.array(z.string()),
  option: z.number().int().nullable(),
  loanBalance: z.number().min(0).nullable(),
  coords: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
});
export type SessionState = z.infer<typeof sessionStateSchema>;
