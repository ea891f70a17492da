import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { MessageBanner } from '../../../components/message-banner';
import { formatCalendarDate, formatMoney } from '../../../lib/format';
import { toolAddressPath } from '../../../lib/use-choose-address';
import { userAddressesWithPropertyQuery } from '../../../lib/user-addresses';

const columns = ['Address', 'Baths', 'Beds', 'Estimate', 'Loan Balance', 'Created'] as const;

const money = (amount: number | null) => (amount === null ? '–' : formatMoney(amount));
const count = (amount: number | null) => (amount === null ? '–' : String(amount));

/** Spec, profile: 'My Addresses' (Address, Baths, Beds, Estimate, Loan Balance, Created), newest first. */
export function MyAddresses({ userId }: { userId: string }) {
  const { data, isError } = useQuery(userAddressesWithPropertyQuery(userId));
  const rows = data ? [...data].sort((a, b) => b.createdDate.localeCompare(a.createdDate)) : [];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="my-addresses-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h2" id="my-addresses-title" gutterBottom>
        My Addresses
      </Typography>
      {isError && (
        <MessageBanner
          message={{ message: 'Your addresses could not be loaded. Please try again.', messageType: 'error' }}
        />
      )}
      {!data && !isError && <LinearProgress aria-label="Loading your addresses" />}
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
    </Paper>
  );
}
