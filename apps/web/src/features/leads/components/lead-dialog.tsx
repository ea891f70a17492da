import { ContactDetailsDialog } from '../../../components/contact-details-dialog';
import type { ContactDetailsForm } from '../../../components/contact-details-form';

interface LeadDialogProps {
  open: boolean;
  /** Owned by the caller, so what was typed survives closing and reopening. */
  form: ContactDetailsForm;
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
