import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

interface NotificationGroupProps<T extends FieldValues, O extends FieldValues> {
  /** The group's name, its legend ('Property increase'). */
  title: string;
  /** What the alert watches for, in a sentence. */
  description: string;
  /** The threshold's field. */
  children: ReactNode;
  control: Control<T, unknown, O>;
  /** The boolean field of the group's Active switch. */
  activeName: Path<T>;
  disabled?: boolean;
}

/** One alert: a threshold and its Active switch, grouped under a legend so each switch is named by its group. */
export function NotificationGroup<T extends FieldValues, O extends FieldValues>({
  title,
  description,
  children,
  control,
  activeName,
  disabled = false,
}: NotificationGroupProps<T, O>) {
  return (
    <Box component="fieldset" disabled={disabled} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, p: 0 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {description}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        {children}
        <SwitchField control={control} name={activeName} label="Active" disabled={disabled} />
      </Stack>
    </Box>
  );
}

/** A switch bound to a boolean form field. */
export function SwitchField<T extends FieldValues, O extends FieldValues>({
  control,
  name,
  label,
  disabled = false,
}: {
  control: Control<T, unknown, O>;
  name: Path<T>;
  label: string;
  disabled?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          disabled={disabled}
          sx={{ mt: { sm: 1 } }}
          control={
            <Switch
              checked={Boolean(field.value)}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
              name={field.name}
              slotProps={{ input: { ref: field.ref } }}
            />
          }
        />
      )}
    />
  );
}
