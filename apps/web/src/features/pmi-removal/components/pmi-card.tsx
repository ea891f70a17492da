import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PMMS_CREDIT, type MortgageInsuranceEstimate, type PropertyRecord } from '@roost/domain';
import { formatMonth, formatRate, formatMoney } from '../../../lib/format';
import type { PmiFigures } from './pmi-figures';
import { RemovalOutlookText } from './removal-outlook';

interface PmiCardProps {
  record: PropertyRecord;
  figures: PmiFigures;
  today: string;
  onRequestRemoval: () => void;
  sending: boolean;
}

/** The monthly insurance, when it can be removed, the rate behind the balance, and the lead button. */
export function PmiCard({ record, figures, today, onRequestRemoval, sending }: PmiCardProps) {
  const { insurance } = figures;
  const title = figures.program === 'fha' ? 'Your mortgage insurance (MIP)' : 'Your mortgage insurance (PMI)';
  return (
    <Paper variant="outlined" component="section" aria-labelledby="pmi-card-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="pmi-card-title" variant="h5" component="h2" gutterBottom>
        {title}
      </Typography>
      {figures.program !== 'va' && <MonthlyInsurance insurance={insurance} />}
      <RemovalOutlookText removal={figures.removal} today={today} />
      {record.loanRatePercent !== null && record.loanDate && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          Loan balance estimated at the {formatRate(record.loanRatePercent)} average rate of{' '}
          {formatMonth(record.loanDate)}, {PMMS_CREDIT}
        </Typography>
      )}
      {insurance.basis !== 'not-required' && (
        <Button variant="contained" size="large" onClick={onRequestRemoval} disabled={sending} sx={{ mt: 3 }}>
          Let&apos;s Get This Removed
        </Button>
      )}
    </Paper>
  );
}

function MonthlyInsurance({ insurance }: { insurance: MortgageInsuranceEstimate }) {
  return (
    <>
      <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
        {formatMoney(insurance.monthly)}
        <Typography component="span" variant="body1">
          {' '}
          a month
        </Typography>
      </Typography>
      {insurance.basis === 'estimate' && (
        <>
          <Typography>Estimated at {insurance.annualRatePercent}% a year of your balance.</Typography>
          <ul style={{ margin: '0.25rem 0 0', paddingLeft: '1.25rem' }}>
            {insurance.assumptions.map((assumption) => (
              <Typography component="li" variant="body2" key={assumption}>
                {assumption}
              </Typography>
            ))}
          </ul>
        </>
      )}
      {insurance.basis === 'fallback' && (
        <Typography>A typical amount, not an estimate for this loan: {lowerFirst(insurance.reason)}.</Typography>
      )}
      {insurance.basis === 'not-required' && (
        <Typography>No mortgage insurance: {lowerFirst(insurance.reason)}.</Typography>
      )}
    </>
  );
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
