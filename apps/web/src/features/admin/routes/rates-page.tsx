import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { RateSheet } from '@roost/domain';
import { useState } from 'react';
import { useSnackbar } from '../../../components/snackbar';
import { formatCalendarDate, formatRate } from '../../../lib/format';
import { useRateSheets } from '../api/list-rate-sheets';
import { formatDateTime } from '../components/formatting';
import { ListState } from '../components/list-state';
import { PageTitle } from '../components/page-title';
import { RateSheetForm } from '../components/rate-sheet-form';
import { RatesInForce } from '../components/rates-in-force';
import { ScrollTable } from '../components/scroll-table';

/**
 * /admin/rates (admin, superadmin): the rates the site shows and where they come from, the form for
 * the lender's rate sheet, and the sheets entered so far, newest first, with who entered each.
 */
export function RatesPage() {
  const overview = useRateSheets();
  const showMessage = useSnackbar();
  // A fresh, empty form after each save.
  const [formKey, setFormKey] = useState(0);
  const saved = (sheet: RateSheet) => {
    setFormKey((key) => key + 1);
    showMessage({
      message: `Rate sheet of ${formatCalendarDate(sheet.effectiveDate)} saved.`,
      messageType: 'notification',
    });
  };
  const sheets = overview.data?.sheets ?? [];
  return (
    <Stack spacing={2}>
      <PageTitle
        title="Rates"
        what="The newer of your rate sheet and the Freddie Mac weekly survey is what every page shows."
      />
      <ListState
        loading={overview.isPending}
        loadingLabel="Loading the rates"
        failure="The rates could not be loaded."
        error={overview.isError ? overview.error : null}
        onRetry={() => void overview.refetch()}
      />
      {overview.data && <RatesInForce rates={overview.data.current} feed={overview.data.feed} />}
      <RateSheetForm key={formKey} onSaved={saved} />
      {overview.data && (
        <ScrollTable label="Rate sheets" minWidth={640}>
          <TableHead>
            <TableRow>
              <TableCell>Date</TableCell>
              <TableCell align="right">30-year</TableCell>
              <TableCell align="right">15-year</TableCell>
              <TableCell align="right">5-year ARM</TableCell>
              <TableCell>Entered by</TableCell>
              <TableCell>Entered at</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {sheets.map((sheet) => (
              <TableRow key={sheet.id}>
                <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                  {formatCalendarDate(sheet.effectiveDate)}
                </TableCell>
                <TableCell align="right">{formatRate(sheet.rate30)}</TableCell>
                <TableCell align="right">{formatRate(sheet.rate15)}</TableCell>
                <TableCell align="right">{formatRate(sheet.rateArm)}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{sheet.enteredBy}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <time dateTime={sheet.createdDate}>{formatDateTime(sheet.createdDate)}</time>
                </TableCell>
              </TableRow>
            ))}
            {sheets.length === 0 && (
              <TableRow>
                <TableCell colSpan={6}>
                  No rate sheet entered yet: the site shows the Freddie Mac weekly survey.
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </ScrollTable>
      )}
    </Stack>
  );
}
