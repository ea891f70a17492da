import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type KeyboardEvent } from 'react';

interface ZipCodeListProps {
  /** Newest first. */
  zipCodes: readonly string[];
  onChange: (zipCodes: string[]) => void;
  /** The server's or the schema's message about the list. */
  error?: string | undefined;
}

/** A realtor's ZIP codes (spec 2.8): typed one at a time with Add, newest first, each removable. */
export function ZipCodeList({ zipCodes, onChange, error }: ZipCodeListProps) {
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);
  const listId = useId();

  const add = () => {
    const zip = draft.trim();
    if (!/^\d{5}$/.test(zip)) {
      setDraftError('Zip code must be 5 digits');
      return;
    }
    setDraftError(null);
    setDraft('');
    onChange([zip, ...zipCodes.filter((existing) => existing !== zip)]);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // Enter adds the ZIP code rather than saving the whole form.
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label="Zip code"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          error={Boolean(draftError ?? error)}
          helperText={draftError ?? error}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5, autoComplete: 'off' } }}
          sx={{ flex: 1 }}
        />
        <Button variant="outlined" startIcon={<AddIcon />} onClick={add} sx={{ mt: 1 }}>
          Add
        </Button>
      </Stack>
      <Typography variant="body2" id={listId}>
        Areas served (ZIPs), newest first
      </Typography>
      {zipCodes.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No zip codes yet
        </Typography>
      ) : (
        <Stack
          component="ul"
          aria-labelledby={listId}
          direction="row"
          sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}
        >
          {zipCodes.map((zip) => (
            <Box
              component="li"
              key={zip}
              sx={{
                display: 'flex',
                alignItems: 'center',
                border: 1,
                borderColor: 'divider',
                borderRadius: 4,
                pl: 1.5,
              }}
            >
              {zip}
              <IconButton
                size="small"
                aria-label={`Remove ${zip}`}
                onClick={() => onChange(zipCodes.filter((existing) => existing !== zip))}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
