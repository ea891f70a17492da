import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatMoney, formatRate } from '../../../lib/format';
import type { CurrentLoanPayment } from './refi-figures';

interface CurrentPaymentCardProps {
  current: CurrentLoanPayment | undefined;
  value: number;
  balance: number;
  monthlyTaxes: number;
  monthlyInsurance: number;
}

/** Equity and the payment on the loan as recorded, with what it is made of. */
export function CurrentPaymentCard({
  current,
  value,
  balance,
  monthlyTaxes,
  monthlyInsurance,
}: CurrentPaymentCardProps) {
  const equity = Math.max(0, value - balance);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="today-title"
      sx={{ p: { xs: 2, sm: 3 }, height: '100%' }}
    >
      <Typography id="today-title" variant="h6" component="h2">
        Your home today
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Equity
      </Typography>
      <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
        {value > 0 ? formatMoney(equity) : 'Not available'}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        Estimated value less the loan balance.
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Today&apos;s payment
      </Typography>
      {current ? (
        <>
          <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
            {formatMoney(current.principalAndInterest + monthlyTaxes + monthlyInsurance)}
          </Typography>
          <Typography variant="body2">
            Principal and interest {formatMoney(current.principalAndInterest)} on the original{' '}
            {formatMoney(current.loanAmount)} at {formatRate(current.ratePercent)} over {current.termMonths / 12} years,
            taxes {formatMoney(monthlyTaxes)} and insurance {formatMoney(monthlyInsurance)} (assumed). Mortgage
            insurance, if any, is not included.
          </Typography>
        </>
      ) : (
        <Typography>
          Not available: the loan on record has no amount or rate. Update your loan balance to compare refinance
          payments.
        </Typography>
      )}
    </Paper>
  );
}
