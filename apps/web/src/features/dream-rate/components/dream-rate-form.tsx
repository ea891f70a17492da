import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  PMMS_CREDIT,
  PMMS_SOURCE,
  roundToDollars,
  userSettingUpdateSchema,
  type LeadRequest,
  type PropertyRecord,
} from '@roost/domain';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useCurrentUser } from '../../../lib/current-user';
import { formatCalendarDate, formatRate } from '../../../lib/format';
import { registerField } from '../../../lib/register-field';
import { useTodayRates, type TodayRates } from '../../../lib/today-rates';
import { useDreamRateSetting, useSaveDreamRate } from '../api/save-dream-rate';

/** Hands a lead to whoever composed this page (app/ wires in the leads feature). */
export type RequestLead = (lead: Omit<LeadRequest, 'name' | 'email' | 'phone'>) => void;

/** Spec section 9. */
export const DREAM_RATE_DEFAULT = 3;
export const DREAM_RATE_STEP = 0.125;
/** Spec section 8 reads 'Error saving loan officer', a wording bug (docs/deviations.md). */
export const DREAM_RATE_SAVE_FAILED = 'Error saving your dream rate';

const dreamRateFormSchema = z.object({
  dreamRate: userSettingUpdateSchema.shape.rate.refine((rate) => Number.isInteger(rate / DREAM_RATE_STEP), {
    error: 'Dream rate must be in steps of 0.125 (like 3, 3.125 or 3.25)',
  }),
});

interface DreamRateFormProps {
  /** The address the rate is for, when one was chosen (optional for a dream rate). */
  record?: PropertyRecord;
  requestLead: RequestLead;
  sending: boolean;
}

/** 'Your Dream Rate', its input and 'Save This Rate', beside the current 30-year rate and its date. */
export function DreamRateForm({ record, requestLead, sending }: DreamRateFormProps) {
  const { data: user } = useCurrentUser();
  const saveSetting = useSaveDreamRate();
  const form = useForm({
    resolver: zodResolver(dreamRateFormSchema),
    defaultValues: { dreamRate: DREAM_RATE_DEFAULT },
    mode: 'onChange',
  });
  const { data: setting } = useDreamRateSetting(user?.id);
  const savedRate = setting && setting.rate > 0 ? setting.rate : null;
  const { isDirty } = form.formState;
  useEffect(() => {
    // Start from the rate the person saved before, unless they have already typed another.
    if (savedRate !== null && !isDirty) form.reset({ dreamRate: savedRate });
  }, [savedRate, isDirty, form]);
  const typed = useWatch({ control: form.control, name: 'dreamRate' });
  const shown = dreamRateFormSchema.safeParse({ dreamRate: typed }).success ? typed : null;
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ dreamRate }) => {
    saveSetting.reset();
    requestLead({
      type: 'dreamRate',
      dreamRate,
      ...(record && {
        addressId: record.id,
        address: record.address,
        ...(record.estimate !== null && { estimatedValue: roundToDollars(record.estimate) }),
      }),
    });
    if (user) saveSetting.mutate({ userId: user.id, rate: dreamRate });
  });

  return (
    <Paper
      variant="outlined"
      component="form"
      // Sent before the page's script has started: React holds the send and makes it once the form is hydrated.
      action={() => onSubmit()}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="dream-rate-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="dream-rate-title" variant="h5" component="h2">
        Your Dream Rate
      </Typography>
      <Typography variant="h2" component="p" sx={{ fontWeight: 700, my: 1 }} aria-live="polite">
        {shown === null ? '–' : formatRate(shown)}
      </Typography>
      {saveSetting.isError && (
        <Alert severity="error" role="alert" sx={{ my: 2 }}>
          {DREAM_RATE_SAVE_FAILED}
        </Alert>
      )}
      {saveSetting.isSuccess && (
        <Alert severity="success" role="status" sx={{ my: 2 }}>
          Saved: we will let you know when rates reach your dream rate.
        </Alert>
      )}
      {setting && savedRate !== null && !saveSetting.isSuccess && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          Your saved dream rate is {formatRate(savedRate)}; alerts are {setting.rateNotificationActive ? 'on' : 'off'}.
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, mt: 2 }}>
        <TextField
          label="Dream rate"
          type="number"
          {...registerField(form, 'dreamRate', { valueAsNumber: true })}
          error={Boolean(errors.dreamRate)}
          helperText={errors.dreamRate?.message ?? 'Between 0% and 25%, in steps of 0.125'}
          slotProps={{
            input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
            htmlInput: { min: 0, max: 25, step: DREAM_RATE_STEP, inputMode: 'decimal' },
          }}
          sx={{ flex: '1 1 180px', maxWidth: { sm: 260 } }}
        />
        <Button type="submit" variant="contained" size="large" disabled={sending || saveSetting.isPending}>
          Save This Rate
        </Button>
      </Box>
      {/* Below the field and its button, so the rates arriving after the page never move them under a tap. */}
      <TodayComparison dreamRate={shown} />
    </Paper>
  );
}

function TodayComparison({ dreamRate }: { dreamRate: number | null }) {
  const { data: rates, isError } = useTodayRates();
  if (isError) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        The current rates could not be loaded, so we cannot compare your dream rate with them right now.
      </Typography>
    );
  }
  if (!rates) return <LinearProgress aria-label="Loading the current rates" sx={{ mt: 2 }} />;
  const rate = rates.rate30.ratePercent;
  const comparison =
    dreamRate === null
      ? ''
      : dreamRate < rate
        ? ` Your dream rate is ${Number((rate - dreamRate).toFixed(3))} percentage points below it: we watch the weekly rates for you.`
        : ' Your dream rate is at or above it: rates are already there, so this is a good time to talk to an expert.';
  const fromSurvey = rates.source === PMMS_SOURCE;
  return (
    <Typography sx={{ mt: 2 }}>
      {rateSentence(rates)}
      {comparison}{' '}
      <Typography component="span" variant="body2" color="text.secondary">
        {fromSurvey ? `A market average, not an offer. ${PMMS_CREDIT}` : 'Our rate sheet, not an offer of credit.'}
      </Typography>
    </Typography>
  );
}

/** The 30-year rate with the date it is from; "today's" only while it is current. */
function rateSentence(rates: TodayRates): string {
  const rate = formatRate(rates.rate30.ratePercent);
  const date = formatCalendarDate(rates.date);
  if (rates.source === PMMS_SOURCE) {
    return rates.current
      ? `Today's 30-year average is ${rate} (week of ${date}).`
      : `The 30-year average for the week of ${date} was ${rate}, the latest we have.`;
  }
  return rates.current
    ? `Today's 30-year rate is ${rate} (our rate sheet of ${date}).`
    : `Our rate sheet of ${date}, the latest we have, has a 30-year rate of ${rate}.`;
}
