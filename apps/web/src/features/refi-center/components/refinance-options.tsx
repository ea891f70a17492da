import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PAYMENT_DESIGN_DEFAULTS, PMMS_CREDIT } from '@roost/domain';
import { formatCalendarDate, formatMoney, formatRate } from '../../../lib/format';
import { ARM_DISCOUNT_PERCENT, useTodayRates } from '../../../lib/today-rates';
import { refinanceOptions, ARM_FIRST_RESET_MONTH, type CurrentLoanPayment } from './refi-figures';
import { CardGrid } from '../../../components/card-grid';

interface RefinanceOptionsProps {
  balance: number;
  current: CurrentLoanPayment | undefined;
  monthlyTaxes: number;
}

function changeText(change: number | undefined): string {
  if (change === undefined) return '–';
  const rounded = Math.round(change);
  if (rounded === 0) return 'No change';
  return rounded < 0 ? `${formatMoney(-rounded)} less` : `${formatMoney(rounded)} more`;
}

/** Refinancing the balance in force at today's average rates: 30 and 15 year fixed and the 5-year ARM. */
export function RefinanceOptions({ balance, current, monthlyTaxes }: RefinanceOptionsProps) {
  const { data: rates, isError } = useTodayRates();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="refinance-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="refinance-title" variant="h6" component="h2" gutterBottom>
        Refinance options at today&apos;s rates
      </Typography>
      {isError && (
        <Alert severity="warning" role="status">
          Today&apos;s rates could not be loaded, so the options cannot be worked out right now. Please try again later.
        </Alert>
      )}
      {!rates && !isError && <LinearProgress aria-label="Loading today's rates" />}
      {rates && (
        <>
          <CardGrid label="Refinance options" columns={{ xs: 1, sm: 3 }}>
            {refinanceOptions(balance, rates, current, monthlyTaxes).map((option) => (
              <Box
                component="li"
                key={option.label}
                aria-label={option.label}
                sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
              >
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                  {option.label} at {formatRate(option.ratePercent)}
                </Typography>
                <Box component="dl" sx={{ m: 0, '& dd': { m: 0, mb: 1, fontWeight: 700 } }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    Principal &amp; interest
                  </Typography>
                  <Typography component="dd" variant="h6">
                    {formatMoney(option.principalAndInterest)}
                  </Typography>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    With taxes &amp; insurance
                  </Typography>
                  <Typography component="dd">{formatMoney(option.total)}</Typography>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    Against today
                  </Typography>
                  <Typography component="dd">{changeText(option.monthlyChange)}</Typography>
                  {option.worstCaseFirstReset && (
                    <>
                      <Typography component="dt" variant="body2" color="text.secondary">
                        At most from payment {ARM_FIRST_RESET_MONTH}
                      </Typography>
                      <Typography component="dd">{formatMoney(option.worstCaseFirstReset.payment)}</Typography>
                    </>
                  )}
                </Box>
              </Box>
            ))}
          </CardGrid>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            A refinance of the loan balance above with no cash out. Rates are the Freddie Mac weekly averages for the
            week of {formatCalendarDate(rates.rate30.date)}; the 5-year ARM is an illustration {ARM_DISCOUNT_PERCENT}{' '}
            point below the 30-year average, fixed for 60 payments, then able to rise by at most 2 points at its first
            change (2/1/5 caps). Taxes are the yearly tax on record divided by 12 and insurance an assumed{' '}
            {formatMoney(PAYMENT_DESIGN_DEFAULTS.monthlyInsurance)} a month. A new loan starts a new term, and closing
            costs are not included. Market averages, not an offer of credit. {PMMS_CREDIT}
          </Typography>
        </>
      )}
    </Paper>
  );
}
