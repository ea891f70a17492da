import { z } from 'zod';
import { optionalPhone } from './phone';
import { emailAddress, multiLineText, plainText, requiredText } from './text';

export const leadTypes = [
  'pmiRemoval',
  'paymentDesign',
  'welcomePackage',
  'solarSunScore',
  'dreamRate',
  'homeValue',
  'cashOut',
  'contact',
  'incomplete',
] as const;
export type LeadType = (typeof leadTypes)[number];

/**
 * Every kind of stored lead: the site's forms' kinds, and those the server makes itself and POST /lead refuses (a
 * campaign contact's review request from their own page, /home-report/{link id}).
 */
export const storedLeadTypes = [...leadTypes, 'homeReview'] as const;
export type StoredLeadType = (typeof storedLeadTypes)[number];

export const LEAD_MESSAGE_MAX_LENGTH = 2000;

const money = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .finite({ error: `${label} must be a number` })
    .min(0, { error: `${label} must not be negative` })
    .max(1_000_000_000, { error: `${label} is too large` });

/** The body of POST {site}/lead. Unknown fields are refused so nothing unexpected is stored. */
export const leadRequestSchema = z
  .strictObject(
    {
      type: z.enum(leadTypes, { error: `Type must be one of: ${leadTypes.join(', ')}` }),
      name: plainText('Name').optional(),
      email: emailAddress.optional(),
      phone: optionalPhone,
      message: multiLineText('Message', LEAD_MESSAGE_MAX_LENGTH).optional(),
      addressId: plainText('Address id').optional(),
      address: plainText('Address').optional(),
      estimatedValue: money('Estimated value').optional(),
      loanBalance: money('Loan balance').optional(),
      dreamRate: z
        .number({ error: 'Dream rate must be a number' })
        .min(0, { error: 'Dream rate must not be negative' })
        .max(25, { error: 'Dream rate must be at most 25' })
        .optional(),
      /** The campaign link the visitor arrived through (`/?ref=`): the lead goes to that loan officer. */
      ref: z
        .string({ error: 'Ref must be text' })
        .trim()
        .regex(/^[0-9A-Za-z]{1,64}$/, { error: 'Ref must be a link id (letters and digits)' })
        .optional(),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : undefined) },
  )
  .superRefine((lead, ctx) => {
    const require = (field: keyof typeof lead, label: string) => {
      const value = lead[field];
      if (value === undefined || value === '') {
        ctx.addIssue({ code: 'custom', path: [field], message: `${label} is required` });
      }
    };
    if (lead.type === 'incomplete') {
      // A half-finished sign-up: whatever contact detail we have is worth a call back.
      if (!lead.email && !lead.phone) {
        ctx.addIssue({ code: 'custom', path: ['email'], message: 'Email or phone is required' });
      }
      return;
    }
    require('name', 'Name');
    require('email', 'Email');
    if (lead.type === 'contact') require('message', 'Message');
    if (lead.type === 'dreamRate') require('dreamRate', 'Dream rate');
  });
export type LeadRequest = z.input<typeof leadRequestSchema>;
export type ValidLead = z.output<typeof leadRequestSchema>;

export const leadSchema = z.object({
  id: z.string(),
  type: z.enum(storedLeadTypes),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  message: z.string().nullable(),
  addressId: z.string().nullable(),
  address: z.string().nullable(),
  estimatedValue: z.number().nullable(),
  loanBalance: z.number().nullable(),
  dreamRate: z.number().nullable(),
  createdDate: z.string(),
});
export type Lead = z.infer<typeof leadSchema>;

/** The site's contact forms (home section and Contact Us page), validated in the browser with the same rules. */
export const contactFormSchema = z.object({
  name: requiredText('Name'),
  email: emailAddress,
  message: requiredText('Message', LEAD_MESSAGE_MAX_LENGTH),
  phone: optionalPhone,
});
