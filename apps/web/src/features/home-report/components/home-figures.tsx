import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { HomeReport } from '@roost/domain';
import { formatCalendarDate, formatMoney, formatRate } from '../../../lib/format';

/** What a figure nobody knows reads as: said plainly rather than shown as $0. */
export const NOT_KNOWN = 'Not known yet';

const money = (amount: number | null) => (amount === null ? NOT_KNOWN : formatMoney(amount));

function insuranceText({ mortgageInsurance: insurance }: HomeReport): string {
  switch (insurance.outlook) {
    case 'removable':
      return insurance.since
        ? `You may be able to stop paying it (since ${formatCalendarDate(insurance.since)})`
        : 'You may be able to stop paying it with a new valuation';
    case 'in-force':
      return insurance.toThreshold !== null
        ? `About ${money(insurance.monthly)} a month, until you owe ${formatMoney(insurance.toThreshold)} less`
        : `About ${money(insurance.monthly)} a month`;
    case 'none':
      return 'None on your loan';
    case 'unknown':
      return NOT_KNOWN;
  }
}

/** The home's figures in a homeowner's words, as a list of label and value (a phone reads it top to bottom). */
export function HomeFigures({ report }: { report: HomeReport }) {
  const { figures, refinance, todayRate } = report;
  const rows: [label: string, value: string][] = [
    ['Estimated value', money(figures.value)],
    ['What you still owe', money(figures.balance)],
    ['Your equity', money(figures.equity)],
    ['Cash you could take out (to 80% of value)', money(figures.cashAvailable)],
    ['Mortgage insurance (PMI)', insuranceText(report)],
  ];
  if (refinance) {
    rows.push(
      [`Today's ${refinance.todayRateProduct} rate`, formatRate(refinance.todayRatePercent)],
      ['Your payment now (principal and interest)', `${formatMoney(refinance.currentPayment)} a month`],
      ["At today's rate", `${formatMoney(refinance.newPayment)} a month`],
      ['You could save', `${formatMoney(refinance.monthlySaving)} a month`],
    );
  } else if (todayRate) {
    rows.push(["Today's 30-year rate", formatRate(todayRate.ratePercent)]);
  }
  return (
    <Paper variant="outlined" component="section" aria-labelledby="home-figures-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="home-figures-title" variant="h6" component="h2" gutterBottom>
        Your home at a glance
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        {rows.map(([label, value]) => (
          <Box
            key={label}
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              justifyContent: 'space-between',
              columnGap: 2,
              py: 1,
              borderTop: 1,
              borderColor: 'divider',
            }}
          >
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Estimates from public records and what your lender knows, not an offer to lend. Your loan officer can check them
        with you.
      </Typography>
    </Paper>
  );
}
