import { z } from 'zod';

/**
 * What a delivery sends, stored as queued: a JSON body POSTed as is (its exact text, so every retry signs
 * and sends the same bytes), query fields sent with GET (in order: they are signed as the query string),
 * or a mail to the target address.
 */
export const deliveryRequestSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('post-json'), body: z.string() }),
  z.object({ kind: z.literal('get-query'), query: z.array(z.tuple([z.string(), z.string()])) }),
  z.object({ kind: z.literal('mail'), subject: z.string(), text: z.string(), html: z.string() }),
]);

export type DeliveryRequest = z.infer<typeof deliveryRequestSchema>;
