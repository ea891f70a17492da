import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  recentlyTextedSentence,
  rejectionReasons,
  type ContactGroup,
  type ImportReport as Report,
} from '@roost/domain';
import { useState } from 'react';
import { uploadSource, type ImportSource } from '../../api/import-rows';
import { ContactRowsDialog } from './contact-rows-dialog';

const groupLabels: Record<ContactGroup, string> = {
  valid: 'Valid contacts',
  missingRequired: 'Missing required data',
  invalidPhone: 'Invalid phone',
  duplicate: 'Duplicates',
  optedOut: 'Already opted out',
  missingField: 'Missing template data',
};
const groups = Object.keys(groupLabels) as ContactGroup[];
const count = (value: number) => value.toLocaleString('en-US');

/**
 * What the server found in the upload: each group's count opens its rows; rejected rows download as CSV. On
 * the campaign page (`source` the campaign's upload) the valid rows are the campaign's contacts, listed there.
 */
export function ImportReport({ report, source }: { report: Report; source?: ImportSource }) {
  const [open, setOpen] = useState<ContactGroup | null>(null);
  const rows = source ?? uploadSource(report.importId);
  const validRowsHere = source === undefined;
  const rejected = rejectionReasons.reduce((sum, reason) => sum + report[reason], 0);
  // Numbers other campaigns of the organization texted lately: the frequency limit will hold their texts.
  const recentlyTexted = report.recentlyTexted ? recentlyTextedSentence(report.recentlyTexted) : null;

  return (
    <Box component="section" aria-label="Upload report">
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {report.fileName}: <strong>{count(report.rows)}</strong> rows read
      </Typography>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
        {/* Contacts left out for the template: a group only once a template has left some out. */}
        {groups
          .filter((group) => group !== 'missingField' || report.missingField > 0)
          .map((group) => (
            <Button
              key={group}
              size="small"
              variant={group === 'valid' ? 'contained' : 'outlined'}
              color={group === 'valid' ? 'primary' : report[group] > 0 ? 'warning' : 'inherit'}
              disabled={report[group] === 0 || (group === 'valid' && !validRowsHere)}
              onClick={() => setOpen(group)}
              aria-haspopup="dialog"
            >
              {/* One text box: the button lays its children out in a row, dropping the space between them. */}
              <span>
                <strong>{count(report[group])}</strong> {groupLabels[group]}
              </span>
            </Button>
          ))}
      </Stack>
      {recentlyTexted && (
        <Alert severity="info" sx={{ mt: 1.5 }}>
          {recentlyTexted}
        </Alert>
      )}
      {rejected > 0 && (
        <Link
          href={rows.rejectedCsvUrl}
          download={`${report.fileName.replace(/\.[^.]*$/, '')}-rejected.csv`}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 1.5 }}
        >
          <DownloadIcon fontSize="small" aria-hidden />
          Download rejected rows (CSV)
        </Link>
      )}
      {open && (
        <ContactRowsDialog
          key={`${rows.key}-${open}`}
          source={rows}
          group={open}
          count={report[open]}
          onClose={() => setOpen(null)}
        />
      )}
    </Box>
  );
}
