import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LOAN_TO_VALUE_THRESHOLD_PERCENT, type AddressFigures } from '@roost/domain';
import { formatMoney } from '../../../lib/format';

const EQUITY_TARGET_PERCENT = 100 - LOAN_TO_VALUE_THRESHOLD_PERCENT;

/**
 * Spec section 9: 'Congratulations!' at 80% or below, 'Almost there!' above, with the pay-down
 * that removes the insurance. A loan with no insurance to remove (VA, one that started at 80% or
 * less, or insurance that should already have ended) gets neither the encouragement nor a target.
 */
export function loanToValueTitle(figures: AddressFigures): string {
  if (figures.reachedThreshold) return 'Congratulations!';
  return figures.toThreshold === undefined ? 'Your loan-to-value' : 'Almost there!';
}

/** How far the balance is from 80% of today's value, as a bar and in plain words. */
export function LoanToValueCard({ figures }: { figures: AddressFigures }) {
  const percent = figures.loanToValuePercent;
  const equityPercent = percent === undefined ? 0 : Math.max(0, 100 - percent);
  const progress = Math.min(100, (equityPercent / EQUITY_TARGET_PERCENT) * 100);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="ltv-card-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="ltv-card-title" variant="h5" component="h2" gutterBottom>
        {loanToValueTitle(figures)}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={progress}
        aria-label={`Progress toward ${LOAN_TO_VALUE_THRESHOLD_PERCENT}% loan-to-value`}
        aria-valuetext={percent === undefined ? 'Not available' : `${percent}% loan-to-value`}
        color={figures.reachedThreshold ? 'success' : 'primary'}
        sx={{ height: 10, borderRadius: 5, mb: 2 }}
      />
      <Typography>{explain(figures)}</Typography>
    </Paper>
  );
}

function explain({ loanToValuePercent: percent, reachedThreshold, toThreshold, program, insurance }: AddressFigures) {
  if (percent === undefined) return 'We could not estimate the value of this home, so its loan-to-value is unknown.';
  const owed = `You owe about ${percent}% of what your home is worth today.`;
  const line = `${LOAN_TO_VALUE_THRESHOLD_PERCENT}%`;
  const payDown = `paying down about ${formatMoney(toThreshold ?? 0)}, or a rise in your home's value, gets you there`;
  if (reachedThreshold) {
    const atLine = `${owed} That is at or below the ${line} line`;
    if (insurance.status === 'none') {
      return `${atLine}, and this loan has no mortgage insurance to remove.`;
    }
    if (insurance.status === 'ended') return `${atLine}, and your mortgage insurance should already have ended.`;
    if (program === 'fha') {
      return `${atLine}: FHA insurance (MIP) does not end there, but you can usually refinance into a conventional loan without it.`;
    }
    return `${atLine} where mortgage insurance can usually be removed.`;
  }
  // The insurance card beside this one says why (VA, started at 80% or less, nothing owed).
  if (insurance.status === 'none') return `${owed} This loan has no mortgage insurance to remove.`;
  if (insurance.status === 'ended') {
    return `${owed} Your mortgage insurance should already have ended, so there is nothing to pay down for it.`;
  }
  if (program === 'fha') {
    return `${owed} FHA insurance (MIP) does not end at ${line}, but at ${line} you can usually refinance into a conventional loan without it: ${payDown}.`;
  }
  return `${owed} Mortgage insurance can usually be removed at ${line}: ${payDown}.`;
}
