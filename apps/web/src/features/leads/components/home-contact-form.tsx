import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DEFAULT_MAX_LENGTH, homeContactFormSchema, LEAD_MESSAGE_MAX_LENGTH, messages } from '@roost/domain';
import { MessageBanner } from '../../../components/message-banner';
import { useLeadForm } from './use-lead-form';

/** The home page's contact section form: Name, Email, Message (4 rows), Send. */
export function HomeContactForm() {
  const { form, onSubmit, failure, sending } = useLeadForm({
    schema: homeContactFormSchema,
    defaultValues: { name: '', email: '', message: '' },
    toLead: (values) => ({ type: 'contact', ...values }),
    successMessage: messages.leadSentHome,
  });
  const { errors } = form.formState;
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-label="Contact us">
      {failure && <MessageBanner message={{ message: failure, messageType: 'error' }} />}
      <TextField
        label="Name"
        autoComplete="name"
        {...form.register('name')}
        error={Boolean(errors.name)}
        helperText={errors.name?.message}
        slotProps={{ htmlInput: { maxLength: DEFAULT_MAX_LENGTH } }}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        {...form.register('email')}
        error={Boolean(errors.email)}
        helperText={errors.email?.message}
        slotProps={{ htmlInput: { maxLength: DEFAULT_MAX_LENGTH } }}
      />
      <TextField
        label="Message"
        multiline
        rows={4}
        {...form.register('message')}
        error={Boolean(errors.message)}
        helperText={errors.message?.message}
        slotProps={{ htmlInput: { maxLength: LEAD_MESSAGE_MAX_LENGTH } }}
      />
      <Button type="submit" variant="contained" size="large" disabled={sending} sx={{ alignSelf: 'flex-start' }}>
        {sending ? 'Sending...' : 'Send'}
      </Button>
    </Stack>
  );
}
