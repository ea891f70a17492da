import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { opportunityReasonLabels, type Opportunity, type OpportunityReason } from '@roost/domain';
import { formatMoney, formatMonth, formatRate } from '../../../lib/format';
import { Figure } from './lead-card';
import { phoneText } from './lead-text';

const productLabels = { '30-year': '30-year fixed', '15-year': '15-year fixed', arm: 'ARM' } as const;

/** The figures behind one reason, as label and value. */
function reasonFigures(reason: OpportunityReason): [string, string][] {
  switch (reason.kind) {
    case 'rate':
      return [
        ['Their rate', `${formatRate(reason.ratePercent)}${reason.rateEstimated ? ' (estimated)' : ''}`],
        ["Today's rate", `${formatRate(reason.todayRatePercent)} ${productLabels[reason.todayRateProduct]}`],
        ['Payment', `${formatMoney(reason.currentPayment)} to ${formatMoney(reason.newPayment)}`],
        ['Saves', `${formatMoney(reason.monthlySaving)}/mo`],
      ];
    case 'mortgageInsurance':
      return [
        ['Removable', reason.since ? `since ${formatMonth(reason.since)}` : 'now'],
        ...(reason.monthlyInsurance === null
          ? []
          : ([['PMI', `${formatMoney(reason.monthlyInsurance)}/mo`]] as [string, string][])),
        ...(reason.loanToValuePercent === null
          ? []
          : ([['Loan-to-value', `${reason.loanToValuePercent}%`]] as [string, string][])),
      ];
    case 'cashOut':
      return [
        ['Equity', formatMoney(reason.equity)],
        ['Cash available', formatMoney(reason.cashAvailable)],
      ];
  }
}

/** One homeowner of the opportunity list: who, their home's figures, and each reason in a sentence with its figures. */
export function OpportunityCard({ opportunity }: { opportunity: Opportunity }) {
  const name = opportunity.name ?? 'No name given';
  const { figures, source } = opportunity;
  return (
    <Paper component="li" variant="outlined" aria-label={name} sx={{ p: 2, listStyle: 'none' }}>
      <Stack spacing={1}>
        <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        {opportunity.address && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {opportunity.address}
          </Typography>
        )}
        <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
          {opportunity.phone && <Figure label="Phone" value={phoneText(opportunity.phone)} />}
          <Figure
            label="Came through"
            value={source.kind === 'campaign' ? `Campaign: ${source.campaignName ?? 'a campaign'}` : 'A lead'}
          />
          <Figure label="Value" value={formatMoney(figures.value)} />
          <Figure label="Balance" value={formatMoney(figures.balance)} />
        </Stack>
        <Stack component="ul" aria-label={`Reasons to call ${name}`} spacing={1} sx={{ p: 0, m: 0 }}>
          {opportunity.reasons.map((reason) => (
            <Stack
              component="li"
              key={reason.kind}
              spacing={0.5}
              sx={{ listStyle: 'none', borderLeft: 3, borderColor: 'primary.main', pl: 1.5 }}
            >
              <Typography sx={{ fontWeight: 600 }}>
                <Typography component="span" variant="body2" color="text.secondary">
                  {opportunityReasonLabels[reason.kind]}:
                </Typography>{' '}
                {reason.text}
              </Typography>
              <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
                {reasonFigures(reason).map(([label, value]) => (
                  <Figure key={label} label={label} value={value} />
                ))}
              </Stack>
            </Stack>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
