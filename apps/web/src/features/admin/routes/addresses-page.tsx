import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useCallback, useState } from 'react';
import { useAddressesPage } from '../api/list-addresses';
import { formatDay, formatDollars } from '../components/formatting';
import { KeysetPagination } from '../components/keyset-pagination';
import { ListState } from '../components/list-state';
import { PageTitle } from '../components/page-title';
import { ScrollTable } from '../components/scroll-table';
import { SearchForm } from '../components/search-form';
import { useKeysetPages } from '../components/use-keyset-pages';

const sourceLabel = (source: string) => (source === 'sample' ? 'Sample data' : source);

/** /admin/addresses (superadmin): the stored property records, newest first, with value and loan balance. */
export function AddressesPage() {
  const [search, setSearch] = useState('');
  const pages = useKeysetPages(search);
  const addresses = useAddressesPage({ limit: pages.pageSize, cursor: pages.cursor, search });
  const onSearch = useCallback((term: string) => setSearch(term), []);
  const rows = addresses.data?.addresses ?? [];
  return (
    <Stack spacing={2}>
      <PageTitle title="Addresses" what="Stored property records, newest first, with their value and loan balance." />
      <SearchForm label="Search addresses" hint="Part of a street, city or ZIP code" onSearch={onSearch} />
      <ListState
        loading={addresses.isFetching}
        loadingLabel="Loading addresses"
        failure="The addresses could not be loaded."
        error={addresses.isError ? addresses.error : null}
        onRetry={() => void addresses.refetch()}
      />
      <ScrollTable label="Addresses" minWidth={720}>
        <TableHead>
          <TableRow>
            <TableCell>Address</TableCell>
            <TableCell align="right">Value</TableCell>
            <TableCell align="right">Loan balance</TableCell>
            <TableCell>Source</TableCell>
            <TableCell>Saved</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((record) => (
            <TableRow key={record.id}>
              <TableCell component="th" scope="row">
                {record.address}
              </TableCell>
              <TableCell align="right">{formatDollars(record.estimate)}</TableCell>
              <TableCell align="right">{formatDollars(record.loanBalance)}</TableCell>
              <TableCell>{sourceLabel(record.source)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(record.createdDate)}</TableCell>
            </TableRow>
          ))}
          {addresses.isSuccess && rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={5}>
                {search ? `No address matches "${search}".` : 'No property records are stored yet.'}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </ScrollTable>
      <KeysetPagination pages={pages} page={addresses.data} rowCount={rows.length} label="Addresses pages" />
    </Stack>
  );
}
