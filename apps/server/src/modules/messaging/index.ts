// Messaging: sending campaigns' texts (the send ledger and the sender), and the carriers behind one
// interface (the sandbox carrier of development and demo, Twilio). Owns campaign_sends, sandbox_texts.
import type { ModuleDescriptor, ModuleServices } from '../module-descriptor';
import { registerPhonePage } from './phone-page';
import { conversationRoutes } from './routes';
import { sandboxCarrier } from './providers/sandbox-carrier';
import { dispatchTick, type DispatchDeps } from './service/dispatch';
import type { InboundDeps } from './service/inbound';

/** The sandbox carrier's sender number (Twilio's magic test number that always accepts). */
export const SANDBOX_FROM = '+15005550006';
const TICK_MS = 2_000;

/** The sender over the shared services, on the sandbox carrier (tests drive it with their own clock). */
export function dispatchDepsOf(
  services: Pick<ModuleServices, 'database' | 'config'>,
  now = () => new Date(),
): DispatchDeps {
  const db = services.database.db;
  return {
    db,
    carrier: sandboxCarrier(db, { from: SANDBOX_FROM, now }),
    now,
    links: { baseUrl: services.config.publicUrl, defaultRedirect: `${services.config.publicUrl.replace(/\/$/, '')}/` },
  };
}

/** Replies over the shared services, answered through the same sandbox carrier. */
export function inboundDepsOf(
  services: Pick<ModuleServices, 'database' | 'config'>,
  now = () => new Date(),
): InboundDeps {
  const { db, carrier } = dispatchDepsOf(services, now);
  const { name, nmlsId, phone } = services.config.company;
  return { db, carrier, now, company: { name, nmlsId, ...(phone ? { phone } : {}) } };
}

export const messagingModule: ModuleDescriptor = {
  name: 'messaging',
  routes: [
    {
      prefix: '/api/notifications',
      plugin: (services) => {
        const { db, carrier, now } = dispatchDepsOf(services);
        // The sandbox carrier texts nobody: only development and demo may use it (see startWorkers).
        const live = services.config.devToolsEnabled ? carrier : undefined;
        return conversationRoutes({ db, carrier: live, now, fromNumber: SANDBOX_FROM });
      },
    },
  ],
  devPages: (app, services) => registerPhonePage(app, inboundDepsOf(services), SANDBOX_FROM),
  async startWorkers(services, { logger }) {
    // Until a real carrier is configured (Twilio, next), texts go to the sandbox carrier, which only
    // development and demo mode run: a production server keeps paid campaigns waiting instead.
    if (!services.config.devToolsEnabled) return;
    const deps = dispatchDepsOf(services);
    let running = false;
    const tick = async () => {
      if (running) return;
      running = true;
      try {
        await dispatchTick(deps);
      } catch (error) {
        logger.error({ kind: error instanceof Error ? error.name : typeof error }, 'campaign dispatch failed');
      } finally {
        running = false;
      }
    };
    const timer = setInterval(() => void tick(), TICK_MS);
    timer.unref();
    return () => clearInterval(timer);
  },
};

export { dispatchTick, type DispatchDeps, type DispatchReport } from './service/dispatch';
export { receiveText, type InboundDeps, type InboundOutcome, type InboundText } from './service/inbound';
