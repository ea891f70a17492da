import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { OptOut } from '@roost/domain';
import { momentText, phoneText, sourceLabel } from './opt-out-text';

interface OptOutsTableProps {
  optOuts: readonly OptOut[];
  /** What the table says when it has no row. */
  empty: string;
  onHistory: (phone: string) => void;
  onUndo: (phone: string) => void;
}

const LABEL = 'Opted-out numbers';

/**
 * The numbers opted out now, newest first. On a phone the table scrolls sideways inside its own box (which
 * takes focus, so the keyboard reaches the scroll too) rather than widening the page.
 */
export function OptOutsTable({ optOuts, empty, onHistory, onUndo }: OptOutsTableProps) {
  return (
    <TableContainer component={Paper} variant="outlined" tabIndex={0} role="region" aria-label={LABEL}>
      <Table size="small" aria-label={LABEL} sx={{ minWidth: 720 }}>
        <TableHead>
          <TableRow>
            <TableCell>Phone</TableCell>
            <TableCell>Opted out</TableCell>
            <TableCell>Source</TableCell>
            <TableCell>Reason</TableCell>
            <TableCell>Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {optOuts.map((optOut) => {
            const phone = phoneText(optOut.phone);
            return (
              <TableRow key={optOut.phone}>
                <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                  {phone}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{momentText(optOut.createdDate)}</TableCell>
                <TableCell>{sourceLabel(optOut.source)}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 160 }}>{optOut.reason ?? '—'}</TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1}>
                    <Button size="small" onClick={() => onHistory(optOut.phone)} aria-label={`History of ${phone}`}>
                      History
                    </Button>
                    <Button
                      size="small"
                      variant="outlined"
                      onClick={() => onUndo(optOut.phone)}
                      aria-label={`Undo opt-out of ${phone}`}
                      sx={{ whiteSpace: 'nowrap' }}
                    >
                      Undo opt-out
                    </Button>
                  </Stack>
                </TableCell>
              </TableRow>
            );
          })}
          {optOuts.length === 0 && (
            <TableRow>
              <TableCell colSpan={5}>{empty}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
