import { zodResolver } from '@hookform/resolvers/zod';
import { contactFormSchema } from '@roost/domain';
import { useForm } from 'react-hook-form';

/** A visitor's contact details: the contact form's rules for name, e-mail and optional phone. */
export const contactDetailsSchema = contactFormSchema.pick({ name: true, email: true, phone: true });

const emptyContactDetails = { name: '', email: '', phone: '' };

/** The form behind the contact-details dialog; reset() empties it. */
export function useContactDetailsForm() {
  return useForm({
    resolver: zodResolver(contactDetailsSchema),
    defaultValues: emptyContactDetails,
    mode: 'onTouched',
  });
}
export type ContactDetailsForm = ReturnType<typeof useContactDetailsForm>;
