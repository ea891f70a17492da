import { contactFormSchema } from '@roost/domain';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { ContactDetailsDialog } from '../../../components/contact-details-dialog';

/** The Lead dialog's fields: the contact form's rules without the message. */
export const leadContactSchema = contactFormSchema.pick({ name: true, email: true, phone: true });
export type LeadContactForm = UseFormReturn<
  z.input<typeof leadContactSchema>,
  unknown,
  z.output<typeof leadContactSchema>
>;

interface LeadDialogProps {
  open: boolean;
  /** Owned by the caller, so what was typed survives closing and reopening. */
  form: LeadContactForm;
  sending: boolean;
  onClose: () => void;
  onSubmit: () => void;
}

/** The spec's Lead dialog: Name, Email, optional Phone; Close and Send Request. */
export function LeadDialog(props: LeadDialogProps) {
  return (
    <ContactDetailsDialog
      {...props}
      title="Talk to an expert"
      intro="Add your information so an expert can reach out."
      formLabel="Lead request"
    />
  );
}
