import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { LogFilterForm as LogFilter } from '@roost/domain';
import { useState } from 'react';
import type { LogsPageRequest } from '../api/list-logs';
import { useLogsPage } from '../api/list-logs';
import { formatDateTime } from '../components/formatting';
import { KeysetPagination } from '../components/keyset-pagination';
import { ListState } from '../components/list-state';
import { LogData } from '../components/log-data';
import { LogFilterForm, noLogFilter } from '../components/log-filter-form';
import { PageTitle } from '../components/page-title';
import { ScrollTable } from '../components/scroll-table';
import { useKeysetPages } from '../components/use-keyset-pages';

/** The start of a calendar day (YYYY-MM-DD) where the reader is, `plusDays` later, as an instant. */
function startOfDay(isoDate: string, plusDays = 0): string {
  const [year = 1970, month = 1, day = 1] = isoDate.split('-').map(Number);
  return new Date(year, month - 1, day + plusDays).toISOString();
}

/** The form's days (inclusive, the reader's) as the API's instants (from inclusive, to exclusive). */
export function logQueryOf(filter: LogFilter): Omit<LogsPageRequest, 'limit' | 'cursor'> {
  return {
    source: filter.source || undefined,
    action: filter.action || undefined,
    from: filter.fromDate ? startOfDay(filter.fromDate) : undefined,
    to: filter.toDate ? startOfDay(filter.toDate, 1) : undefined,
  };
}

/** /admin/logs (superadmin): the core log, newest first, by source, action and days. */
export function LogsPage() {
  const [filter, setFilter] = useState<LogFilter>(noLogFilter);
  const query = logQueryOf(filter);
  const pages = useKeysetPages(JSON.stringify(query));
  const logs = useLogsPage({ ...query, limit: pages.pageSize, cursor: pages.cursor });
  const rows = logs.data?.logs ?? [];
  return (
    <Stack spacing={2}>
      <PageTitle title="Logs" what="Events worth a look: failed sign-ins and confirmations, and more, newest first." />
      <LogFilterForm onApply={setFilter} />
      <ListState
        loading={logs.isFetching}
        loadingLabel="Loading the log"
        failure="The log could not be loaded."
        error={logs.isError ? logs.error : null}
        onRetry={() => void logs.refetch()}
      />
      <ScrollTable label="Log entries" minWidth={760}>
        <TableHead>
          <TableRow>
            <TableCell>Time</TableCell>
            <TableCell>Source</TableCell>
            <TableCell>Action</TableCell>
            <TableCell>Details</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((log) => (
            <TableRow key={log.id} sx={{ verticalAlign: 'top' }}>
              <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                <time dateTime={log.createdAt}>{formatDateTime(log.createdAt)}</time>
              </TableCell>
              <TableCell>{log.source}</TableCell>
              <TableCell>{log.action}</TableCell>
              <TableCell>
                <LogData entries={log.data} />
              </TableCell>
            </TableRow>
          ))}
          {logs.isSuccess && rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={4}>No log entries match.</TableCell>
            </TableRow>
          )}
        </TableBody>
      </ScrollTable>
      <KeysetPagination pages={pages} page={logs.data} rowCount={rows.length} label="Log pages" />
    </Stack>
  );
}
