import { z } from 'zod';
import type { LeadType } from './lead';

/**
 * A homeowner's alerts: what they asked to hear about, each fired once per crossing of the
 * line they set, and the monthly digest of each saved address.
 */
export const alertKinds = [
  'dreamRate',
  'mortgageInsurance',
  'valueIncrease',
  'cashAvailable',
  'equity',
  'digest',
] as const;
export type AlertKind = (typeof alertKinds)[number];

/** How each kind is named to the person (history, e-mail, unsubscribe page). */
export const alertKindLabels: Record<AlertKind, string> = {
  dreamRate: 'Dream rate reached',
  mortgageInsurance: 'Mortgage insurance can be removed',
  valueIncrease: 'Home value went up',
  cashAvailable: 'Cash available passed your amount',
  equity: 'Equity built per month passed your amount',
  digest: 'Monthly home summary',
};

/** The lead the lending partner gets for each crossing alert; the digest makes none. */
export const alertLeadTypes: Record<Exclude<AlertKind, 'digest'>, LeadType> = {
  dreamRate: 'dreamRate',
  mortgageInsurance: 'pmiRemoval',
  valueIncrease: 'homeValue',
  cashAvailable: 'cashOut',
  equity: 'homeValue',
};

const stepState = z.enum(['pending', 'sent', 'skipped', 'failed']);

/** One alert in the person's history, with what became of its e-mail, text and lead. */
export const alertRecordSchema = z.object({
  id: z.string(),
  kind: z.enum(alertKinds),
  addressId: z.string().nullable(),
  title: z.string(),
  body: z.string(),
  email: stepState,
  text: stepState,
  lead: stepState,
  createdDate: z.string(),
});
export type AlertRecord = z.infer<typeof alertRecordSchema>;

/** The kinds a person receives by e-mail and text (turned off from an e-mail's link or their settings). */
export const alertSubscriptionsSchema = z.record(z.enum(alertKinds), z.boolean());
export type AlertSubscriptions = z.infer<typeof alertSubscriptionsSchema>;

/** PUT: turn one kind on or off. */
export const alertSubscriptionChangeSchema = z.strictObject({
  kind: z.enum(alertKinds, { error: `Kind must be one of: ${alertKinds.join(', ')}` }),
  subscribed: z.boolean({ error: 'Subscribed must be true or false' }),
});

/** What the unsubscribe page shows before the person confirms. */
export const alertUnsubscribeInfoSchema = z.object({
  kind: z.enum(alertKinds),
  label: z.string(),
  /** The address the mail went to, partly hidden. */
  email: z.string(),
  subscribed: z.boolean(),
});
export type AlertUnsubscribeInfo = z.infer<typeof alertUnsubscribeInfoSchema>;
