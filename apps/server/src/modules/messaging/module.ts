import { queuedReplyRoutes } from './queued-reply-routes';
import { sendDueReplies } from './service/queued-replies';
import { textingClock } from './texting-clock';
import type { ModuleDescriptor, ModuleServices } from '../module-descriptor';
import { homeReportRedirect } from '../links';
import { createNumberLookups } from '../numbers';
import { registerPhonePage } from './phone-page';
import type { Carrier } from './providers/carrier';
import { countedCarrier } from './providers/counted-carrier';
import { sandboxCarrier } from './providers/sandbox-carrier';
import { twilioCarrier } from './providers/twilio-carrier';
import { inboxRoutes } from './inbox-routes';
import { conversationRoutes } from './routes';
import { pollCarrierDeliveries, type DeliveryDeps } from './service/delivery-status';
import { dispatchTick, type DispatchDeps } from './service/dispatch';
import { senderRate } from './service/sender-rate';
import { adoptOlderGroups } from './service/threads';
import type { InboundDeps } from './service/inbound';
import { incomingTexts } from './service/incoming-texts';
import { ownerTeller } from './service/paused-campaign-mail';
import { sendReplyNotices, type ReplyNoticeDeps } from './service/reply-notices';
import { twilioWebhookRoutes, type TwilioWebhookDeps } from './twilio-routes';
import { messagingPersonalData } from './personal-data';

/** The sandbox carrier's sender number (Twilio's magic test number that always accepts). */
export const SANDBOX_FROM = '+15005550006';
/** Where Twilio reports each text's statuses (below PUBLIC_URL). */
const TWILIO_STATUS_PATH = '/api/notifications/twilio/status';
const TICK_MS = 2_000;
/** While a campaign has more due than the sender's rate lets go, the sender comes back this soon (small steps). */
const PACED_TICK_MS = 250;
/** Handled incoming texts are forgotten about once an hour. */
const FORGET_EVERY_MS = 3_600_000;

const errorKind = (error: unknown) => ({ kind: error instanceof Error ? error.name : typeof error });

/** Tests that build the messaging deps by hand may leave the metrics out. */
type Services = Pick<ModuleServices, 'database' | 'config'> & Partial<Pick<ModuleServices, 'metrics'>>;

/** The counters of the configured carrier's texts, when the process keeps metrics. */
const textMetricsOf = (services: Services) => services.metrics?.texts.of(services.config.sms.provider);

const publicBase = (services: Services) => services.config.publicUrl.replace(/\/+$/, '');

/** The configured carrier: Twilio when SMS_PROVIDER=twilio, else the sandbox. */
function carrierOf(services: Services, now: () => Date): Carrier {
  const sms = services.config.sms;
  const carrier =
    sms.provider !== 'twilio'
      ? sandboxCarrier(services.database.db, { from: SANDBOX_FROM, now })
      : twilioCarrier({ ...sms, statusCallbackUrl: `${publicBase(services)}${TWILIO_STATUS_PATH}` });
  return countedCarrier(carrier, textMetricsOf(services));
}

/** Our number as conversations show it: the sandbox's, Twilio's sending number, or its Messaging Service. */
function ourNumber(services: Services): string {
  const sms = services.config.sms;
  return sms.provider === 'twilio' ? (sms.fromNumber ?? sms.messagingServiceSid ?? '') : SANDBOX_FROM;
}

/** The sender over the shared services, on the configured carrier (tests drive it with their own clock). */
export function dispatchDepsOf(services: Services, now = textingClock(services)): DispatchDeps {
  const { sms, campaigns, publicUrl } = services.config;
  return {
    db: services.database.db,
    carrier: carrierOf(services, now),
    now,
    links: {
      baseUrl: publicUrl,
      partnerBaseUrl: campaigns.partnerShortLinkUrl,
      // A campaign without its own page sends each contact to their own: /home-report/{link id}.
      defaultRedirect: homeReportRedirect(publicBase(services)),
    },
    nonResponsiveDays: campaigns.nonResponsiveDays,
    numbers: createNumberLookups(services.config.numberChecks, now),
    // One pace per sender, whichever process sends: a Messaging Service's numbers add theirs up.
    ...(sms.senderRatePerSecond
      ? { senderRate: senderRate(ourNumber(services), sms.senderRatePerSecond * sms.senderPoolSize) }
      : {}),
  };
}

