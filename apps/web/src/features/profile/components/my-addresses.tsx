import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { formatCalendarDate, formatMoney } from '../../../lib/format';
import { toolAddressPath } from '../../../lib/use-choose-address';
import { userAddressesWithPropertyQuery } from '../../../lib/user-addresses';
import { ProfileSection } from './profile-section';

const columns = ['Address', 'Baths', 'Beds', 'Estimate', 'Loan Balance', 'Created'] as const;

const money = (amount: number | null) => (amount === null ? '–' : formatMoney(amount));
const count = (amount: number | null) => (amount === null ? '–' : String(amount));

/** Spec, profile: 'My Addresses' (Address, Baths, Beds, Estimate, Loan Balance, Created), newest first. */
export function MyAddresses({ userId }: { userId: string }) {
  const { data, isError } = useQuery(userAddressesWithPropertyQuery(userId));
  const rows = data ? [...data].sort((a, b) => b.createdDate.localeCompare(a.createdDate)) : [];
  return (
    <ProfileSection
      title="My Addresses"
      titleId="my-addresses-title"
      loadingWhat="your addresses"
      loading={!data && !isError}
      failure={isError ? 'Your addresses could not be loaded. Please try again.' : undefined}
    >
      {data && rows.length === 0 && (
        <Typography>
          No addresses yet. Look up your home with PMI/MIP Removal and update its loan balance to keep it here.
        </Typography>
      )}
      {rows.length > 0 && (
        <TableContainer tabIndex={0} role="region" aria-labelledby="my-addresses-title">
          <Table size="small" aria-labelledby="my-addresses-title">
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column} component="th" scope="col" align={column === 'Address' ? 'left' : 'right'}>
                    {column}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id}>
                  <TableCell component="th" scope="row" sx={{ minWidth: 180 }}>
                    <Link component={RouterLink} to={toolAddressPath('/estimator/reficenter', row.addressId)}>
                      {row.address ?? row.addressId}
                    </Link>
                  </TableCell>
                  <TableCell align="right">{count(row.baths)}</TableCell>
                  <TableCell align="right">{count(row.beds)}</TableCell>
                  <TableCell align="right">{money(row.estimate)}</TableCell>
                  <TableCell align="right">{money(row.loanBalance)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatCalendarDate(row.createdDate)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </ProfileSection>
  );
}
