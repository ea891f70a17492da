import { zodResolver } from '@hookform/resolvers/zod';
import { contactFormSchema, type UserRecord } from '@roost/domain';
import { useForm } from 'react-hook-form';

/** A visitor's contact details: the contact form's rules for name, e-mail and optional phone. */
export const contactDetailsSchema = contactFormSchema.pick({ name: true, email: true, phone: true });
export type ContactDetails = { name: string; email: string; phone?: string };

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

/** A signed-in person's details, sent in place of the dialog (no phone when they gave none). */
export function contactDetailsOf(user: Pick<UserRecord, 'name' | 'email' | 'phone'>): ContactDetails {
  return { name: user.name, email: user.email, ...(user.phone ? { phone: user.phone } : {}) };
}
