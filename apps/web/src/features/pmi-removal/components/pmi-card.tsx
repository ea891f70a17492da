import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  PMMS_CREDIT,
  type AddressFigures,
  type MortgageInsuranceOutlook,
  type LoanProgram,
  type PropertyRecord,
} from '@roost/domain';
import { formatCalendarDate, formatMonth, formatRate, formatMoney } from '../../../lib/format';
import { RemovalOutlookText } from './removal-outlook';

interface PmiCardProps {
  record: PropertyRecord;
  figures: AddressFigures;
  today: string;
  onRequestRemoval: () => void;
  sending: boolean;
}

type Ended = Extract<MortgageInsuranceOutlook, { status: 'ended' }>;
type InForce = Extract<MortgageInsuranceOutlook, { status: 'in-force' }>;

function cardTitle(program: LoanProgram): string {
  if (program === 'fha') return 'Your mortgage insurance (MIP)';
  if (program === 'va') return 'Your mortgage insurance';
  return 'Your mortgage insurance (PMI)';
}

/**
 * The monthly insurance and when it can be removed; or, once its end date has passed, that it
 * should have ended and what to do (never a premium beside that date); or that there is none.
 */
export function PmiCard({ record, figures, today, onRequestRemoval, sending }: PmiCardProps) {
  const { insurance } = figures;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="pmi-card-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="pmi-card-title" variant="h5" component="h2" gutterBottom>
        {cardTitle(figures.program)}
      </Typography>
      {insurance.status === 'in-force' && (
        <>
          <MonthlyInsurance insurance={insurance} />
          <RemovalOutlookText removal={figures.removal} today={today} />
        </>
      )}
      {insurance.status === 'ended' && <InsuranceEnded insurance={insurance} />}
      {insurance.status === 'none' && (
        <>
          <Headline>No mortgage insurance</Headline>
          <Typography>{insurance.reason}.</Typography>
        </>
      )}
      {record.loanRatePercent !== null && record.loanDate && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          Loan balance estimated at the {formatRate(record.loanRatePercent)} average rate of{' '}
          {formatMonth(record.loanDate)}, {PMMS_CREDIT}
        </Typography>
      )}
      {insurance.status !== 'none' && (
        <Button variant="contained" size="large" onClick={onRequestRemoval} disabled={sending} sx={{ mt: 3 }}>
          Let&apos;s Get This Removed
        </Button>
      )}
    </Paper>
  );
}

function Headline({ children }: { children: string }) {
  return (
    <Typography variant="h4" component="p" sx={{ fontWeight: 700, mb: 1 }}>
      {children}
    </Typography>
  );
}

function endedSentence({ rule, endedOn }: Ended): string {
  const date = formatCalendarDate(endedOn);
  switch (rule) {
    case 'automatic-termination':
      return `It should already have ended automatically, on ${date}, when your balance was scheduled to reach 78% of the original value, if your payments are up to date.`;
    case 'midpoint':
      return `It should already have ended on ${date}, halfway through your loan's term, if your payments are up to date.`;
    case 'fha-eleven-years':
      return `The FHA premium (MIP) should already have ended after 11 years of payments, with the payment due ${date}, if your payments are up to date.`;
    case 'fha-78-percent':
      return `The FHA premium (MIP) should already have ended with the payment due ${date}, when your balance was scheduled to reach 78% of the original value, if your payments are up to date.`;
  }
}

function InsuranceEnded({ insurance }: { insurance: Ended }) {
  return (
    <>
      <Headline>It should have ended</Headline>
      <Typography>{endedSentence(insurance)}</Typography>
      <Typography sx={{ mt: 1 }}>
        If your statement still shows a mortgage insurance payment, ask your servicer to stop it and to return the
        premiums paid since then, or let an expert help you.
      </Typography>
    </>
  );
}

function MonthlyInsurance({ insurance }: { insurance: InForce }) {
  const { estimate } = insurance;
  return (
    <>
      <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
        {insurance.monthly === 0 ? 'Less than $1' : formatMoney(insurance.monthly)}
        <Typography component="span" variant="body1">
          {' '}
          a month
        </Typography>
      </Typography>
      {estimate.basis === 'estimate' ? (
        <>
          <Typography>Estimated at {estimate.annualRatePercent}% a year of your balance.</Typography>
          <ul style={{ margin: '0.25rem 0 0', paddingLeft: '1.25rem' }}>
            {estimate.assumptions.map((assumption) => (
              <Typography component="li" variant="body2" key={assumption}>
                {assumption}
              </Typography>
            ))}
          </ul>
        </>
      ) : (
        <Typography>A typical amount, not an estimate for this loan: {lowerFirst(estimate.reason)}.</Typography>
      )}
    </>
  );
}

/** 'The loan started...' reads 'the loan started...' mid-sentence; 'VA loans...' keeps its capitals. */
const lowerFirst = (text: string) => (/^[A-Z]{2}/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1));
