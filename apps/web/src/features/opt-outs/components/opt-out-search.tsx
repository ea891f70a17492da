import TextField from '@mui/material/TextField';
import { OPT_OUT_SEARCH_MAX_LENGTH, optOutSearchSchema } from '@roost/domain';
import { useEffect, useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

const SEARCH_PAUSE_MS = 300;

/**
 * Searches by part of a phone number once typing pauses (or at Enter): only its digits are sent. Anything
 * that is not part of a phone number is explained beside the field, not sent.
 */
export function OptOutSearch({ onSearch }: { onSearch: (digits: string) => void }) {
  const [typed, setTyped] = useState('');
  const settled = useDebouncedValue(typed, SEARCH_PAUSE_MS);
  const checked = optOutSearchSchema.safeParse(typed);
  const problem = checked.success ? undefined : checked.error.issues[0]?.message;
  useEffect(() => {
    const parsed = optOutSearchSchema.safeParse(settled);
    if (parsed.success) onSearch(parsed.data ?? '');
  }, [settled, onSearch]);
  return (
    <form
      role="search"
      aria-label="Search opted-out numbers"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (checked.success) onSearch(checked.data ?? '');
      }}
    >
      <TextField
        type="search"
        label="Search by phone number"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        error={Boolean(problem)}
        helperText={problem ?? 'All or part of a number, e.g. 555-0142'}
        fullWidth
        size="small"
        slotProps={{ htmlInput: { maxLength: OPT_OUT_SEARCH_MAX_LENGTH, inputMode: 'tel' } }}
      />
    </form>
  );
}
