import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  COAST_SOLAR_RADIATION,
  DEFAULT_SYSTEM_KW,
  FULLY_INLAND_KM,
  INLAND_SOLAR_RADIATION,
  MAX_SYSTEM_KW,
  MIN_SYSTEM_KW,
  SCORE_PAYBACK_BEST_YEARS,
  SCORE_PAYBACK_WORST_YEARS,
  SCORE_SUN_CEILING,
  SCORE_SUN_FLOOR,
  SYSTEM_DERATE,
  WATTS_PER_SQUARE_FOOT,
  type LeadRequest,
  type SolarEstimate,
} from '@roost/domain';
import type { ReactNode } from 'react';
import { ApiRequestError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { useSolarEstimate } from '../api/get-solar-estimate';
import {
  formatCents,
  formatKwh,
  formatNumber,
  paybackText,
  SCORE_MEANINGS,
  solarLeadMessage,
  sourceLabel,
} from './solar-figures';

/** Hands a lead to whoever composed this section (app/ wires in the leads feature). */
export type RequestLead = (lead: Omit<LeadRequest, 'name' | 'email' | 'phone'>) => void;

export interface SolarScoreCardProps {
  addressId: string;
  requestLead: RequestLead;
  /** Whether a lead is on its way (the button waits). */
  sending: boolean;
}

const FAILED = 'The Solar Sun Score could not be worked out. Please try again.';

/** The Solar Sun Score of one address: the score and what it means, the figures, and every assumption. */
export function SolarScoreCard({ addressId, requestLead, sending }: SolarScoreCardProps) {
  const { data: estimate, error, isPending, isFetching, refetch } = useSolarEstimate(addressId);

  if (isPending) {
    return (
      <Box sx={{ py: 2 }}>
        <LinearProgress aria-label="Loading the Solar Sun Score" />
        <Typography role="status" sx={{ mt: 2, textAlign: 'center' }}>
          Working out the sun and savings for this home...
        </Typography>
      </Box>
    );
  }
  if (error) {
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()} disabled={isFetching}>
            Try again
          </Button>
        }
      >
        {error instanceof ApiRequestError ? error.message : FAILED}
      </Alert>
    );
  }

  const onRequest = () =>
    requestLead({
      type: 'solarSunScore',
      addressId: estimate.addressId,
      address: estimate.address,
      message: solarLeadMessage(estimate),
    });

  return (
    <Paper variant="outlined" component="article" aria-labelledby="solar-score-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="solar-score-title" variant="h5" component="h3">
        Your Solar Sun Score
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        {estimate.address}
      </Typography>

      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 3, rowGap: 1, mb: 2 }}>
        <Typography component="p" sx={{ lineHeight: 1 }}>
          <Box component="span" sx={{ fontSize: '3.5rem', fontWeight: 700, color: 'primary.main' }}>
            {estimate.score}
          </Box>{' '}
          <Box component="span" sx={{ fontSize: '1.25rem' }}>
            out of 100
          </Box>
        </Typography>
        <Box sx={{ flex: '1 1 220px' }}>
          <Typography sx={{ fontWeight: 700 }}>{estimate.scoreBand}</Typography>
          <Typography>{SCORE_MEANINGS[estimate.scoreBand]}</Typography>
        </Box>
      </Box>

      <Box
        component="dl"
        aria-label="Solar figures"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' },
          gap: 2,
          m: 0,
          mb: 2,
          '& dd': { m: 0, fontSize: '1.25rem', fontWeight: 600 },
          '& dt': { color: 'text.secondary' },
        }}
      >
        <Figure label="Yearly output">{formatKwh(estimate.annualKwh)}</Figure>
        <Figure label="Yearly savings">{formatMoney(estimate.yearlySavings)}</Figure>
        <Figure label="Monthly savings">{formatMoney(estimate.monthlySavings)}</Figure>
        <Figure label="System size">{formatNumber(estimate.systemSizeKw)} kW</Figure>
        <Figure label="Installed cost">{formatMoney(estimate.installedCost)}</Figure>
        <Figure label="Payback">{paybackText(estimate)}</Figure>
      </Box>

      <Typography sx={{ mb: 2 }}>
        <strong>How the score is made:</strong> {scoreExplanation(estimate)}
      </Typography>

      <Typography variant="h6" component="h4" gutterBottom>
        How we worked it out
      </Typography>
      <Box component="ul" sx={{ pl: 2.5, mt: 0, '& li': { mb: 1 } }}>
        {assumptions(estimate).map((text) => (
          <li key={text}>
            <Typography>{text}</Typography>
          </li>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Source: {sourceLabel(estimate)}. An estimate to start the conversation, not a quote: an installer will measure
        your roof, shade and bills.
      </Typography>

      <Button variant="contained" onClick={onRequest} disabled={sending}>
        {sending ? 'Sending...' : 'Request My Solar Score'}
      </Button>
    </Paper>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const SUN_POINTS_PER_UNIT = 50 / (SCORE_SUN_CEILING - SCORE_SUN_FLOOR);
const PAYBACK_POINTS_PER_YEAR = 50 / (SCORE_PAYBACK_WORST_YEARS - SCORE_PAYBACK_BEST_YEARS);

/** The score's formula with this home's numbers (the domain's sunScore). */
function scoreExplanation(estimate: SolarEstimate): string {
  return (
    `sun ${formatNumber(estimate.sunPoints)} of 50 points (${formatNumber(SUN_POINTS_PER_UNIT)} for each kWh/m²/day ` +
    `above ${SCORE_SUN_FLOOR}; this home gets ${formatNumber(estimate.solarRadiation)}) plus payback ` +
    `${formatNumber(estimate.paybackPoints)} of 50 points (${formatNumber(PAYBACK_POINTS_PER_YEAR)} for each year ` +
    `under ${SCORE_PAYBACK_WORST_YEARS}; this home: ${paybackText(estimate)}) = ${estimate.score}.`
  );
}

/** Each assumption with the home's own numbers, so a reader can redo the sums. */
function assumptions(estimate: SolarEstimate): string[] {
  const { utility } = estimate;
  const size = formatNumber(estimate.systemSizeKw);
  const exportedPercent = 100 - estimate.selfUseSharePercent;
  const sun =
    estimate.source === 'pvwatts'
      ? `Sun: ${formatNumber(estimate.solarRadiation)} kWh/m²/day on the panels, from NREL PVWatts for this location.`
      : `Sun: ${formatNumber(estimate.solarRadiation)} kWh/m²/day. It is ${COAST_SOLAR_RADIATION.toFixed(1)} at the coast and rises evenly to ${INLAND_SOLAR_RADIATION.toFixed(1)} at ${FULLY_INLAND_KM} km inland, as the ocean's cloud thins; this home is about ${formatNumber(estimate.inlandKm ?? 0)} km from the ocean.`;
  const output =
    estimate.source === 'pvwatts'
      ? `Output: ${formatKwh(estimate.annualKwh)} a year, modelled by NREL PVWatts for a ${size} kW roof array facing south, tilted 20°, with 14% system losses.`
      : `Output: ${size} kW × ${formatNumber(estimate.solarRadiation)} sun hours × 365 days × ${SYSTEM_DERATE} (losses in the inverter, wiring, heat and dust) = ${formatKwh(estimate.annualKwh)} a year.`;
  return [
    `System size: ${size} kW, at ${WATTS_PER_SQUARE_FOOT} W per square foot of the home, to the nearest half kW and kept within ${MIN_SYSTEM_KW}-${MAX_SYSTEM_KW} kW (${DEFAULT_SYSTEM_KW} kW when the home's size is unknown).`,
    sun,
    output,
    `Utility: ${utility.name}${estimate.county ? ` (${estimate.county} County)` : ''}. ${utility.rateBasis}`,
    `Savings: ${estimate.selfUseSharePercent}% of the output is used in the home as it is made (no battery) and saves ${formatCents(utility.retailCentsPerKwh)}; the other ${exportedPercent}% is sent to the grid for ${formatCents(utility.exportCentsPerKwh)}. ${formatKwh(estimate.selfUsedKwh)} × ${formatCents(utility.retailCentsPerKwh)} + ${formatKwh(estimate.exportedKwh)} × ${formatCents(utility.exportCentsPerKwh)} = ${formatMoney(estimate.yearlySavings)} a year, about ${formatMoney(estimate.monthlySavings)} a month.`,
    `Cost: ${formatMoney(estimate.costPerWatt)} per watt installed, ${size} kW × ${formatMoney(estimate.costPerWatt * 1000)} = ${formatMoney(estimate.installedCost)}. No federal tax credit: the 30% residential clean energy credit (25D) ended for systems paid for after December 31, 2025.`,
    estimate.paybackYears === null
      ? 'Payback: the savings never repay the cost at these rates.'
      : `Payback: ${formatMoney(estimate.installedCost)} ÷ ${formatMoney(estimate.yearlySavings)} a year = ${paybackText(estimate)}, before any rate rises, panel wear or upkeep.`,
  ];
}
