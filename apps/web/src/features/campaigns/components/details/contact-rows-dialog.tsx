import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { contactGroupTitles, rejectionReasonTexts, type ContactGroup, type ImportRow } from '@roost/domain';
import { useId, type ReactNode } from 'react';
import { useImportRows, type ImportSource } from '../../api/import-rows';
import { LoadMoreButton } from '../../../../components/load-more-button';

interface ContactRowsDialogProps {
  source: ImportSource;
  group: ContactGroup;
  /** How many rows the group holds (from the report). */
  count: number;
  onClose: () => void;
}

/**
 * One group of a parsed upload as a table (First, Last, Phone, Email, and Reason when rejected), 50 rows a page.
 * Under 600 px each row stacks as an item with its fields labelled, so the Reason is read without scrolling.
 */
export function ContactRowsDialog({ source, group, count, onClose }: ContactRowsDialogProps) {
  const titleId = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const rows = useImportRows(source, group);
  const results = rows.data?.pages.flatMap((page) => page.results) ?? [];
  const rejected = group !== 'valid';
  const title = contactGroupTitles[group];

  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {rows.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
            <CircularProgress aria-label={`Loading ${title.toLowerCase()}`} />
          </Box>
        ) : rows.isError && results.length === 0 ? (
          <Alert severity="error" role="alert">
            {rows.error.message}
          </Alert>
        ) : results.length === 0 ? (
          <Typography>No contacts.</Typography>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} role="status">
              Showing {results.length.toLocaleString('en-US')} of {count.toLocaleString('en-US')}
            </Typography>
            {fullScreen ? (
              <Box component="ul" aria-labelledby={titleId} sx={{ m: 0, p: 0, borderTop: 1, borderColor: 'divider' }}>
                {results.map((row) => (
                  <StackedRow key={row.line} row={row} rejected={rejected} />
                ))}
              </Box>
            ) : (
              <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={`${title} table`}>
                <Table size="small" aria-labelledby={titleId}>
                  <TableHead>
                    <TableRow>
                      <TableCell>First</TableCell>
                      <TableCell>Last</TableCell>
                      <TableCell>Phone</TableCell>
                      <TableCell>Email</TableCell>
                      {rejected && <TableCell>Reason</TableCell>}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {results.map((row) => (
                      <ContactRow key={row.line} row={row} rejected={rejected} />
                    ))}
                  </TableBody>
                </Table>
              </Box>
            )}
            {rows.isError && (
              <Alert severity="error" role="alert" sx={{ mt: 1 }}>
                {rows.error.message}
              </Alert>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <LoadMoreButton pages={rows} />
        <Button onClick={onClose} variant="contained">
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** An invalid phone is shown as typed; a valid one as stored (E.164). */
const phoneOf = (row: ImportRow) =>
  row.group === 'invalidPhone' ? (row.rawPhone ?? row.contact.phoneNumber) : (row.contact.phoneNumber ?? row.rawPhone);

const missing = (
  <Typography component="span" variant="body2" color="error">
    missing
  </Typography>
);

/** A row on a phone: the name, then Phone, Email and Reason as labelled lines. */
function StackedRow({ row, rejected }: { row: ImportRow; rejected: boolean }) {
  const { contact } = row;
  const name = [contact.firstName, contact.lastName].filter((part) => part?.trim()).join(' ');
  const phone = phoneOf(row);
  return (
    <Box component="li" sx={{ listStyle: 'none', py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name || `Line ${row.line}`}</Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 1.5 }}
      >
        <Field term="Phone">{phone || missing}</Field>
        <Field term="Email">{contact.email || 'n/a'}</Field>
        {rejected && row.group !== 'valid' && (
          <Field term="Reason">{row.reason ?? rejectionReasonTexts[row.group]}</Field>
        )}
      </Box>
    </Box>
  );
}

function Field({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

function ContactRow({ row, rejected }: { row: ImportRow; rejected: boolean }) {
  const { contact } = row;
  const phone = phoneOf(row);
  return (
    <TableRow>
      <TableCell>{contact.firstName}</TableCell>
      <TableCell>{contact.lastName}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{phone || missing}</TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere' }}>{contact.email || 'n/a'}</TableCell>
      {rejected && (
        <TableCell>{row.group === 'valid' ? '' : (row.reason ?? rejectionReasonTexts[row.group])}</TableCell>
      )}
    </TableRow>
  );
}
