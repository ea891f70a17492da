import type { ContactDetails } from '../../../components/contact-details';
import { useContactDetailsForm } from '../../../components/contact-details-form';
import { LeadDialog } from './lead-dialog';

export interface VisitorLeadDialogProps {
  open: boolean;
  sending: boolean;
  onClose: () => void;
  /** Sends the lead with these details; true once sent (the form is then emptied). */
  onSend: (details: ContactDetails) => Promise<boolean>;
}

/**
 * The Lead dialog with its form, for a visitor: a chunk of its own (the form's validation, the phone rules and the
 * dialog), loaded the first time a visitor asks for an expert and kept mounted after, so what was typed survives
 * closing and reopening.
 */
export function VisitorLeadDialog({ open, sending, onClose, onSend }: VisitorLeadDialogProps) {
  const form = useContactDetailsForm();
  const onSubmit = form.handleSubmit(async (details) => {
    if (await onSend(details)) form.reset();
  });
  return <LeadDialog open={open} form={form} sending={sending} onClose={onClose} onSubmit={onSubmit} />;
}
