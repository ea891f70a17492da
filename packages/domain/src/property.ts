import { z } from 'zod';
import { isAddressKey } from './address-key';

/** An address key in a route or query: the spec's dash-joined key, refused when malformed. */
export const addressKeyParam = z
  .string()
  .trim()
  .refine(isAddressKey, { error: 'That is not an address we know. Please choose one from the list.' });

/** The spec's property/address record, with the estimate's range and the rate used for the balance. */
export const propertyRecordSchema = z.object({
  id: z.string(),
  propertyId: z.string().nullable(),
  address: z.string(),
  stateCode: z.string(),
  xCoord: z.number().nullable(),
  yCoord: z.number().nullable(),
  beds: z.number().nullable(),
  baths: z.number().nullable(),
  sqft: z.number().nullable(),
  saleDate: z.string().nullable(),
  salePrice: z.number().nullable(),
  taxAmount: z.number().nullable(),
  taxValue: z.number().nullable(),
  loanAmount: z.number().nullable(),
  loanType: z.string().nullable(),
  loanDate: z.string().nullable(),
  loanTermMonths: z.number().nullable(),
  estimate: z.number().nullable(),
  estimateLow: z.number().nullable(),
  estimateHigh: z.number().nullable(),
  loanBalance: z.number().nullable(),
  loanRatePercent: z.number().nullable(),
  rentEstimate: z.number().nullable(),
  /** 'sample' when the figures come from the embedded sample dataset. */
  source: z.string(),
  createdDate: z.string(),
});
export type PropertyRecord = z.infer<typeof propertyRecordSchema>;

/** GET {integrations}/integrations/address/autocomplete: Google-style status and predictions. */
export const autocompleteQuerySchema = z.object({
  term: z.string().trim().min(3, { error: 'Type at least 3 characters' }).max(200, { error: 'The search is too long' }),
  token: z.string().trim().max(100).optional(),
  lat: z.coerce.number().min(-90).max(90).optional(),
  long: z.coerce.number().min(-180).max(180).optional(),
});

export const autocompleteReplySchema = z.object({
  status: z.enum(['OK', 'ZERO_RESULTS']),
  predictions: z.array(z.object({ description: z.string(), addressId: z.string() })),
});
export type AutocompleteReply = z.infer<typeof autocompleteReplySchema>;

/** GET {integrations}/property/calculate[/proxy]/?address&city&state */
export const propertyCalculateQuerySchema = z.object({
  address: z.string().trim().min(1, { error: 'Address is required' }).max(200),
  city: z.string().trim().min(1, { error: 'City is required' }).max(100),
  state: z.string().trim().length(2, { error: 'State must be a two-letter code' }),
});
