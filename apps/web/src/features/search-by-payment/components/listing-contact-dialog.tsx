import { listingActionRequestSchema } from '@roost/domain';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { ContactDetailsDialog } from '../../../components/contact-details-dialog';

/** What a visitor tells us with a listing action: the contract's rules for name, e-mail and phone. */
export const listingContactSchema = listingActionRequestSchema.pick({ name: true, email: true, phone: true });
export type ListingContactForm = UseFormReturn<
  z.input<typeof listingContactSchema>,
  unknown,
  z.output<typeof listingContactSchema>
>;

interface ListingContactDialogProps {
  open: boolean;
  /** The action's name ('Schedule Viewing') and the listing's address. */
  title: string;
  address: string;
  /** Owned by the caller, so what was typed survives a failure and another try. */
  form: ListingContactForm;
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
