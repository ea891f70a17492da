import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MAX_RATE_PERCENT, rateSheetEntryOn, type RateSheet } from '@roost/domain';
import { useMemo, useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { MessageBanner } from '../../../components/message-banner';
import { todayIsoDate } from '../../../lib/format';
import { applyServerErrors, fieldState } from '../../../lib/form-errors';
import { useEnterRateSheet } from '../api/enter-rate-sheet';

type Schema = ReturnType<typeof rateSheetEntryOn>;
type Values = z.input<Schema>;
const rateFields = [
  { name: 'rate30', label: '30-year fixed' },
  { name: 'rate15', label: '15-year fixed' },
  { name: 'rateArm', label: '5-year ARM' },
] as const;
const fields: readonly Path<Values>[] = ['effectiveDate', 'rate30', 'rate15', 'rateArm'];

/**
 * The rate sheet an admin enters (the page mounts a fresh form after each save): its date (today or up to a year back, never ahead) and the 30-year,
 * 15-year and 5-year ARM rates in percent (above 0, at most 25). The server checks the same; a refusal
 * keeps what was typed and shows why beside the field.
 */
export function RateSheetForm({ onSaved }: { onSaved: (sheet: RateSheet) => void }) {
  const today = todayIsoDate();
  const schema = useMemo(() => rateSheetEntryOn(today), [today]);
  const form = useForm<Values, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    defaultValues: { effectiveDate: today },
  });
  const enter = useEnterRateSheet();
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (entry) => {
    setFailure(null);
    try {
      onSaved(await enter.mutateAsync(entry));
    } catch (error) {
      setFailure(applyServerErrors(error, form.setError, fields));
    }
  });

  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      onSubmit={submit}
      aria-labelledby="rate-sheet-form-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack spacing={2}>
        <div>
          <Typography id="rate-sheet-form-title" variant="h6" component="h2">
            Enter a rate sheet
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Your current rates in percent. The site shows them wherever a rate appears while they are newer than the
            Freddie Mac weekly survey, and calls them today&apos;s for 14 days after their date.
          </Typography>
        </div>
        {failure && <MessageBanner message={{ message: failure, messageType: 'error' }} />}
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              sm: 'repeat(2, minmax(0, 1fr))',
              md: 'repeat(4, minmax(0, 1fr))',
            },
          }}
        >
          <TextField
            label="Date of the rate sheet"
            type="date"
            required
            {...form.register('effectiveDate')}
            {...fieldState(errors.effectiveDate)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
          />
          {rateFields.map(({ name, label }) => (
            <TextField
              key={name}
              label={label}
              type="number"
              required
              {...form.register(name, { valueAsNumber: true })}
              {...fieldState(errors[name])}
              slotProps={{
                input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
                htmlInput: { min: 0, max: MAX_RATE_PERCENT, step: 0.001, inputMode: 'decimal' },
              }}
            />
          ))}
        </Box>
        <div>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            Save rate sheet
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
