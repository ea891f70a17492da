import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import type { PropertyRecord, UserMortgage } from '@roost/domain';
import { Link as RouterLink } from 'react-router';
import { formatMoney, formatRate } from '../lib/format';
import { useLoanBalance } from '../lib/use-loan-balance';

export const MORTGAGE_PROFILE_PATH = '/profile/mortgage';

/**
 * Says that a tool page works from the person's saved mortgage rather than our estimates, and which
 * figures: its rate always; its balance unless they entered a newer one on a page this session.
 */
export function SavedMortgageNote({ record, mortgage }: { record: PropertyRecord; mortgage: UserMortgage }) {
  const { source } = useLoanBalance(record);
  const title = `“${mortgage.reportTitle}”`;
  return (
    <Alert severity="info" role="note" sx={{ mb: 2 }}>
      {source === 'typed'
        ? `The interest rate (${formatRate(mortgage.interestRate)}) comes from your saved mortgage ${title}; the loan balance is the one you entered.`
        : `These figures use your saved mortgage ${title}: interest rate ${formatRate(mortgage.interestRate)} and loan balance ${formatMoney(mortgage.loanBalance)}, in place of our estimates.`}{' '}
      <Link component={RouterLink} to={MORTGAGE_PROFILE_PATH}>
        Edit your mortgages
      </Link>
    </Alert>
  );
}
