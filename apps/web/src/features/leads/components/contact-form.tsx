import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { contactFormSchema, DEFAULT_MAX_LENGTH, LEAD_MESSAGE_MAX_LENGTH, messages } from '@roost/domain';
import type { FieldError } from 'react-hook-form';
import { MessageBanner } from '../../../components/message-banner';
import { useLeadForm } from './use-lead-form';

/** The two contact forms of the spec: the home section (no phone, Send) and the Contact Us page. */
const variants = {
  home: { label: 'Contact us', submit: 'Send', success: messages.leadSentHome, withPhone: false },
  page: { label: 'Contact form', submit: 'Submit', success: messages.leadSentTool, withPhone: true },
} as const;

const fieldState = (error: FieldError | undefined) => ({ error: Boolean(error), helperText: error?.message });

export function ContactForm({ variant }: { variant: keyof typeof variants }) {
  const { label, submit, success, withPhone } = variants[variant];
  const { form, onSubmit, failure, sending } = useLeadForm({
    schema: contactFormSchema,
    defaultValues: { name: '', phone: '', email: '', message: '' },
    toLead: (values) => ({ type: 'contact', ...values }),
    successMessage: success,
  });
  const { errors } = form.formState;
  const textLimit = { htmlInput: { maxLength: DEFAULT_MAX_LENGTH } };
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-label={label}>
      {failure && <MessageBanner message={{ message: failure, messageType: 'error' }} />}
      <TextField
        label="Name"
        autoComplete="name"
        {...form.register('name')}
        {...fieldState(errors.name)}
        slotProps={textLimit}
      />
      {withPhone && (
        <TextField
          label="Phone (optional)"
          type="tel"
          autoComplete="tel"
          {...form.register('phone')}
          {...fieldState(errors.phone)}
          slotProps={{ htmlInput: { maxLength: 30 } }}
        />
      )}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        {...form.register('email')}
        {...fieldState(errors.email)}
        slotProps={textLimit}
      />
      <TextField
        label="Message"
        multiline
        rows={4}
        {...form.register('message')}
        {...fieldState(errors.message)}
        slotProps={{ htmlInput: { maxLength: LEAD_MESSAGE_MAX_LENGTH } }}
      />
      <Button type="submit" variant="contained" size="large" disabled={sending} sx={{ alignSelf: 'flex-start' }}>
        {sending ? 'Sending...' : submit}
      </Button>
    </Stack>
  );
}
