import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PAYMENT_DESIGN_DEFAULTS, PMMS_SOURCE } from '@roost/domain';
import { formatMoney, formatRate } from '../../../lib/format';
import { ARM_DISCOUNT_PERCENT, armRateIsIllustration, useTodayRates } from '../../../lib/today-rates';
import { paymentChangeText, refinanceOptions, ARM_FIRST_RESET_MONTH, type CurrentLoanPayment } from './refi-figures';
import { CardGrid } from '../../../components/card-grid';
import { RateAsOf } from '../../../components/rate-as-of';

interface RefinanceOptionsProps {
  balance: number;
  current: CurrentLoanPayment | undefined;
  monthlyTaxes: number;
}

/**
 * Refinancing the balance in force at the current rates (30 and 15 year fixed and the 5-year ARM), dated,
 * and called today's only while they are current.
 */
export function RefinanceOptions({ balance, current, monthlyTaxes }: RefinanceOptionsProps) {
  const { data: rates, isError } = useTodayRates();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="refinance-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="refinance-title" variant="h6" component="h2" gutterBottom>
        {!rates
          ? 'Refinance options'
          : rates.current
            ? "Refinance options at today's rates"
            : 'Refinance options at the latest rates we have'}
      </Typography>
      {isError && (
        <Alert severity="warning" role="status">
          The current rates could not be loaded, so the options cannot be worked out right now. Please try again later.
        </Alert>
      )}
      {!rates && !isError && <LinearProgress aria-label="Loading the current rates" />}
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
                  <Typography component="dd">{paymentChangeText(option)}</Typography>
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
          <RateAsOf rates={rates} plural derived15 sx={{ mt: 2 }} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            A refinance of the loan balance above with no cash out. The 5-year ARM{' '}
            {armRateIsIllustration(rates)
              ? `is an illustration ${ARM_DISCOUNT_PERCENT} point below the 30-year average`
              : 'rate is from our rate sheet'}
            , fixed for 60 payments, then able to rise by at most 2 points at its first change (2/1/5 caps). Taxes are
            the yearly tax on record divided by 12 and insurance an assumed{' '}
            {formatMoney(PAYMENT_DESIGN_DEFAULTS.monthlyInsurance)} a month. A new loan starts a new term, and closing
            costs are not included. {rates.source === PMMS_SOURCE ? 'Market averages, not' : 'Not'} an offer of credit.
          </Typography>
        </>
      )}
    </Paper>
  );
}
