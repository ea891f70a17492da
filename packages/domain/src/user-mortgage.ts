import { z } from 'zod';
import { isAddressKey, toAddressKey } from './address-key';
import { usStateCodes } from './us-states';
import { plainText } from './text';
import { formatDollars } from './number-text';

/**
 * A mortgage a homeowner keeps in their account (spec 2.4, 3): its real rate and balance replace our
 * estimates on the tool pages of its address. The spec validates nothing here; these bounds keep out
 * typing slips and nonsense without refusing any real loan.
 */
export const USER_MORTGAGE_LIMITS = {
  /** Mortgages one person may keep; more is refused with 409. */
  maxPerPerson: 20,
  maxBalance: 100_000_000,
  /** Mortgage insurance and escrow are monthly figures. */
  maxMonthly: 100_000,
  maxRatePercent: 25,
  reportTitleLength: 100,
  // Address and city are short enough that their address key stays within the 200 characters of a key.
  addressLength: 120,
  cityLength: 60,
} as const;

export const userMortgageMessages = {
  notFound: 'Mortgage not found',
  tooMany: `You can keep up to ${USER_MORTGAGE_LIMITS.maxPerPerson} mortgages. Delete one you no longer need to add another.`,
  balanceAboveOriginal: 'Loan balance must not be more than the original loan balance',
} as const;

const requiredText = (label: string, maxLength: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`) })
    .pipe(plainText(label, maxLength))
    .refine((value) => value.length > 0, { error: `${label} is required` });

const amount = (label: string) =>
  z.number({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a number`) });

const balance = (label: string) =>
  amount(label)
    .min(0, { error: `${label} must not be negative` })
    .max(USER_MORTGAGE_LIMITS.maxBalance, {
      error: `${label} must be at most ${formatDollars(USER_MORTGAGE_LIMITS.maxBalance)}`,
    });

/** A monthly amount; 0 (none) when left out. */
const monthly = (label: string) =>
  amount(label)
    .min(0, { error: `${label} must not be negative` })
    .max(USER_MORTGAGE_LIMITS.maxMonthly, {
      error: `${label} must be at most ${formatDollars(USER_MORTGAGE_LIMITS.maxMonthly)} a month`,
    })
    .default(0);

const strict = {
  error: (issue: { code: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys' ? `Unknown field: ${(issue.keys ?? []).join(', ')}` : undefined,
};

const mortgageFields = {
  reportTitle: requiredText('Report title', USER_MORTGAGE_LIMITS.reportTitleLength),
  address: requiredText('Address', USER_MORTGAGE_LIMITS.addressLength),
  city: requiredText('City', USER_MORTGAGE_LIMITS.cityLength),
  state: z
    .string({ error: (issue) => (issue.input === undefined ? 'State is required' : 'State must be text') })
    .trim()
    .toUpperCase()
    .refine((value) => value.length > 0, { error: 'State is required' })
    .refine((value) => value.length === 0 || (usStateCodes as readonly string[]).includes(value), {
      error: 'State must be a two-letter US state code, like CA',
    }),
  zipCode: z
    .string({ error: (issue) => (issue.input === undefined ? 'ZIP code is required' : 'ZIP code must be text') })
    .trim()
    .refine((value) => value.length > 0, { error: 'ZIP code is required' })
    .refine((value) => value.length === 0 || /^\d{5}$/.test(value), { error: 'ZIP code must be 5 digits' }),
  originalLoanBalance: amount('Original loan balance')
    .gt(0, { error: 'Original loan balance must be more than $0' })
    .max(USER_MORTGAGE_LIMITS.maxBalance, {
      error: `Original loan balance must be at most ${formatDollars(USER_MORTGAGE_LIMITS.maxBalance)}`,
    }),
  loanBalance: balance('Loan balance'),
  interestRate: amount('Interest rate')
    .gt(0, { error: 'Interest rate must be more than 0%' })
    .max(USER_MORTGAGE_LIMITS.maxRatePercent, {
      error: `Interest rate must be at most ${USER_MORTGAGE_LIMITS.maxRatePercent}%`,
    }),
  mortgageInsurance: monthly('Mortgage insurance'),
  escrow: monthly('Escrow'),
};

type MortgageFields = { [K in keyof typeof mortgageFields]: z.output<(typeof mortgageFields)[K]> };

/** The address key of a mortgage's address (its `addressId`); undefined when the address makes none. */
export function mortgageAddressKey(mortgage: Pick<MortgageFields, 'address' | 'city' | 'state'>): string | undefined {
  try {
    const key = toAddressKey({ street: mortgage.address, city: mortgage.city, state: mortgage.state });
    return isAddressKey(key) ? key : undefined;
  } catch {
    return undefined;
  }
}

/** Checks across fields; run even when another field failed, so every failing field gets its message. */
function checkMortgage(value: Record<string, unknown>, ctx: z.RefinementCtx) {
  const { originalLoanBalance, loanBalance, address, city, state } = value;
  if (typeof originalLoanBalance === 'number' && typeof loanBalance === 'number' && loanBalance > originalLoanBalance) {
    ctx.addIssue({ code: 'custom', path: ['loanBalance'], message: userMortgageMessages.balanceAboveOriginal });
  }
  if (typeof address === 'string' && typeof city === 'string' && typeof state === 'string' && address && city) {
    if (!/[A-Za-z0-9]/.test(address)) {
      ctx.addIssue({ code: 'custom', path: ['address'], message: 'Address must have a street number or name' });
    } else if (!/[A-Za-z0-9]/.test(city)) {
      ctx.addIssue({ code: 'custom', path: ['city'], message: 'City must have a name' });
    } else if (/^[A-Z]{2}$/.test(state) && !mortgageAddressKey({ address, city, state })) {
      ctx.addIssue({ code: 'custom', path: ['address'], message: 'Address is too long' });
    }
  }
}

const everyField = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

/** PUT {user}/user/mortgage/{id}: the whole mortgage. */
export const userMortgageInputSchema = z.strictObject(mortgageFields, strict).superRefine(checkMortgage, everyField);
export type UserMortgageInput = z.input<typeof userMortgageInputSchema>;

/** POST {user}/user/mortgage: the spec's body; its userId is ignored (the mortgage is the caller's own). */
export const userMortgageCreateSchema = z
  .strictObject({ ...mortgageFields, userId: z.string().max(100).optional() }, strict)
  .superRefine(checkMortgage, everyField);
export type UserMortgageCreate = z.input<typeof userMortgageCreateSchema>;

/** A saved mortgage as the API answers it; `addressId` is the address key of address, city and state. */
export const userMortgageSchema = z.object({
  id: z.string(),
  userId: z.string(),
  reportTitle: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  addressId: z.string(),
  originalLoanBalance: z.number(),
  loanBalance: z.number(),
  interestRate: z.number(),
  mortgageInsurance: z.number(),
  escrow: z.number(),
  createdDate: z.string(),
  updatedDate: z.string(),
});
export type UserMortgage = z.infer<typeof userMortgageSchema>;
