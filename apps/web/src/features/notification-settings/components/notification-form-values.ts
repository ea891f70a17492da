import { userAddressUpdateSchema, userSettingUpdateSchema, type UserAddress, type UserSetting } from '@roost/domain';
import { z } from 'zod';
import { showWholeDollars, wholeDollarsOf } from '../../../lib/whole-dollars';

// The server's rules and messages for each figure (not negative, bounded, a number).
const rules = userAddressUpdateSchema.shape;
const percentRule = rules.propertyIncrease.unwrap().unwrap();
const cashRule = rules.propertyCash.unwrap().unwrap();
const equityRule = rules.propertyEquity.unwrap().unwrap();

/** A typed percent: empty is 0 (the default); anything but a number stays NaN, for the rule to refuse. */
function percentOf(text: string): number {
  const trimmed = text.replace('%', '').trim();
  return trimmed === '' ? 0 : Number(trimmed);
}

/** The address notifications as the form holds them: figures as typed ('5', '$50,000'). */
export const addressNotificationsFormSchema = z.object({
  removeMortgageInsurance: z.boolean(),
  propertyIncrease: z.string().transform(percentOf).pipe(percentRule),
  propertyIncreaseActive: z.boolean(),
  propertyCash: z
    .string()
    .transform((shown) => wholeDollarsOf(shown) ?? 0)
    .pipe(cashRule),
  propertyCashActive: z.boolean(),
  propertyEquity: z
    .string()
    .transform((shown) => wholeDollarsOf(shown) ?? 0)
    .pipe(equityRule),
  propertyEquityActive: z.boolean(),
});
export type AddressNotificationsForm = z.input<typeof addressNotificationsFormSchema>;

/** What the form shows for a saved address; a figure never set shows the default 0. */
export const addressFormValues = (address: UserAddress | undefined): AddressNotificationsForm => ({
  removeMortgageInsurance: address?.removeMortgageInsurance ?? false,
  propertyIncrease: String(address?.propertyIncrease ?? 0),
  propertyIncreaseActive: address?.propertyIncreaseActive ?? false,
  propertyCash: showWholeDollars(address?.propertyCash ?? 0),
  propertyCashActive: address?.propertyCashActive ?? false,
  propertyEquity: showWholeDollars(address?.propertyEquity ?? 0),
  propertyEquityActive: address?.propertyEquityActive ?? false,
});

/** The dream-rate alert as the form holds it; an alert at 0% would never come, so it needs a rate to be on. */
export const userNotificationsFormSchema = z
  .object({
    rate: z.string().transform(percentOf).pipe(userSettingUpdateSchema.shape.rate),
    rateNotificationActive: z.boolean(),
  })
  .superRefine((setting, ctx) => {
    if (setting.rateNotificationActive && setting.rate === 0) {
      ctx.addIssue({ code: 'custom', path: ['rate'], message: 'Set a dream rate above 0% to switch its alert on' });
    }
  });
export type UserNotificationsForm = z.input<typeof userNotificationsFormSchema>;

export const userFormValues = (setting: UserSetting): UserNotificationsForm => ({
  rate: String(setting.rate),
  rateNotificationActive: setting.rateNotificationActive,
});
