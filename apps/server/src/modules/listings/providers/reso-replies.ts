import { z } from 'zod';

/**
 * The parts of RESO Web API (OData 4) replies the sync reads. Fields are optional because an MLS
 * may leave any of them out of $select results; a listing without what we need is skipped.
 */

const media = z.object({
  MediaURL: z.string().nullish(),
  Order: z.number().nullish(),
});

export const resoProperty = z.object({
  ListingKey: z.string().min(1),
  ListingId: z.string().nullish(),
  /** The MLS the listing was entered in (shown beside the MLS number). */
  OriginatingSystemName: z.string().nullish(),
  ListPrice: z.number().nullish(),
  BedroomsTotal: z.number().nullish(),
  BathroomsFull: z.number().nullish(),
  LivingArea: z.number().nullish(),
  StreetNumber: z.string().nullish(),
  StreetName: z.string().nullish(),
  City: z.string().nullish(),
  PostalCode: z.string().nullish(),
  CountyOrParish: z.string().nullish(),
  ListAgentFirstName: z.string().nullish(),
  ListAgentLastName: z.string().nullish(),
  ModificationTimestamp: z.string().nullish(),
  StandardStatus: z.string().nullish(),
  Media: z.array(media).nullish(),
});
export type ResoProperty = z.infer<typeof resoProperty>;

export const resoPropertyPage = z.object({
  value: z.array(resoProperty),
  '@odata.nextLink': z.string().nullish(),
});

/** OAuth2 client-credentials token reply (RFC 6749 section 5.1). */
export const tokenReply = z.object({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  expires_in: z.number().optional(),
});
