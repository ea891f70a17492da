import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  checkDownPaymentAssistance,
  FIRST_LOAN_TYPE_LABEL,
  firstLoanTypes,
  INCOME_LIMITS_YEAR,
  norcalCounties,
  type DownPaymentAssistanceInput,
  type LeadRequest,
} from '@roost/domain';
import { useRef } from 'react';
import { Controller, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { MoneyField } from '../../../components/money-field';
import { useChoicesMadeEarly } from '../../../lib/early-choices';
import { checkFormSchema, emptyCheckForm, type CheckFormValues } from './check-form-values';
import { welcomePackageLeadMessage } from './lead-summary';
import { ProgramResults } from './program-results';

/** Hands a lead to whoever composed this section (app/ wires in the leads feature). */
export type RequestLead = (lead: Omit<LeadRequest, 'name' | 'email' | 'phone'>) => void;

interface WelcomePackageCheckProps {
  requestLead: RequestLead;
  /** Whether a lead is on its way (the button waits). */
  sending: boolean;
}

type CheckForm = UseFormReturn<CheckFormValues, unknown, DownPaymentAssistanceInput>;

/** The fields chosen rather than typed. */
const CHOICE_FIELDS = ['firstTimeBuyer', 'firstGeneration', 'countyFips', 'firstLoanType'] as const;

/**
 * The home page's Welcome Package: which down-payment-assistance programs fit (computed in the
 * browser with the domain rules, updated as the buyer types), then 'Request My Welcome Package'.
 */
export function WelcomePackageCheck({ requestLead, sending }: WelcomePackageCheckProps) {
  const form: CheckForm = useForm({
    resolver: zodResolver(checkFormSchema),
    defaultValues: emptyCheckForm,
    mode: 'onTouched',
  });
  const formElement = useRef<HTMLFormElement>(null);
  useChoicesMadeEarly(formElement, form, CHOICE_FIELDS);
  const values = useWatch({ control: form.control });
  const parsed = checkFormSchema.safeParse(values);
  const input = parsed.success ? parsed.data : null;
  const results = input ? checkDownPaymentAssistance(input) : null;

  const onSubmit = form.handleSubmit((checked) => {
    requestLead({
      type: 'welcomePackage',
      message: welcomePackageLeadMessage(checked, checkDownPaymentAssistance(checked)),
    });
  });

  return (
    <Stack spacing={3}>
      <Paper
        variant="outlined"
        component="form"
        ref={formElement}
        // Sent before the page's script has started: React holds the send and makes it once the form is hydrated.
        action={() => onSubmit()}
        noValidate
        onSubmit={onSubmit}
        aria-labelledby="welcome-package-check-title"
        sx={{ p: { xs: 2, sm: 3 } }}
      >
        <Typography id="welcome-package-check-title" variant="h5" component="h3" gutterBottom>
          Check down payment assistance
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
          <YesNoField
            form={form}
            name="firstTimeBuyer"
            legend="First-time buyer? (no home owned in the last 3 years)"
          />
          <YesNoField
            form={form}
            name="firstGeneration"
            legend="First-generation buyer? (at least one buyer whose parents do not own a home)"
          />
          <MoneyTextField
            form={form}
            name="householdIncome"
            label="Household income"
            hint="Yearly, before taxes, everyone on the loan"
          />
          <MoneyTextField form={form} name="purchasePrice" label="Purchase price" hint="The price you expect to pay" />
          <SelectField
            form={form}
            name="countyFips"
            label="County"
            hint="Where the home is"
            options={[
              { value: '', label: 'Choose a county' },
              ...norcalCounties.map(({ fips, name }) => ({ value: fips, label: name })),
            ]}
          />
          <SelectField
            form={form}
            name="firstLoanType"
            label="First loan"
            hint="The mortgage the help goes with"
            options={firstLoanTypes.map((type) => ({ value: type, label: FIRST_LOAN_TYPE_LABEL[type] }))}
          />
        </Box>
        <Button type="submit" variant="contained" size="large" disabled={sending} sx={{ mt: 3 }}>
          Request My Welcome Package
        </Button>
      </Paper>

      <Box component="section" aria-labelledby="welcome-package-results-title">
        <Typography id="welcome-package-results-title" variant="h5" component="h3" gutterBottom>
          Programs for you
        </Typography>
        <div aria-live="polite">
          {results ? (
            <ProgramResults results={results} />
          ) : (
            <Typography color="text.secondary">
              Enter your income, the county and the price to see which programs fit.
            </Typography>
          )}
        </div>
      </Box>

      <Alert severity="info" variant="outlined">
        A first check, not an approval. Programs change and their money runs out; Dream For All is awarded by lottery in
        a yearly application window; homebuyer education is required. Income limits are for {INCOME_LIMITS_YEAR}: those
        marked as our estimate are not the program&apos;s own figures, so check with the program or a CalHFA-approved
        lender.
      </Alert>
    </Stack>
  );
}

function YesNoField({
  form,
  name,
  legend,
}: {
  form: CheckForm;
  name: 'firstTimeBuyer' | 'firstGeneration';
  legend: string;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <FormControl component="fieldset" error={Boolean(fieldState.error)}>
          <FormLabel component="legend">{legend}</FormLabel>
          <RadioGroup row name={field.name} value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur}>
            <FormControlLabel value="yes" control={<Radio />} label="Yes" />
            <FormControlLabel value="no" control={<Radio />} label="No" />
          </RadioGroup>
          {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}

/** A native select (phone-friendly) for one of the form's choice fields. */
function SelectField({
  form,
  name,
  label,
  hint,
  options,
}: {
  form: CheckForm;
  name: 'countyFips' | 'firstLoanType';
  label: string;
  hint: string;
  options: { value: string; label: string }[];
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          label={label}
          {...field}
          value={field.value ?? ''}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? hint}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </TextField>
      )}
    />
  );
}

function MoneyTextField({
  form,
  name,
  label,
  hint,
}: {
  form: CheckForm;
  name: 'householdIncome' | 'purchasePrice';
  label: string;
  hint: string;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <MoneyField
          label={label}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? hint}
        />
      )}
    />
  );
}