/** The carrier for one-off texts (homeowner alerts): none where texts cannot really go. */
export function textCarrierOf(services: Services, now = () => new Date()): Carrier | undefined {
  return texting(services) ? carrierOf(services, now) : undefined;
}

/** Replies over the shared services, answered through the same carrier. */
export function inboundDepsOf(services: Services, now = textingClock(services)): InboundDeps {
  const { db, carrier } = dispatchDepsOf(services, now);
  const { name, nmlsId, phone } = services.config.company;
  return { db, carrier, now, company: { name, nmlsId, ...(phone ? { phone } : {}) } };
}

/** Delivery reports over the shared services; a campaign paused for carrier filtering is told to its owner by e-mail. */
export function deliveryDepsOf(
  services: Pick<ModuleServices, 'database' | 'config' | 'mail' | 'users'> & Partial<Pick<ModuleServices, 'metrics'>>,
  now = textingClock(services),
  warn: (message: string, details: Record<string, unknown>) => void = () => undefined,
): DeliveryDeps {
  return {
    db: services.database.db,
    now,
    texts: textMetricsOf(services),
    tellOwner: ownerTeller({
      mail: services.mail,
      publicUrl: services.config.publicUrl,
      emailOf: emailOf(services),
      warn,
    }),
  };
}

/** A person's e-mail address, if the account still exists. */
const emailOf = (services: Pick<ModuleServices, 'users'>) => async (userId: string) => {
  const context = await services.users.auth.$context;
  return (await context.internalAdapter.findUserById(userId))?.email;
};

/** Reply e-mails over the shared services. */
export function replyNoticeDepsOf(
  services: Pick<ModuleServices, 'database' | 'config' | 'mail' | 'users'> & Partial<Pick<ModuleServices, 'metrics'>>,
  now = textingClock(services),
  warn: (message: string, details: Record<string, unknown>) => void = () => undefined,
): ReplyNoticeDeps {
  return {
    db: services.database.db,
    now,
    mail: services.mail,
    publicUrl: services.config.publicUrl,
    emailOf: emailOf(services),
    warn,
    noticeSent: services.metrics?.replyNoticeSent,
  };
}

function twilioWebhookDepsOf(
  services: ModuleServices,
  warn: (message: string, details: Record<string, unknown>) => void,
) {
  const sms = services.config.sms;
  if (sms.provider !== 'twilio') return undefined;
  const inbound = inboundDepsOf(services);
  const deps: TwilioWebhookDeps = {
    authToken: sms.authToken,
    publicUrl: services.config.publicUrl,
    delivery: deliveryDepsOf(services, undefined, warn),
    inbound,
    inbox: incomingTexts(inbound, (error) => warn('incoming texts not handled', errorKind(error))),
  };
  return deps;
}

/** Texts really go out (Twilio), or the server is one where the sandbox may stand in (development and demo). */
const texting = (services: Services) => services.config.sms.provider === 'twilio' || services.config.devToolsEnabled;

