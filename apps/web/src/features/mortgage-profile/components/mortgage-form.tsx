import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { USER_MORTGAGE_LIMITS, usStateCodes, type UserMortgageInput } from '@roost/domain';
import { useState } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { MessageBanner } from '../../../components/message-banner';
import { MoneyField } from '../../../components/money-field';
import { ApiRequestError } from '../../../lib/api-client';
import { applyServerErrors, fieldState } from '../../../lib/form-errors';
import { mortgageFields, mortgageFormSchema, type MortgageFormValues } from './mortgage-form-values';

export const MORTGAGE_SAVE_FAILED = 'Error saving mortgage.';

interface MortgageFormProps {
  /** Names the form ('Add a mortgage', 'Edit Home loan'). */
  label: string;
  initialValues: MortgageFormValues;
  /** Saves the mortgage; a throw keeps the values and shows why. Resolves true to start over empty. */
  onSave: (mortgage: UserMortgageInput) => Promise<boolean>;
  onCancel: () => void;
}

const moneyFields: { name: Path<MortgageFormValues>; label: string; hint?: string }[] = [
  { name: 'originalLoanBalance', label: 'Original loan balance', hint: 'What you borrowed' },
  { name: 'loanBalance', label: 'Loan balance', hint: 'What you owe today' },
  { name: 'mortgageInsurance', label: 'Mortgage insurance', hint: 'Monthly; leave empty for none' },
  { name: 'escrow', label: 'Escrow', hint: 'Monthly taxes and insurance; leave empty for none' },
];

/** Spec 2.4's fields; money reformatted as whole dollars while typing and sent as numbers. */
export function MortgageForm({ label, initialValues, onSave, onCancel }: MortgageFormProps) {
  const form = useForm({
    resolver: zodResolver(mortgageFormSchema),
    defaultValues: initialValues,
    mode: 'onTouched',
  });
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (mortgage) => {
    setFailure(null);
    try {
      if (await onSave(mortgage)) form.reset(initialValues);
    } catch (error) {
      const message = applyServerErrors(error, form.setError, mortgageFields);
      setFailure(error instanceof ApiRequestError ? `${MORTGAGE_SAVE_FAILED} ${message}` : MORTGAGE_SAVE_FAILED);
    }
  });

  const text = (name: Path<MortgageFormValues>, fieldLabel: string, maxLength: number, autoComplete?: string) => (
    <TextField
      label={fieldLabel}
      fullWidth
      autoComplete={autoComplete}
      {...form.register(name)}
      {...fieldState(errors[name])}
      slotProps={{ htmlInput: { maxLength } }}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={label}>
      <Stack spacing={2}>
        {failure && <MessageBanner message={{ message: failure, messageType: 'error' }} />}
        <Grid container spacing={2}>
          <Grid size={12}>{text('reportTitle', 'Report title', USER_MORTGAGE_LIMITS.reportTitleLength)}</Grid>
          <Grid size={12}>{text('address', 'Address', USER_MORTGAGE_LIMITS.addressLength, 'address-line1')}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            {text('city', 'City', USER_MORTGAGE_LIMITS.cityLength, 'address-level2')}
          </Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            <TextField
              select
              label="State"
              fullWidth
              {...form.register('state')}
              {...fieldState(errors.state)}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value="">Choose</option>
              {usStateCodes.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            <TextField
              label="ZIP code"
              fullWidth
              autoComplete="postal-code"
              {...form.register('zipCode')}
              {...fieldState(errors.zipCode)}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
            />
          </Grid>
          {moneyFields.slice(0, 2).map((money) => (
            <Grid key={money.name} size={{ xs: 12, sm: 6 }}>
              <MortgageMoneyField form={form} {...money} />
            </Grid>
          ))}
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField
              label="Interest rate"
              fullWidth
              {...form.register('interestRate')}
              {...fieldState(errors.interestRate)}
              slotProps={{
                input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
                htmlInput: { inputMode: 'decimal', maxLength: 10 },
              }}
            />
          </Grid>
          {moneyFields.slice(2).map((money) => (
            <Grid key={money.name} size={{ xs: 12, sm: 4 }}>
              <MortgageMoneyField form={form} {...money} />
            </Grid>
          ))}
        </Grid>
        <Stack direction="row" spacing={2}>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {isSubmitting ? 'Saving...' : 'Save'}
          </Button>
          <Button onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

function MortgageMoneyField({
  form,
  name,
  label,
  hint,
}: {
  form: ReturnType<typeof useForm<MortgageFormValues, unknown, UserMortgageInput>>;
  name: Path<MortgageFormValues>;
  label: string;
  hint?: string | undefined;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState: state }) => (
        <MoneyField
          label={label}
          fullWidth
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(state.error)}
          helperText={state.error?.message ?? hint}
        />
      )}
    />
  );
}
