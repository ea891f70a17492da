import { asc, eq } from 'drizzle-orm';
import type { PersonalDataPart } from '../personal-data';
import { alerts, alertStates, alertUnsubscribes } from './tables';

/** A person's watches, their alert history and the kinds they unsubscribed from: read out, then deleted. */
export const alertsPersonalData: PersonalDataPart = {
  tables: {
    alert_states: { erased: 'deleted' },
    alerts: { erased: 'deleted' },
    alert_unsubscribes: { erased: 'deleted' },
  },
  person: {
    async read(db, person) {
      const watches = await db
        .select({
          kind: alertStates.kind,
          subjectId: alertStates.subjectId,
          met: alertStates.met,
          threshold: alertStates.threshold,
          baseline: alertStates.baseline,
          changedDate: alertStates.changedDate,
        })
        .from(alertStates)
        .where(eq(alertStates.userId, person.userId));
      const history = await db
        .select({
          kind: alerts.kind,
          addressId: alerts.addressId,
          period: alerts.period,
          title: alerts.title,
          body: alerts.body,
          createdDate: alerts.createdDate,
        })
        .from(alerts)
        .where(eq(alerts.userId, person.userId))
        .orderBy(asc(alerts.createdDate));
      const unsubscribed = await db
        .select({ kind: alertUnsubscribes.kind, since: alertUnsubscribes.createdDate })
        .from(alertUnsubscribes)
        .where(eq(alertUnsubscribes.userId, person.userId));
      return { alertWatches: watches, alerts: history, alertsUnsubscribed: unsubscribed };
    },
    async erase(tx, person) {
      await tx.delete(alertStates).where(eq(alertStates.userId, person.userId));
      await tx.delete(alerts).where(eq(alerts.userId, person.userId));
      await tx.delete(alertUnsubscribes).where(eq(alertUnsubscribes.userId, person.userId));
    },
  },
};
