import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LOAN_TO_VALUE_THRESHOLD_PERCENT } from '@roost/domain';
import { formatMoney } from '../../../lib/format';
import type { PmiFigures } from './pmi-figures';

const EQUITY_TARGET_PERCENT = 100 - LOAN_TO_VALUE_THRESHOLD_PERCENT;

/** How far the balance is from 80% of today's value, as a bar and in plain words. */
export function LoanToValueCard({ figures }: { figures: PmiFigures }) {
  const percent = figures.loanToValuePercent;
  const equityPercent = percent === undefined ? 0 : Math.max(0, 100 - percent);
  const progress = Math.min(100, (equityPercent / EQUITY_TARGET_PERCENT) * 100);
  const title = figures.reachedThreshold ? 'Congratulations!' : 'Almost there!';
  return (
    <Paper variant="outlined" component="section" aria-labelledby="ltv-card-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="ltv-card-title" variant="h5" component="h2" gutterBottom>
        {title}
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

function explain({ loanToValuePercent: percent, reachedThreshold, toThreshold }: PmiFigures): string {
  if (percent === undefined) return 'We could not estimate the value of this home, so its loan-to-value is unknown.';
  const owed = `You owe about ${percent}% of what your home is worth today.`;
  if (reachedThreshold) {
    return `${owed} That is at or below the ${LOAN_TO_VALUE_THRESHOLD_PERCENT}% line where mortgage insurance can usually be removed.`;
  }
  return `${owed} Mortgage insurance can usually be removed at ${LOAN_TO_VALUE_THRESHOLD_PERCENT}%: paying down about ${formatMoney(toThreshold)}, or a rise in your home's value, gets you there.`;
}
