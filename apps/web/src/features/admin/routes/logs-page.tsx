import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { LogFilterForm as LogFilter } from '@roost/domain';
import { useState } from 'react';
import { useCurrentUser } from '../../../lib/current-user';
import type { LogsPageRequest } from '../api/list-logs';
import { useLogsPage } from '../api/list-logs';
import { formatDateTime } from '../components/formatting';
import { KeysetPagination } from '../components/keyset-pagination';
import { ListState } from '../components/list-state';
import { actionLabel, LogActor, LogTarget } from '../components/log-actor-target';
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
    targetType: filter.targetType || undefined,
    actor: filter.actor || undefined,
    from: filter.fromDate ? startOfDay(filter.fromDate) : undefined,
    to: filter.toDate ? startOfDay(filter.toDate, 1) : undefined,
  };
}

/**
 * /admin/logs: the core log, newest first, by source, action, target type, actor and days. A superadmin
 * reads all of it; an organization admin the audit entries of their organizations (the server decides).
 */
export function LogsPage() {
  const [filter, setFilter] = useState<LogFilter>(noLogFilter);
  const { data: user } = useCurrentUser();
  const query = logQueryOf(filter);
  const pages = useKeysetPages(JSON.stringify(query));
  const logs = useLogsPage({ ...query, limit: pages.pageSize, cursor: pages.cursor });
  const rows = logs.data?.logs ?? [];
  const everything = user?.roles.includes('superadmin') ?? false;
  return (
    <Stack spacing={2}>
      <PageTitle
        title="Logs"
        what={
          everything
            ? 'Who did what, failed sign-ins and confirmations, and other events worth a look, newest first.'
            : 'Who did what in your organizations: campaigns, payments, members, opt-outs and exports, newest first.'
        }
      />
      <LogFilterForm onApply={setFilter} />
      <ListState
        loading={logs.isFetching}
        loadingLabel="Loading the log"
        failure="The log could not be loaded."
        error={logs.isError ? logs.error : null}
        onRetry={() => void logs.refetch()}
      />
      <ScrollTable label="Log entries" minWidth={960} stackOnPhone>
        <TableHead>
          <TableRow>
            <TableCell>Time</TableCell>
            <TableCell>Source</TableCell>
            <TableCell>Action</TableCell>
            <TableCell>Who</TableCell>
            <TableCell>Target</TableCell>
            <TableCell>Details</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((log) => (
            <TableRow key={log.id} sx={{ verticalAlign: 'top' }}>
              <TableCell component="th" scope="row" data-label="Time" sx={{ whiteSpace: 'nowrap' }}>
                <time dateTime={log.createdAt}>{formatDateTime(log.createdAt)}</time>
              </TableCell>
              <TableCell data-label="Source">{log.source}</TableCell>
              <TableCell data-label="Action">{actionLabel(log.action)}</TableCell>
              <TableCell data-label="Who">
                <LogActor actor={log.actor} />
              </TableCell>
              <TableCell data-label="Target">
                <LogTarget target={log.target} />
              </TableCell>
              <TableCell data-label="Details">
                <LogData entries={log.data} />
              </TableCell>
            </TableRow>
          ))}
          {logs.isSuccess && rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={6}>No log entries match.</TableCell>
            </TableRow>
          )}
        </TableBody>
      </ScrollTable>
      <KeysetPagination pages={pages} page={logs.data} rowCount={rows.length} label="Log pages" />
    </Stack>
  );
}
