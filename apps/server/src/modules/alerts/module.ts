import type { PropertyRecord } from '@roost/domain';
import { findAddressRecords } from '../home';
import { textCarrierOf, textingClock } from '../messaging';
import type { ModuleDescriptor, ModuleServices } from '../module-descriptor';
import { createLead } from '../leads';
import { alertRoutes } from './routes';
import { figuresOf } from './service/alert-figures';
import { checkAlerts, type CheckDeps } from './service/check-alerts';
import { deliverAlerts, type DeliverDeps } from './service/deliver-alerts';
import { rateNowOf } from './service/rate-now';
import { alertsPersonalData } from './personal-data';

/** Alert hand-offs are looked for this often; a check of everyone's alerts runs every ALERT_CHECK_SECONDS. */
const DELIVER_TICK_MS = 2_000;

/** The alert check over the shared services (tests drive it with their own clock). */
export function checkDepsOf(services: ModuleServices, now = () => new Date()): CheckDeps {
  const db = services.database.db;
  return {
    db,
    now,
    currentRate: () => rateNowOf(services, now),
    records: async (ids) => {
      const rows = await findAddressRecords(db, [...ids]);
      return new Map(
        rows.map((row): [string, PropertyRecord] => [row.id, { ...row, createdDate: row.createdDate.toISOString() }]),
      );
    },
    figuresOf,
  };
}

/** The alert hand-offs over the shared services. */
export function deliverDepsOf(
  services: ModuleServices,
  warn: DeliverDeps['warn'],
  // Texts keep the recipient's hours on the texting clock (the real one unless TEXTING_CLOCK_START moves it).
  now = textingClock(services),
): DeliverDeps {
  const { config, database, queue, mail } = services;
  return {
    db: database.db,
    now,
    mail,
    carrier: textCarrierOf(services, now),
    createLead: async (lead, key) => (await createLead({ db: database.db, queue, config, now }, lead, key)).lead,
    settings: { publicUrl: config.publicUrl, secret: config.secrets.session, companyName: config.company.name },
    warn,
  };
}

export { checkAlerts, deliverAlerts };

export const alertsModule: ModuleDescriptor = {
  name: 'alerts',
  personalData: alertsPersonalData,
  routes: [
    {
      prefix: '/api/user',
      plugin: ({ database, config }) => alertRoutes({ db: database.db, secret: config.secrets.session }),
    },
  ],
  async startWorkers(services, { logger }) {
    const warn: DeliverDeps['warn'] = (message, details) => logger.warn(details, message);
    const check = checkDepsOf(services);
    const deliver = deliverDepsOf(services, warn);
    const checkEvery = services.config.alerts.checkSeconds * 1000;
    let lastCheck = 0;
    let running: Promise<void> | undefined;
    const tick = () => {
      running ??= handOff().finally(() => {
        running = undefined;
      });
    };
    const handOff = async () => {
      try {
        if (Date.now() - lastCheck >= checkEvery) {
          lastCheck = Date.now();
          await checkAlerts(check).then(
            () => services.metrics.alertCheckRan('ok'),
            (error: unknown) => {
              services.metrics.alertCheckRan('failed');
              throw error;
            },
          );
        }
        await deliverAlerts(deliver);
      } catch (error) {
        logger.error({ kind: error instanceof Error ? error.name : typeof error }, 'alerts failed');
      }
    };
    const timer = setInterval(tick, DELIVER_TICK_MS);
    timer.unref();
    // The hand-offs in hand finish rather than wait out their claims.
    return async () => {
      clearInterval(timer);
      await running;
    };
  },
};
