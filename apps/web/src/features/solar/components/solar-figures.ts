import { formatNumber as numberText, type ScoreBand, type SolarEstimate } from '@roost/domain';
import { formatMoney } from '../../../lib/format';

/** Plain words for the figures of a Solar Sun Score, shared by the card and the lead message. */

export const formatKwh = (kwh: number) => `${numberText(kwh)} kWh`;
export const formatCents = (cents: number) => `${numberText(cents, 2)} ¢/kWh`;
export const formatNumber = (value: number) => numberText(value, 2);

export const SCORE_MEANINGS: Record<ScoreBand, string> = {
  Excellent: 'Plenty of sun and a short payback: a strong case for solar.',
  Good: 'Solar should pay for itself well within the panels’ 25-year life.',
  Fair: 'Solar can work here, but it takes a long time to pay for itself.',
  Limited: 'Little sun or a very long payback: solar is hard to justify here.',
};

export const sourceLabel = (estimate: SolarEstimate) =>
  estimate.source === 'pvwatts' ? 'NREL PVWatts' : 'offline estimate';

export function paybackText(estimate: SolarEstimate): string {
  return estimate.paybackYears === null ? 'never, at these rates' : `${formatNumber(estimate.paybackYears)} years`;
}

/** The lead's message: the figures the person saw, in one line (well under the 2,000-character limit). */
export function solarLeadMessage(estimate: SolarEstimate): string {
  return (
    `Solar Sun Score ${estimate.score}/100 (${estimate.scoreBand}) for ${estimate.address}: ` +
    `${formatNumber(estimate.systemSizeKw)} kW system, ${formatKwh(estimate.annualKwh)} a year, ` +
    `saves about ${formatMoney(estimate.yearlySavings)} a year (${formatMoney(estimate.monthlySavings)} a month) ` +
    `at ${estimate.utility.name} rates, installed cost ${formatMoney(estimate.installedCost)}, ` +
    `payback ${paybackText(estimate)}. Source: ${sourceLabel(estimate)}.`
  );
}
