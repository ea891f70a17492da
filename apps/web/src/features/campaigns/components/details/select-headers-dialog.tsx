import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  contactImportMessages,
  guessMapping,
  supportedColumnLabels,
  supportedColumns,
  type ColumnMapping,
  type SupportedColumn,
} from '@roost/domain';
import { useId, useState, type FormEvent } from 'react';
import type { CsvPreview } from './read-csv-preview';

interface SelectHeadersDialogProps {
  fileName: string;
  preview: CsvPreview;
  onConfirm: (mapping: ColumnMapping[]) => void;
  /** Cancel, or a confirm with nothing mapped: the upload stops (spec 5). */
  onCancel: () => void;
}

/** '' is 'Empty Column'; otherwise the index of the file column, as text (a select's value). */
type Choices = Record<SupportedColumn, string>;

function initialChoices(headers: readonly string[]): Choices {
  const choices = Object.fromEntries(supportedColumns.map((column) => [column, ''])) as Choices;
  for (const line of guessMapping(headers)) choices[line.supportedColumn] = String(line.index);
  return choices;
}

/**
 * 'Select Headers': which file column fills each supported column, pre-filled from the headers, with
 * the first row's value beside each choice. Phone Number is the one column every contact needs.
 */
export function SelectHeadersDialog({ fileName, preview, onConfirm, onCancel }: SelectHeadersDialogProps) {
  const titleId = useId();
  const textId = useId();
  const fieldId = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [choices, setChoices] = useState(() => initialChoices(preview.headers));
  const [problem, setProblem] = useState<string | null>(null);
  const firstRow = preview.rows[0] ?? [];

  function confirm(event: FormEvent) {
    event.preventDefault();
    const mapping = supportedColumns.flatMap((supportedColumn): ColumnMapping[] => {
      const choice = choices[supportedColumn];
      if (choice === '') return [];
      const index = Number(choice);
      return [{ supportedColumn, column: preview.headers[index] ?? '', index }];
    });
    if (mapping.length === 0) return onCancel();
    if (!mapping.some((line) => line.supportedColumn === 'phoneNumber')) {
      return setProblem(contactImportMessages.phoneColumnRequired);
    }
    onConfirm(mapping);
  }

  return (
    <Dialog
      open
      onClose={onCancel}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <form noValidate onSubmit={confirm} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>Select Headers</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId} sx={{ mb: 2, overflowWrap: 'anywhere' }}>
            Choose the column of {fileName} that holds each field. Fields left as Empty Column are not imported.
          </DialogContentText>
          {problem && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {problem}
            </Alert>
          )}
          <Stack spacing={2}>
            {supportedColumns.map((supportedColumn) => {
              const choice = choices[supportedColumn];
              const example = choice === '' ? undefined : firstRow[Number(choice)]?.trim();
              const required = supportedColumn === 'phoneNumber';
              return (
                <TextField
                  key={supportedColumn}
                  id={`${fieldId}-${supportedColumn}`}
                  select
                  fullWidth
                  size="small"
                  required={required}
                  label={supportedColumnLabels[supportedColumn]}
                  value={choice}
                  error={required && problem !== null && choice === ''}
                  onChange={(event) => {
                    setChoices((current) => ({ ...current, [supportedColumn]: event.target.value }));
                    if (required && event.target.value !== '') setProblem(null);
                  }}
                  helperText={
                    choice === '' ? (required ? 'Required' : ' ') : `First row: ${example ? example : '(blank)'}`
                  }
                  slotProps={{
                    select: { native: true },
                    inputLabel: { shrink: true },
                    formHelperText: { sx: { overflowWrap: 'anywhere' } },
                  }}
                >
                  <option value="">Empty Column</option>
                  {preview.headers.map((header, index) => (
                    <option key={index} value={String(index)}>
                      {header}
                    </option>
                  ))}
                </TextField>
              );
            })}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="submit" variant="contained">
            Upload
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
