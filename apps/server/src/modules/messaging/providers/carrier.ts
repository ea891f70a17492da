/**
 * What the sending engine needs from a text-message carrier (campaigns brief, lessons 2 and 3): send one
 * text and say plainly whether it was accepted, refused (nothing was sent, so it may be retried) or
 * unknown (a time-out: look it up before anything else); find a text sent earlier, to reconcile an
 * unknown outcome; and the one-way order of delivery statuses.
 */
export type DeliveryStatus = 'queued' | 'accepted' | 'sending' | 'sent' | 'delivered' | 'undelivered' | 'failed';

const STATUS_RANK: Record<DeliveryStatus, number> = {
  queued: 0,
  accepted: 0,
  sending: 1,
  sent: 2,
  delivered: 3,
  undelivered: 3,
  failed: 3,
};

export const isDeliveryStatus = (value: string): value is DeliveryStatus => value in STATUS_RANK;

/** queued/accepted 0 < sending 1 < sent 2 < delivered/undelivered/failed 3 (final). */
export const statusRank = (status: DeliveryStatus): number => STATUS_RANK[status];
export const RANKED_STATUSES = Object.entries(STATUS_RANK) as readonly [DeliveryStatus, number][];

export const isFinalStatus = (status: DeliveryStatus) => STATUS_RANK[status] === STATUS_RANK.delivered;

/** True when a callback's status may replace the stored one: statuses only move forward; final ones stay. */
export function movesForward(current: DeliveryStatus, next: DeliveryStatus): boolean {
  return STATUS_RANK[next] > STATUS_RANK[current];
}

export interface OutboundText {
  /** E.164 */
  to: string;
  body: string;
  /** Where the carrier reports delivery statuses (absent for the sandbox). */
  statusCallbackUrl?: string | undefined;
}

export type SendOutcome =
  | { kind: 'accepted'; messageId: string; status: DeliveryStatus }
  /** The carrier answered that it did not take the text: nothing was sent. */
  | { kind: 'refused'; code: number | undefined; reason: string; retryable: boolean }
  /** No answer in time, or one that does not say: the text may or may not have gone. */
  | { kind: 'unknown'; reason: string };

export interface SentText {
  messageId: string;
  status: DeliveryStatus;
}

/** What a carrier says became of a text it took: a status callback, or the sandbox's equivalent. */
export interface DeliveryReport {
  messageId: string;
  status: DeliveryStatus;
  /** The carrier's error code of a text it could not deliver (30003, 30007, 21610...). */
  errorCode?: number | undefined;
}

export interface Carrier {
  readonly name: 'sandbox' | 'twilio';
  send(text: OutboundText): Promise<SendOutcome>;
  /** The text with this body sent to `to` at or after `since`, if the carrier has it. */
  find(text: { to: string; body: string; since: Date }): Promise<SentText | undefined>;
  /**
   * A carrier with no status webhooks (the sandbox) hands over the status changes of its texts here; Twilio
   * reports by webhook instead and has no such method. The same changes are handed over again until
   * `deliveriesRecorded` is called with them, so a process killed between the two loses none.
   */
  pollDeliveries?(now: Date): Promise<DeliveryReport[]>;
  /** The polled changes are in the ledger: the carrier's texts move along and are not reported again. */
  deliveriesRecorded?(reports: readonly DeliveryReport[]): Promise<void>;
}

/**
 * What a carrier error code asks of us: a sender that keeps texting numbers that opted out at the carrier, cannot
 * take texts or are being filtered breaks the opt-out rules and gets its numbers blocked.
 */
export type CarrierErrorAction = 'opt-out' | 'bad-number' | 'carrier-filtered' | 'none';

export function carrierErrorAction(code: number | undefined): CarrierErrorAction {
  switch (code) {
    case 21610: // the recipient replied STOP to this sender at the carrier
      return 'opt-out';
    case 21211: // not a valid phone number
    case 21614: // not a mobile number
    case 30003: // unreachable handset
    case 30005: // unknown destination
    case 30006: // landline or unreachable carrier
      return 'bad-number';
    case 30007: // filtered by the carrier as spam
      return 'carrier-filtered';
    default:
      return 'none';
  }
}
