import type { CarrierTextMetrics } from '../../../platform/metrics/metrics';
import type { Carrier } from './carrier';

/**
 * The carrier with its texts counted for the metrics: every text it accepts (campaigns, replies, alerts all go
 * through here), and every refusal no retry mends as a failure with the carrier's code. A retryable refusal is not
 * a failure yet: the sender tries the text again.
 */
export function countedCarrier(carrier: Carrier, texts: CarrierTextMetrics | undefined): Carrier {
  if (!texts) return carrier;
  return {
    ...carrier,
    async send(text) {
      const outcome = await carrier.send(text);
      if (outcome.kind === 'accepted') texts.handedOver();
      else if (outcome.kind === 'refused' && !outcome.retryable) texts.failed(outcome.code);
      return outcome;
    },
  };
}
