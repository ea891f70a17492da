import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { contactFormSchema, messages } from '@roost/domain';
import { FormTextField } from '../../../components/form-text-field';
import { MessageBanner } from '../../../components/message-banner';
import { useLeadForm } from './use-lead-form';

/** The two contact forms of the spec: the home section (no phone, Send) and the Contact Us page. */
const variants = {
  home: { label: 'Contact us', submit: 'Send', success: messages.leadSentHome, withPhone: false },
  page: { label: 'Contact form', submit: 'Submit', success: messages.leadSentTool, withPhone: true },
} as const;

export function ContactForm({ variant }: { variant: keyof typeof variants }) {
  const { label, submit, success, withPhone } = variants[variant];
  const { form, onSubmit, failure, sending } = useLeadForm({
    schema: contactFormSchema,
    defaultValues: { name: '', phone: '', email: '', message: '' },
    toLead: (values) => ({ type: 'contact', ...values }),
    successMessage: success,
  });
  return (
    <Stack
      component="form"
      noValidate
      onSubmit={onSubmit}
      // Sent before the page's script took the form over: React holds the send and makes it here once it has.
      action={() => onSubmit()}
      spacing={2}
      aria-label={label}
    >
      {failure && <MessageBanner message={{ message: failure, messageType: 'error' }} />}
      <FormTextField form={form} name="name" label="Name" kind="name" />
      {withPhone && <FormTextField form={form} name="phone" label="Phone (optional)" kind="phone" />}
      <FormTextField form={form} name="email" label="Email" kind="email" />
      <FormTextField form={form} name="message" label="Message" kind="message" multiline rows={4} />
      <Button type="submit" variant="contained" size="large" disabled={sending} sx={{ alignSelf: 'flex-start' }}>
        {sending ? 'Sending...' : submit}
      </Button>
    </Stack>
  );
}
