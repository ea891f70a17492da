import { z } from 'zod';
import { addressKeyParam } from './property';

const balance = z
  .number({ error: 'Loan balance must be a number' })
  .finite({ error: 'Loan balance must be a number' })
  .min(0, { error: 'Loan balance must not be negative' })
  .max(100_000_000, { error: 'Loan balance is too large' });

/** A saved address of a person, with the loan figures they corrected (spec: user address). */
export const userAddressSchema = z.object({
  id: z.string(),
  userId: z.string(),
  addressId: z.string(),
  loanAmount: z.number().nullable(),
  loanBalance: z.number().nullable(),
  loanType: z.string().nullable(),
  loanDate: z.string().nullable(),
  removeMortgageInsurance: z.boolean(),
  propertyIncrease: z.number().nullable(),
  propertyIncreaseActive: z.boolean(),
  propertyCash: z.number().nullable(),
  propertyCashActive: z.boolean(),
  propertyEquity: z.number().nullable(),
  propertyEquityActive: z.boolean(),
  createdDate: z.string(),
});
export type UserAddress = z.infer<typeof userAddressSchema>;

/** `?type=all` (the profile's My Addresses): each address with its property figures. */
export const userAddressWithPropertySchema = userAddressSchema.extend({
  address: z.string().nullable(),
  beds: z.number().nullable(),
  baths: z.number().nullable(),
  estimate: z.number().nullable(),
});
export type UserAddressWithProperty = z.infer<typeof userAddressWithPropertySchema>;

/** POST {user}/user/address */
export const userAddressCreateSchema = z.strictObject({
  addressId: addressKeyParam,
  loanBalance: balance.nullable().optional(),
  loanAmount: balance.nullable().optional(),
});

const dollars = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, { error: `${label} must not be negative` })
    .max(100_000_000, { error: `${label} is too large` });

/** The loan figures and notification settings of an address a person may change. */
const userAddressChanges = z.strictObject({
  loanBalance: balance.nullable().optional(),
  loanAmount: balance.nullable().optional(),
  removeMortgageInsurance: z.boolean().optional(),
  propertyIncrease: z
    .number({ error: 'Property increase must be a number' })
    .min(0, { error: 'Property increase must not be negative' })
    .max(100, { error: 'Property increase is a percent up to 100' })
    .nullable()
    .optional(),
  propertyIncreaseActive: z.boolean().optional(),
  propertyCash: dollars('Property cash').nullable().optional(),
  propertyCashActive: z.boolean().optional(),
  propertyEquity: dollars('Property equity').nullable().optional(),
  propertyEquityActive: z.boolean().optional(),
});

/** PUT {user}/user/address/{id}: some of the changes; an empty body is a caller's mistake, not a save. */
export const userAddressUpdateSchema = userAddressChanges.refine((changes) => Object.keys(changes).length > 0, {
  error: 'Send at least one field to change',
});

/**
 * POST {home}/address/settings: an address's notification settings, kept on the person's user address
 * (one store for both specs' descriptions of them).
 */
export const addressSettingsSchema = z.strictObject({
  addressId: addressKeyParam,
  // Defaults 0 and off (professional spec 3; the consumer spec's 'default true' is the older reading).
  removeMortgageInsurance: z.boolean({ error: 'Remove mortgage insurance must be true or false' }).default(false),
  propertyIncrease: userAddressChanges.shape.propertyIncrease,
  propertyIncreaseActive: z.boolean({ error: 'Active must be true or false' }).default(false),
  propertyCash: userAddressChanges.shape.propertyCash,
  propertyCashActive: z.boolean({ error: 'Active must be true or false' }).default(false),
  propertyEquity: userAddressChanges.shape.propertyEquity,
  propertyEquityActive: z.boolean({ error: 'Active must be true or false' }).default(false),
});

/** The dream-rate alert of a person (spec: user setting); `updatedDate` is null until it is first saved. */
export const userSettingSchema = z.object({
  userId: z.string(),
  rate: z.number(),
  rateNotificationActive: z.boolean(),
  updatedDate: z.string().nullable(),
});
export type UserSetting = z.infer<typeof userSettingSchema>;

export const userSettingUpdateSchema = z.strictObject({
  rate: z
    .number({ error: 'Dream rate must be a number' })
    .min(0, { error: 'Dream rate must not be negative' })
    .max(25, { error: 'Dream rate must be at most 25' }),
  rateNotificationActive: z.boolean({ error: 'Active must be true or false' }),
});
