import { Counter, Gauge, type Registry } from 'prom-client';
import { SlidingMinute } from './sending-rate';

/** What one carrier's texts tell the metrics: handed over, delivered, failed with the carrier's error code. */
export interface CarrierTextMetrics {
  handedOver(): void;
  delivered(): void;
  /** A final failure: a delivery report, or a refusal at send that no retry mends. */
  failed(errorCode: number | undefined): void;
}

export interface TextMetrics {
  /** The counters of one carrier (its provider name: sandbox, twilio): a label, never a phone number. */
  of(carrier: string): CarrierTextMetrics;
}

/**
 * Texts by carrier, and the sending rate of this process beside the configured one. The rate setting is per
 * sending number over a 10 s window (the sender's own limit); the gauge here is this process's texts over the last
 * minute, so a sum over processes above the setting times the numbers says the limit is not holding.
 */
export function textMetrics(registry: Registry, configuredRatePerSecond: number | undefined): TextMetrics {
  const registers = [registry];
  const handed = new Counter({
    name: 'roost_texts_handed_total',
    help: 'Texts the carrier accepted from this process (campaigns, replies, alerts)',
    labelNames: ['carrier'] as const,
    registers,
  });
  const delivered = new Counter({
    name: 'roost_texts_delivered_total',
    help: 'Texts the carrier reported delivered (reports handled by this process)',
    labelNames: ['carrier'] as const,
    registers,
  });
  const failed = new Counter({
    name: 'roost_texts_failed_total',
    help: "Texts that finally failed, by the carrier's error code (none: no code given)",
    labelNames: ['carrier', 'error_code'] as const,
    registers,
  });
  const lastMinute = new SlidingMinute();
  new Gauge({
    name: 'roost_texts_sending_rate_per_second',
    help: 'Texts this process handed the carrier per second, averaged over the last minute',
    registers,
    collect() {
      this.set(lastMinute.perSecond());
    },
  });
  if (configuredRatePerSecond !== undefined) {
    const configured = new Gauge({
      name: 'roost_texts_configured_rate_per_second',
      help: 'SMS_SENDER_RATE_PER_SECOND: the texts a second the sender may hand the carrier per sending number',
      registers,
    });
    configured.set(configuredRatePerSecond);
  }
  const carriers = new Map<string, CarrierTextMetrics>();
  return {
    of(carrier) {
      let bound = carriers.get(carrier);
      if (!bound) {
        const handedChild = handed.labels(carrier);
        const deliveredChild = delivered.labels(carrier);
        bound = {
          handedOver() {
            handedChild.inc();
            lastMinute.add();
          },
          delivered: () => deliveredChild.inc(),
          failed: (errorCode) =>
            failed.inc({ carrier, error_code: errorCode === undefined ? 'none' : String(errorCode) }),
        };
        carriers.set(carrier, bound);
      }
      return bound;
    },
  };
}
