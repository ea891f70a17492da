import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UserMortgage } from '@roost/domain';
import { Link as RouterLink } from 'react-router';
import { formatMoney, formatRate } from '../../../lib/format';
import { toolAddressPath } from '../../../lib/use-choose-address';

/** Spec 2.4: selecting a mortgage opens the Refi Center of its address. */
export const REFI_CENTER_PATH = '/estimator/reficenter';

interface MortgageCardProps {
  mortgage: UserMortgage;
  onEdit: () => void;
  onDelete: () => void;
}

/** One saved mortgage: its title (to the Refi Center of its address), address and figures, Edit and Delete. */
export function MortgageCard({ mortgage, onEdit, onDelete }: MortgageCardProps) {
  const figures: [string, string][] = [
    ['Loan balance', `${formatMoney(mortgage.loanBalance)} of ${formatMoney(mortgage.originalLoanBalance)}`],
    ['Interest rate', formatRate(mortgage.interestRate)],
    ['Mortgage insurance', `${formatMoney(mortgage.mortgageInsurance)}/mo`],
    ['Escrow', `${formatMoney(mortgage.escrow)}/mo`],
  ];
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
      <Stack spacing={1}>
        <Typography variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
          <Link component={RouterLink} to={toolAddressPath(REFI_CENTER_PATH, mortgage.addressId)}>
            {mortgage.reportTitle}
          </Link>
        </Typography>
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {mortgage.address}, {mortgage.city}, {mortgage.state} {mortgage.zipCode}
        </Typography>
        <Stack
          component="dl"
          direction="row"
          sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: 1, m: 0, '& dd': { m: 0, fontWeight: 600 } }}
        >
          {figures.map(([label, value]) => (
            <div key={label}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd">{value}</Typography>
            </div>
          ))}
        </Stack>
        <Stack direction="row" spacing={1}>
          <Button size="small" onClick={onEdit} aria-label={`Edit ${mortgage.reportTitle}`}>
            Edit
          </Button>
          <Button size="small" color="error" onClick={onDelete} aria-label={`Delete ${mortgage.reportTitle}`}>
            Delete
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
