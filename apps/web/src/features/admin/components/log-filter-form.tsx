import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { logFilterFormSchema, type LogFilterForm } from '@roost/domain';
import { Controller, useForm } from 'react-hook-form';
import { fieldState } from '../../../lib/form-errors';
import { useLogFilters } from '../api/get-log-filters';
import { actionLabel } from './log-actor-target';

export const noLogFilter: LogFilterForm = {
  source: '',
  action: '',
  targetType: '',
  actor: '',
  fromDate: '',
  toDate: '',
};

/** Source, action, target type, actor and a range of days (inclusive) for the core log; applied when sent. */
export function LogFilterForm({ onApply }: { onApply: (filter: LogFilterForm) => void }) {
  const form = useForm<LogFilterForm>({ resolver: zodResolver(logFilterFormSchema), defaultValues: noLogFilter });
  const { data: choices } = useLogFilters();
  const choice = (
    name: 'source' | 'action' | 'targetType',
    label: string,
    anyLabel: string,
    values: readonly string[],
    show: (value: string) => string = (value) => value,
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <TextField
          select
          size="small"
          label={label}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">{anyLabel}</MenuItem>
          {/* A value typed before the choices load stays selectable. */}
          {[...new Set([...values, ...(field.value ? [field.value] : [])])].map((value) => (
            <MenuItem key={value} value={value}>
              {show(value)}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
  // A date input always shows its format, so its label sits above it.
  const dateField = (name: 'fromDate' | 'toDate', label: string) => (
    <TextField
      type="date"
      size="small"
      label={label}
      {...form.register(name)}
      {...fieldState(form.formState.errors[name])}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
  return (
    <form noValidate aria-label="Filter the log" onSubmit={form.handleSubmit(onApply)}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
        useFlexGap
      >
        {choice('source', 'Source', 'Any source', choices?.sources ?? [])}
        {choice('action', 'Action', 'Any action', choices?.actions ?? [], actionLabel)}
        {choice('targetType', 'Target', 'Any target', choices?.targetTypes ?? [])}
        <TextField
          size="small"
          label="Who (e-mail or id)"
          {...form.register('actor')}
          {...fieldState(form.formState.errors.actor)}
        />
        {dateField('fromDate', 'From')}
        {dateField('toDate', 'To')}
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained">
            Apply
          </Button>
          <Button
            onClick={() => {
              form.reset(noLogFilter);
              onApply(noLogFilter);
            }}
          >
            Clear
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
