import { ContactDetailsDialog } from '../../../components/contact-details-dialog';
import type { ContactDetailsForm } from '../../../components/contact-details-form';

interface ListingContactDialogProps {
  open: boolean;
  /** The action's name ('Schedule Viewing') and the listing's address. */
  title: string;
  address: string;
  /** Owned by the caller, so what was typed survives a failure and another try. */
  form: ContactDetailsForm;
  sending: boolean;
  onClose: () => void;
  onSubmit: () => void;
}

/** A visitor's name, e-mail and optional phone for a listing action; Close and Send Request. */
export function ListingContactDialog({ title, address, ...props }: ListingContactDialogProps) {
  return (
    <ContactDetailsDialog
      {...props}
      title={title}
      intro={`Add your information so an expert can reach out about ${address}.`}
      formLabel={`${title}: your details`}
      autoFocus
    />
  );
}
