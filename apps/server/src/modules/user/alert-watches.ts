import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/types';
import { userAddresses, userMortgages, userSettings, users } from './tables';

/** A saved address as the alert engine watches it, with the person's saved mortgage there, if any. */
export interface AddressWatch {
  userAddressId: string;
  addressId: string;
  createdDate: Date;
  /** The balance the person gave for this address (null: none). */
  loanBalance: number | null;
  removeMortgageInsurance: boolean;
  propertyIncrease: number | null;
  propertyIncreaseActive: boolean;
  propertyCash: number | null;
  propertyCashActive: boolean;
  propertyEquity: number | null;
  propertyEquityActive: boolean;
  mortgage: { loanBalance: number; interestRate: number; mortgageInsurance: number } | null;
}

/** A person the alert engine checks: how to reach them, their dream rate and their saved addresses. */
export interface AlertWatcher {
  userId: string;
  name: string;
  email: string;
  phone: string | null;
  /** Consent to text updates (profile): texts go only when true. */
  textUpdates: boolean;
  dreamRate: number | null;
  addresses: AddressWatch[];
}

/**
 * Active people after `afterUserId` in id order, `limit` at a time, with their settings, saved addresses
 * and mortgages (people who left or have not confirmed their e-mail are not watched).
 */
export async function listAlertWatchers(db: Db, afterUserId: string, limit: number): Promise<AlertWatcher[]> {
  const people = await db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      textUpdates: users.textUpdates,
    })
    .from(users)
    .where(and(gt(users.id, afterUserId), eq(users.status, 'active')))
    .orderBy(asc(users.id))
    .limit(limit);
  if (people.length === 0) return [];
  const ids = people.map((person) => person.userId);
  const [settings, addresses, mortgages] = await Promise.all([
    db.select().from(userSettings).where(inArray(userSettings.userId, ids)),
    db.select().from(userAddresses).where(inArray(userAddresses.userId, ids)),
    db.select().from(userMortgages).where(inArray(userMortgages.userId, ids)),
  ]);
  return people.map((person) => {
    const setting = settings.find((row) => row.userId === person.userId);
    return {
      ...person,
      dreamRate: setting?.rateNotificationActive && setting.rate > 0 ? setting.rate : null,
      addresses: addresses
        .filter((row) => row.userId === person.userId)
        .map((row) => {
          // The newest mortgage saved for the address holds the real figures.
          const mortgage = mortgages
            .filter((m) => m.userId === person.userId && m.addressId === row.addressId)
            .sort((a, b) => b.updatedDate.getTime() - a.updatedDate.getTime())[0];
          return {
            userAddressId: row.id,
            addressId: row.addressId,
            createdDate: row.createdDate,
            loanBalance: row.loanBalance,
            removeMortgageInsurance: row.removeMortgageInsurance,
            propertyIncrease: row.propertyIncrease,
            propertyIncreaseActive: row.propertyIncreaseActive,
            propertyCash: row.propertyCash,
            propertyCashActive: row.propertyCashActive,
            propertyEquity: row.propertyEquity,
            propertyEquityActive: row.propertyEquityActive,
            mortgage: mortgage
              ? {
                  loanBalance: mortgage.loanBalance,
                  interestRate: mortgage.interestRate,
                  mortgageInsurance: mortgage.mortgageInsurance,
                }
              : null,
          };
        }),
    };
  });
}

/** Who an alert goes to, read again when it is handed off (a person may have withdrawn text consent since). */
export async function findAlertRecipient(db: Db, userId: string) {
  const [row] = await db
    .select({ name: users.name, email: users.email, phone: users.phone, textUpdates: users.textUpdates })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}
