import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CURRENT_RATE_DAYS, daysBetween, PMMS_SOURCE, type CurrentRates, type PmmsFeedStatus } from '@roost/domain';
import { RateAsOf } from '../../../components/rate-as-of';
import { formatCalendarDate, formatRate, todayIsoDate } from '../../../lib/format';
import { formatDateTime } from './formatting';

/** The rates every page shows now, where they come from, and a warning when they are too old to be today's. */
export function RatesInForce({ rates, feed }: { rates: CurrentRates; feed: PmmsFeedStatus }) {
  const figures = [
    { label: '30-year fixed', rate: rates.rate30 },
    { label: '15-year fixed', rate: rates.rate15 },
    { label: '5-year ARM', rate: rates.rateArm },
  ];
  const age = Math.max(0, daysBetween(rates.date, todayIsoDate()));
  return (
    <Paper variant="outlined" component="section" aria-labelledby="rates-in-force-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="rates-in-force-title" variant="h6" component="h2" gutterBottom>
        Rates the site shows now
      </Typography>
      {!rates.current && (
        <Alert severity="warning" role="status" sx={{ mb: 2 }}>
          These rates are {age} days old, more than {CURRENT_RATE_DAYS}: pages show them with their date and do not call
          them today&apos;s. Enter a rate sheet to bring them up to date.
        </Alert>
      )}
      <Box
        component="dl"
        aria-label="Rates in force"
        sx={{
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {figures.map(({ label, rate }) => (
          <Box key={label} sx={{ minWidth: 0 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="h5" sx={{ m: 0, fontWeight: 700 }}>
              {rate ? formatRate(rate.ratePercent) : '—'}
            </Typography>
          </Box>
        ))}
      </Box>
      <RateAsOf rates={rates} plural derived15 sx={{ mt: 2 }} />
      {rates.rateArm === null && (
        <Typography variant="body2" color="text.secondary">
          The survey has no ARM rate: without a rate sheet the tools show the 5-year ARM as an illustration below the
          30-year average.
        </Typography>
      )}
      <Typography variant="body2" sx={{ mt: 2 }}>
        {feedText(feed, rates)}
      </Typography>
    </Paper>
  );
}

function feedText(feed: PmmsFeedStatus, rates: CurrentRates): string {
  const shipped = feed.shippedThrough
    ? ` The history shipped with the site runs to ${formatCalendarDate(feed.shippedThrough)}.`
    : '';
  if (!feed.configured) {
    return `Freddie Mac feed: not configured (PMMS_FEED_URL), so only the shipped history and your rate sheets are used.${shipped}`;
  }
  const read = feed.lastReadDate
    ? `last read ${formatDateTime(feed.lastReadDate)}, newest week ${formatCalendarDate(feed.latestWeek ?? rates.date)}`
    : 'not read successfully yet';
  const using = rates.source === PMMS_SOURCE ? '' : ' Your rate sheet is newer, so it is the one shown.';
  return `Freddie Mac feed: ${read}.${using}${shipped}`;
}
