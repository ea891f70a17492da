import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { PrivacyRequest } from '@roost/domain';
import { formatCalendarDate } from '../../../lib/format';

interface PrivacyRequestsTableProps {
  requests: readonly PrivacyRequest[];
  /** The request whose action runs now: its buttons wait. */
  busyId: string | null;
  onDownload: (request: PrivacyRequest) => void;
  onErase: (request: PrivacyRequest) => void;
}

const LABEL = 'Privacy requests';

/** What is left of the 45 days, or when it was answered. */
export function dueText(request: PrivacyRequest): string {
  if (request.daysLeft === null)
    return `Answered ${request.completedAt ? formatCalendarDate(request.completedAt.slice(0, 10)) : ''}`.trim();
  if (request.daysLeft < 0) return `${-request.daysLeft} day${request.daysLeft === -1 ? '' : 's'} overdue`;
  if (request.daysLeft === 0) return 'Due today';
  return `${request.daysLeft} day${request.daysLeft === 1 ? '' : 's'} left`;
}

const kindText = (request: PrivacyRequest) => (request.kind === 'know' ? 'Know' : 'Delete');

/**
 * The organization's requests, open ones first by due date. On a phone the table scrolls sideways inside its own
 * box (which takes focus, so the keyboard reaches the scroll too) rather than widening the page.
 */
export function PrivacyRequestsTable({ requests, busyId, onDownload, onErase }: PrivacyRequestsTableProps) {
  return (
    <TableContainer component={Paper} variant="outlined" tabIndex={0} role="region" aria-label={LABEL}>
      <Table size="small" aria-label={LABEL} sx={{ minWidth: 760 }}>
        <TableHead>
          <TableRow>
            <TableCell>Phone or e-mail</TableCell>
            <TableCell>Request</TableCell>
            <TableCell>Requested by</TableCell>
            <TableCell>Received</TableCell>
            <TableCell>Due</TableCell>
            <TableCell>Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {requests.map((request) => {
            const erased = request.kind === 'delete' && request.status === 'completed';
            const busy = busyId === request.id;
            return (
              <TableRow key={request.id}>
                <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                  {request.identifier}
                </TableCell>
                <TableCell>{kindText(request)}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 140 }}>{request.requestedBy}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatCalendarDate(request.receivedDate)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatCalendarDate(request.dueDate)}
                  <br />
                  {dueText(request)}
                </TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1}>
                    {!erased && (
                      <Button
                        size="small"
                        disabled={busy}
                        onClick={() => onDownload(request)}
                        aria-label={`Download data of ${request.identifier}`}
                        sx={{ whiteSpace: 'nowrap' }}
                      >
                        Download data
                      </Button>
                    )}
                    {request.kind === 'delete' && !erased && (
                      <Button
                        size="small"
                        variant="outlined"
                        color="error"
                        disabled={busy}
                        onClick={() => onErase(request)}
                        aria-label={`Erase data of ${request.identifier}`}
                        sx={{ whiteSpace: 'nowrap' }}
                      >
                        Erase data
                      </Button>
                    )}
                  </Stack>
                </TableCell>
              </TableRow>
            );
          })}
          {requests.length === 0 && (
            <TableRow>
              <TableCell colSpan={6}>No privacy request has been recorded for this organization.</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
