import { alertLeadTypes, leadRequestSchema, type AlertKind, type ValidLead } from '@roost/domain';
import type { Db } from '../../../platform/db/types';
import { allowedHours, type Carrier } from '../../messaging';
import type { MailProvider } from '../../notifications';
import { findAlertRecipient } from '../../user';
import {
  claimPendingAlerts,
  markStep,
  releaseClaim,
  unsubscribedKinds,
  type AlertRow,
  type DeliveryStep,
  type StepState,
} from '../repo';
import { alertMail, alertText, type AlertMailSettings } from './alert-mail';

export interface DeliverDeps {
  db: Db;
  now: () => Date;
  mail: MailProvider;
  /** The configured carrier; none where texts cannot go (production without Twilio). */
  carrier: Carrier | undefined;
  /** Stores a lead for the lending partner once per key (the site module's createLead). */
  createLead: (lead: ValidLead, idempotencyKey: string) => Promise<{ id: string }>;
  settings: AlertMailSettings;
  warn: (message: string, details: Record<string, unknown>) => void;
}

/** A claim holds an alert this long; a worker that dies mid-way leaves it to the next after that. */
export const CLAIM_MS = 60_000;
/** A step that keeps failing is given up after this many attempts (and says 'failed' in the history). */
export const MAX_ATTEMPTS = 8;
const BATCH = 50;

/** A step's outcome; `later` waits, unclaimed and uncounted as a failure, until the time it names. */
type Outcome = StepState | 'retry' | { later: Date };

/** Hands off every pending alert: e-mail, text (with consent) and lead, each once. */
export async function deliverAlerts(deps: DeliverDeps): Promise<number> {
  let handled = 0;
  for (;;) {
    const rows = await claimPendingAlerts(deps.db, deps.now(), CLAIM_MS, BATCH);
    for (const row of rows) await deliverOne(deps, row);
    handled += rows.length;
    if (rows.length < BATCH) return handled;
  }
}

async function deliverOne(deps: DeliverDeps, row: AlertRow): Promise<void> {
  const recipient = await findAlertRecipient(deps.db, row.userId);
  const off = recipient ? await unsubscribedKinds(deps.db, row.userId) : new Set<AlertKind>();
  const kind = row.kind as AlertKind;
  const steps: [DeliveryStep, string, () => Promise<Outcome | { state: StepState; leadId: string }>][] = [
    [
      'email',
      row.emailState,
      async () => {
        if (!recipient || off.has(kind)) return 'skipped';
        const lines = (row.figures as { lines?: string[] }).lines;
        await deps.mail.send(alertMail(deps.settings, recipient.email, { ...row, kind, ...(lines ? { lines } : {}) }));
        return 'sent';
      },
    ],
    ['text', row.textState, () => sendText(deps, row, recipient, off.has(kind))],
    [
      'lead',
      row.leadState,
      async () => {
        if (!recipient || kind === 'digest') return 'skipped';
        const lead = await deps.createLead(leadOf(row, kind, recipient), `alert-${row.id}`);
        return { state: 'sent', leadId: lead.id };
      },
    ],
  ];
  let retry = false;
  let later: Date | null = null;
  for (const [step, state, run] of steps) {
    if (state !== 'pending') continue;
    let outcome: Awaited<ReturnType<typeof run>>;
    try {
      outcome = await run();
    } catch (error) {
      deps.warn('alert hand-off failed', {
        step,
        alertId: row.id,
        kind: error instanceof Error ? error.name : 'error',
      });
      outcome = 'retry';
    }
    if (typeof outcome === 'object' && 'later' in outcome) {
      if (!later || outcome.later < later) later = outcome.later;
      continue;
    }
    if (outcome === 'retry') {
      if (row.attempts >= MAX_ATTEMPTS) await markStep(deps.db, row.id, step, 'failed');
      else retry = true;
      continue;
    }
    if (typeof outcome === 'object') await markStep(deps.db, row.id, step, outcome.state, outcome.leadId);
    else await markStep(deps.db, row.id, step, outcome);
  }
  // Done: nothing to claim again. A retry waits longer after each attempt (up to the claim's minute); a text
  // outside the recipient's hours waits for them to open.
  const retryAt = retry ? new Date(deps.now().getTime() + backoffMs(row.attempts)) : null;
  await releaseClaim(deps.db, row.id, retryAt && (!later || retryAt < later) ? retryAt : later);
}

const backoffMs = (attempts: number) => Math.min(CLAIM_MS, 2_000 * 2 ** Math.max(0, attempts - 1));

/**
 * A text only to a person who agreed to text updates and has a number, inside their allowed hours (8am-9pm
 * in their zone by area code, or their state's stricter window; decision 015). A second attempt first asks
 * the carrier whether the first went (a crash after the carrier took it): never a second text on a guess.
 */
async function sendText(
  deps: DeliverDeps,
  row: AlertRow,
  recipient: Awaited<ReturnType<typeof findAlertRecipient>>,
  unsubscribed: boolean,
): Promise<Outcome> {
  if (row.kind === 'digest' || !recipient?.textUpdates || !recipient.phone || unsubscribed || !deps.carrier) {
    return 'skipped';
  }
  const hours = allowedHours({ phone: recipient.phone }, deps.now());
  if (!hours.open) return { later: hours.opensAt };
  const text = { to: recipient.phone, body: alertText(deps.settings.companyName, row) };
  if (row.attempts > 1 && (await deps.carrier.find({ ...text, since: row.createdDate }))) return 'sent';
  const outcome = await deps.carrier.send(text);
  if (outcome.kind === 'accepted') return 'sent';
  if (outcome.kind === 'refused' && !outcome.retryable) return 'failed';
  return 'retry';
}

/** The lead of the alert's kind for the lending partner, with what the alert was about. */
function leadOf(
  row: AlertRow,
  kind: Exclude<AlertKind, 'digest'>,
  recipient: { name: string; email: string; phone: string | null },
): ValidLead {
  const figures = row.figures as Record<string, unknown>;
  const numberOf = (key: string) => (typeof figures[key] === 'number' ? (figures[key] as number) : undefined);
  const candidate = {
    type: alertLeadTypes[kind],
    name: recipient.name,
    email: recipient.email,
    ...(recipient.phone ? { phone: recipient.phone } : {}),
    message: `${row.title}. ${row.body}`.slice(0, 2000),
    ...(row.addressId ? { addressId: row.addressId } : {}),
    ...(numberOf('value') === undefined ? {} : { estimatedValue: numberOf('value') }),
    ...(numberOf('balance') === undefined ? {} : { loanBalance: numberOf('balance') }),
    ...(numberOf('dreamRate') === undefined ? {} : { dreamRate: numberOf('dreamRate') }),
  };
  const parsed = leadRequestSchema.safeParse(candidate);
  if (parsed.success) return parsed.data;
  // A phone the lead form would not take is left out rather than losing the lead.
  const { phone: _phone, ...withoutPhone } = candidate;
  return leadRequestSchema.parse(withoutPhone);
}
