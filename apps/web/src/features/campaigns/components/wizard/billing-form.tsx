import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { billingSchema, paymentMessages, sandboxCardSchema, usStateCodes } from '@roost/domain';
import { useEffect, useId, type ReactNode } from 'react';
import { useForm, type Path, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { fieldState } from '../../../../lib/form-errors';
import { readDraft, updateDraft, useCampaignDraft } from '../../draft/campaign-draft';
import { DEFAULT_TEST_CARD, sandboxTestCards } from './sandbox-payment';
import { useSubmitCampaign, type PaymentAdapter } from './use-submit-campaign';
import { WizardFooter } from './wizard-footer';

const cardFields = { number: z.string(), month: z.string(), year: z.string(), csv: z.string() };
const everyValue = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

/** The billing fields, and the sandbox's card fields when the sandbox takes the card (Stripe has its own). */
const billingFormSchema = (needsCard: boolean) =>
  billingSchema.extend(cardFields).superRefine((values, ctx) => {
    if (!needsCard) return;
    const card = sandboxCardSchema.safeParse({
      number: values.number,
      month: values.month,
      year: values.year,
      csv: values.csv,
    });
    for (const issue of card.success ? [] : card.error.issues) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
  }, everyValue);
type BillingFormInput = z.input<ReturnType<typeof billingFormSchema>>;
type BillingFormValues = z.output<ReturnType<typeof billingFormSchema>>;

interface BillingFormProps {
  adapter: PaymentAdapter;
  /** Stripe's Payment Element; the sandbox card fields are shown when absent. */
  cardEntry?: ReactNode;
  /** The person's credits pay the whole price: no card is asked for. */
  coveredByCredits?: boolean;
  previous: string;
}

/** 'Billing Information' (spec 2.11) and Submit; the billing fields are kept in the draft as they are typed. */
export function BillingForm({ adapter, cardEntry, coveredByCredits = false, previous }: BillingFormProps) {
  const formId = useId();
  const needsCard = !cardEntry && !coveredByCredits;
  const { run, busy, failure } = useSubmitCampaign(adapter);
  const saved = readDraft().billing;
  const pending = useCampaignDraft().submission?.state;
  const form = useForm<BillingFormInput, unknown, BillingFormValues>({
    resolver: zodResolver(billingFormSchema(needsCard)),
    defaultValues: {
      name: saved?.name ?? '',
      address: saved?.address ?? '',
      city: saved?.city ?? '',
      state: saved?.state ?? ('' as never),
      zipCode: saved?.zipCode ?? '',
      number: DEFAULT_TEST_CARD,
      month: '',
      year: '',
      csv: '',
    },
  });
  useEffect(() => {
    // The billing address survives a reload; card data is never stored.
    const subscription = form.watch(({ name, address, city, state, zipCode }) =>
      updateDraft((draft) => ({
        ...draft,
        billing: { name, address, city, state: state || undefined, zipCode },
      })),
    );
    return () => subscription.unsubscribe();
  }, [form]);
  const onSubmit = form.handleSubmit(({ number, month, year, csv, ...billing }) =>
    run(billing, needsCard ? { number, month, year, csv } : undefined),
  );
  return (
    <Stack
      component="form"
      id={formId}
      noValidate
      aria-labelledby={`${formId}-title`}
      spacing={2}
      onSubmit={(event) => void onSubmit(event)}
    >
      <Typography variant="h5" component="h2" id={`${formId}-title`}>
        Billing Information
      </Typography>
      {!busy && !failure && pending === 'awaiting_payment' && (
        <Alert severity="info">
          The payment for this campaign was not finished. Submit again to continue; you will not be charged twice.
        </Alert>
      )}
      {!busy && !failure && pending === 'refunded' && (
        <Alert severity="warning">{readDraft().submission?.message ?? paymentMessages.refunded}</Alert>
      )}
      {failure && (
        <Alert severity={failure.kind === 'refunded' ? 'warning' : 'error'} role="alert">
          <AlertTitle>{failure.title}</AlertTitle>
          {failure.detail}
        </Alert>
      )}
      <Field
        form={form}
        name="name"
        label={coveredByCredits ? 'Name' : 'Name on card'}
        autoComplete={coveredByCredits ? 'name' : 'cc-name'}
        maxLength={255}
      />
      <Field form={form} name="address" label="Billing address" autoComplete="billing street-address" maxLength={255} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Field form={form} name="city" label="City" autoComplete="billing address-level2" maxLength={255} />
        <TextField
          select
          label="State"
          required
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          autoComplete="billing address-level1"
          {...form.register('state')}
          {...fieldState(form.formState.errors.state)}
          sx={{ minWidth: 110 }}
        >
          <option value="" disabled>
            Choose
          </option>
          {usStateCodes.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </TextField>
        <Field
          form={form}
          name="zipCode"
          label="ZIP"
          autoComplete="billing postal-code"
          maxLength={10}
          inputMode="numeric"
        />
      </Stack>
      {coveredByCredits ? (
        <Alert severity="success">Your credits cover the whole cost: no card is charged.</Alert>
      ) : (
        <Typography variant="h6" component="h3">
          Card
        </Typography>
      )}
      {coveredByCredits
        ? null
        : (cardEntry ?? (
            <>
              <Field
                form={form}
                name="number"
                label="Card number"
                autoComplete="cc-number"
                maxLength={23}
                inputMode="numeric"
              />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <Field
                  form={form}
                  name="month"
                  label="Expiry month"
                  placeholder="MM"
                  autoComplete="cc-exp-month"
                  maxLength={2}
                  inputMode="numeric"
                />
                <Field
                  form={form}
                  name="year"
                  label="Expiry year"
                  placeholder="YYYY"
                  autoComplete="cc-exp-year"
                  maxLength={4}
                  inputMode="numeric"
                />
                <Field form={form} name="csv" label="CVC" autoComplete="cc-csc" maxLength={4} inputMode="numeric" />
              </Stack>
              <Typography variant="body2" color="text.secondary">
                Sandbox payments: no card is charged. Test cards:{' '}
                {sandboxTestCards.map((card) => `${card.number} (${card.outcome})`).join('; ')}. Any future expiry and
                any 3-digit CVC.
              </Typography>
            </>
          ))}
      <WizardFooter
        previous={previous}
        busy={busy}
        primary={
          <Button
            type="submit"
            variant="contained"
            disabled={busy}
            startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          >
            {busy ? 'Submitting…' : 'Submit'}
          </Button>
        }
      />
    </Stack>
  );
}

interface FieldProps {
  form: UseFormReturn<BillingFormInput, unknown, BillingFormValues>;
  name: Path<BillingFormInput>;
  label: string;
  autoComplete: string;
  maxLength: number;
  placeholder?: string;
  inputMode?: 'numeric';
}

function Field({ form, name, label, autoComplete, maxLength, placeholder, inputMode }: FieldProps) {
  return (
    <TextField
      label={label}
      required
      fullWidth
      autoComplete={autoComplete}
      placeholder={placeholder}
      {...form.register(name)}
      {...fieldState(form.formState.errors[name])}
      slotProps={{ htmlInput: { maxLength, inputMode } }}
    />
  );
}