export const messagingModule: ModuleDescriptor = {
  name: 'messaging',
  personalData: messagingPersonalData,
  routes: [
    {
      // Replies held for the recipients' allowed hours (same carrier and clock as the conversations).
      prefix: '/api/notifications',
      plugin: (services) => {
        const { db, carrier, now } = dispatchDepsOf(services);
        return queuedReplyRoutes({
          db,
          carrier: texting(services) ? carrier : undefined,
          now,
          fromNumber: ourNumber(services),
        });
      },
    },
    {
      prefix: '/api/notifications',
      plugin: (services) => {
        const { db, carrier, now } = dispatchDepsOf(services);
        // The sandbox carrier texts nobody: a production server without Twilio has no carrier.
        return conversationRoutes({
          db,
          carrier: texting(services) ? carrier : undefined,
          now,
          fromNumber: ourNumber(services),
        });
      },
    },
    {
      prefix: '/api/notifications',
      plugin: (services) => inboxRoutes({ db: services.database.db, now: textingClock(services) }),
    },
    {
      prefix: '/api/notifications',
      plugin: (services) =>
        twilioWebhookRoutes((app) =>
          twilioWebhookDepsOf(services, (message, details) => app.log.warn(details, message)),
        ),
    },
  ],
  devPages: (app, services) => {
    // The virtual phone is the sandbox's: with Twilio, texts go to real phones.
    if (services.config.sms.provider === 'sandbox') registerPhonePage(app, inboundDepsOf(services), SANDBOX_FROM);
  },
  async startWorkers(services, { logger }) {
    // The sandbox only stands in for a carrier in development and demo: a production server without Twilio
    // keeps paid campaigns waiting instead of pretending to text.
    if (!texting(services)) return;
    const delivery = deliveryDepsOf(services, undefined, (message, details) => logger.warn(details, message));
    const deps = { ...dispatchDepsOf(services), tellOwner: delivery.tellOwner };
    if (deps.numbers) deps.numbers.warn = (message, details) => logger.warn(details, message);
    const replyNotices = replyNoticeDepsOf(services, undefined, (message, details) => logger.warn(details, message));
    // Incoming texts a crash left unhandled, or stored by another process that stopped (Twilio only).
    const leftovers =
      services.config.sms.provider === 'twilio'
        ? incomingTexts(inboundDepsOf(services), (error) =>
            logger.error(errorKind(error), 'incoming texts not handled'),
          )
        : undefined;
    // Conversations kept before the inbox existed join it once (in the background: starting does not wait).
    void adoptOlderGroups(deps.db).catch((error: unknown) =>
      logger.error(errorKind(error), 'older conversations not adopted'),
    );
    let stopped = false;
    let timer: NodeJS.Timeout | undefined;
    let forgotAt = Date.now();
    let ticking: Promise<void> | undefined;
    const tick = () => {
      ticking = sendingTick().finally(() => {
        ticking = undefined;
      });
    };
    const sendingTick = async () => {
      let paced = false;
      try {
        // Replies held for the recipients' allowed hours go as those open (a failure here stops no campaign).
        await sendDueReplies(deps).catch((error: unknown) => logger.error(errorKind(error), 'queued replies not sent'));
        paced = (await dispatchTick(deps)).paced > 0;
        // The sandbox's texts move along like a carrier's (Twilio reports by webhook instead).
        await pollCarrierDeliveries(delivery, deps.carrier);
        await leftovers?.wake();
        await sendReplyNotices(replyNotices);
        if (Date.now() - forgotAt >= FORGET_EVERY_MS) {
          forgotAt = Date.now();
          await leftovers?.forgetHandled();
        }
      } catch (error) {
        logger.error(errorKind(error), 'campaign dispatch failed');
      } finally {
        // The next tick after this one ends (never two at once), sooner while the sender's rate holds texts back.
        if (!stopped) {
          timer = setTimeout(tick, paced ? PACED_TICK_MS : TICK_MS);
          timer.unref();
        }
      }
    };
    timer = setTimeout(tick, TICK_MS);
    timer.unref();
    // A tick in hand finishes (its claimed texts sent and recorded, not left for the stale-claim reconcile).
    return async () => {
      stopped = true;
      clearTimeout(timer);
      await Promise.all([ticking, leftovers?.stop()]);
    };
  },
};
