import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DEFAULT_TEXT_FREQUENCY,
  textFrequencyMessages,
  textFrequencyPolicySchema,
  TEXT_FREQUENCY_BOUNDS,
  type TextFrequencyReply,
} from '@roost/domain';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { MessageBanner } from '../../../components/message-banner';
import { useSnackbar } from '../../../components/snackbar';
import { useSetTextFrequency, useTextFrequency } from '../api/text-frequency';
import { saveFailure } from './save-failure';

type Values = { per24Hours: string; per7Days: string };
const fields = ['per24Hours', 'per7Days'] as const;

/**
 * The organization's limits on marketing texts per number, across all its campaigns: at most so many in any
 * 24 hours and in any 7 days. Its admins change them; everyone else who sees the organization reads them.
 */
export function TextFrequencySection({ organizationId, canEdit }: { organizationId: string; canEdit: boolean }) {
  const headingId = useId();
  const { data } = useTextFrequency(organizationId);
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h2" id={headingId} gutterBottom>
        Text limits
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        How many campaign texts one number may get from this organization, whatever campaign they come from. A text over
        the limit waits until it is allowed. Florida and Oklahoma numbers get at most 3 in 24 hours whatever is set
        here. Replies typed in a conversation are not counted.
      </Typography>
      {!data ? (
        <LinearProgress aria-label="Loading the text limits" />
      ) : canEdit ? (
        <TextFrequencyForm key={`${data.per24Hours}-${data.per7Days}`} organizationId={organizationId} current={data} />
      ) : (
        <Typography>
          At most <strong>{data.per24Hours}</strong> in 24 hours and <strong>{data.per7Days}</strong> in 7 days
          {data.isDefault ? ' (the defaults)' : ''}.
        </Typography>
      )}
    </Paper>
  );
}

function TextFrequencyForm({ organizationId, current }: { organizationId: string; current: TextFrequencyReply }) {
  const form = useForm<Values>({
    defaultValues: { per24Hours: String(current.per24Hours), per7Days: String(current.per7Days) },
  });
  const save = useSetTextFrequency(organizationId);
  const showMessage = useSnackbar();
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    const parsed = textFrequencyPolicySchema.safeParse({
      per24Hours: values.per24Hours.trim() === '' ? Number.NaN : Number(values.per24Hours),
      per7Days: values.per7Days.trim() === '' ? Number.NaN : Number(values.per7Days),
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Values;
        form.setError(field, { type: 'validate', message: textFrequencyMessages[field] });
      }
      return;
    }
    try {
      await save.mutateAsync(parsed.data);
      showMessage({ message: textFrequencyMessages.saved, messageType: 'notification' });
    } catch (error) {
      setFailure(saveFailure('Error saving text limits', error, form.setError, fields));
    }
  });

  const { min, max } = TEXT_FREQUENCY_BOUNDS.per24Hours;
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Text limits">
      <Stack spacing={2}>
        {failure && <MessageBanner message={{ message: failure, messageType: 'error' }} />}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField
            form={form}
            name="per24Hours"
            label="Texts per number in 24 hours"
            hint={`${min} to ${max}; default ${DEFAULT_TEXT_FREQUENCY.per24Hours}`}
            sx={{ flex: 1 }}
          />
          <FormTextField
            form={form}
            name="per7Days"
            label="Texts per number in 7 days"
            hint={`At least the 24-hour limit, at most ${TEXT_FREQUENCY_BOUNDS.per7Days.max}; default ${DEFAULT_TEXT_FREQUENCY.per7Days}`}
            sx={{ flex: 1 }}
          />
        </Stack>
        <div>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            Save limits
          </Button>
        </div>
        {form.formState.isSubmitting && <LinearProgress aria-label="Saving the text limits" />}
      </Stack>
    </form>
  );
}
