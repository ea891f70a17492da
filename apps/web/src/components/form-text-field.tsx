import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { DEFAULT_MAX_LENGTH, LEAD_MESSAGE_MAX_LENGTH } from '@roost/domain';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { registerField } from '../lib/register-field';

/** What a field holds decides its input type, autocomplete hint and length limit. */
const kinds = {
  text: { type: 'text', autoComplete: undefined, maxLength: DEFAULT_MAX_LENGTH },
  name: { type: 'text', autoComplete: 'name', maxLength: DEFAULT_MAX_LENGTH },
  email: { type: 'email', autoComplete: 'email', maxLength: DEFAULT_MAX_LENGTH },
  phone: { type: 'tel', autoComplete: 'tel', maxLength: 30 },
  password: { type: 'password', autoComplete: 'current-password', maxLength: 128 },
  'new-password': { type: 'password', autoComplete: 'new-password', maxLength: 128 },
  message: { type: 'text', autoComplete: undefined, maxLength: LEAD_MESSAGE_MAX_LENGTH },
} as const;

interface FormTextFieldProps<T extends FieldValues, O extends FieldValues> extends Omit<
  TextFieldProps,
  'name' | 'form'
> {
  form: UseFormReturn<T, unknown, O>;
  name: Path<T>;
  kind?: keyof typeof kinds;
  /** Shown under the field while it has no error (e.g. the password rule). */
  hint?: string;
}

/** A text field bound to a react-hook-form field, its error shown beside it. */
export function FormTextField<T extends FieldValues, O extends FieldValues>({
  form,
  name,
  kind = 'text',
  hint,
  ...props
}: FormTextFieldProps<T, O>) {
  const { type, autoComplete, maxLength } = kinds[kind];
  const error = form.getFieldState(name, form.formState).error;
  // A box of a fixed number of rows is a plain textarea: MUI's growing one measures itself as it mounts (a forced
  // layout, tens of milliseconds on a slow phone) only to keep that height.
  const fixedRows = props.multiline && props.rows !== undefined && !props.minRows && !props.maxRows;
  return (
    <TextField
      type={props.multiline ? undefined : type}
      autoComplete={autoComplete}
      {...props}
      {...registerField(form, name)}
      error={Boolean(error)}
      helperText={error?.message ?? hint}
      slotProps={{ htmlInput: { maxLength }, ...(fixedRows && { input: { inputComponent: 'textarea' } }) }}
    />
  );
}
