import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAddressKey } from './address-key';
import {
  mortgageAddressKey,
  USER_MORTGAGE_LIMITS,
  userMortgageCreateSchema,
  userMortgageInputSchema,
  userMortgageMessages,
} from './user-mortgage';

const valid = {
  reportTitle: 'Home loan',
  address: '1234 Oak St',
  city: 'Sacramento',
  state: 'CA',
  zipCode: '95814',
  originalLoanBalance: 475_000,
  loanBalance: 440_000,
  interestRate: 2.98,
  mortgageInsurance: 120,
  escrow: 585,
};

/** The message of each failing field, by field. */
function failures(input: unknown, schema = userMortgageInputSchema) {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('user mortgage', () => {
  it('accepts a real mortgage, trimming text and upper-casing the state', () => {
    const parsed = userMortgageInputSchema.parse({ ...valid, reportTitle: '  Home loan ', state: 'ca' });
    expect(parsed).toEqual({ ...valid, reportTitle: 'Home loan', state: 'CA' });
  });

  it('takes no mortgage insurance and no escrow as 0', () => {
    const { mortgageInsurance: _mi, escrow: _escrow, ...withoutMonthly } = valid;
    expect(userMortgageInputSchema.parse(withoutMonthly)).toMatchObject({ mortgageInsurance: 0, escrow: 0 });
  });

  it('accepts a paid-off loan (balance 0) and the rate bounds of 25%', () => {
    expect(userMortgageInputSchema.safeParse({ ...valid, loanBalance: 0, interestRate: 25 }).success).toBe(true);
  });

  it.each([
    [{ interestRate: 0 }, 'interestRate', 'Interest rate must be more than 0%'],
    [{ interestRate: -1 }, 'interestRate', 'Interest rate must be more than 0%'],
    [{ interestRate: 25.01 }, 'interestRate', 'Interest rate must be at most 25%'],
    [{ interestRate: '6.5' }, 'interestRate', 'Interest rate must be a number'],
    [{ loanBalance: -1 }, 'loanBalance', 'Loan balance must not be negative'],
    [{ loanBalance: 500_000 }, 'loanBalance', userMortgageMessages.balanceAboveOriginal],
    [{ originalLoanBalance: 0, loanBalance: 0 }, 'originalLoanBalance', 'Original loan balance must be more than $0'],
    [{ originalLoanBalance: 1e12 }, 'originalLoanBalance', 'Original loan balance must be at most $100,000,000'],
    [{ escrow: -5 }, 'escrow', 'Escrow must not be negative'],
    [{ mortgageInsurance: 1e9 }, 'mortgageInsurance', 'Mortgage insurance must be at most $100,000 a month'],
    [{ zipCode: '9581' }, 'zipCode', 'ZIP code must be 5 digits'],
    [{ zipCode: '95814-1234' }, 'zipCode', 'ZIP code must be 5 digits'],
    [{ state: 'California' }, 'state', 'State must be a two-letter US state code, like CA'],
    [{ state: 'ZZ' }, 'state', 'State must be a two-letter US state code, like CA'],
    [{ reportTitle: '   ' }, 'reportTitle', 'Report title is required'],
    [{ reportTitle: 'x'.repeat(101) }, 'reportTitle', 'Report title must be at most 100 characters'],
    [{ address: '<b>1 Main</b>' }, 'address', 'Address must not contain HTML or script'],
    [{ address: '###' }, 'address', 'Address must have a street number or name'],
    [{ city: undefined }, 'city', 'City is required'],
  ])('refuses %j with a message on %s', (change, field, message) => {
    expect(failures({ ...valid, ...change })[field]).toBe(message);
  });

  it('names every failing field at once, even with others missing', () => {
    expect(failures({ loanBalance: 10, originalLoanBalance: 5 })).toMatchObject({
      reportTitle: 'Report title is required',
      address: 'Address is required',
      city: 'City is required',
      state: 'State is required',
      zipCode: 'ZIP code is required',
      interestRate: 'Interest rate is required',
      loanBalance: userMortgageMessages.balanceAboveOriginal,
    });
  });

  it('refuses unknown fields; POST may carry the spec userId', () => {
    expect(failures({ ...valid, id: 'm1' })).toEqual({ '': 'Unknown field: id' });
    expect(userMortgageCreateSchema.safeParse({ ...valid, userId: 'u1' }).success).toBe(true);
    expect(userMortgageInputSchema.safeParse({ ...valid, userId: 'u1' }).success).toBe(false);
  });

  it('keys the mortgage by its address, city and state', () => {
    expect(mortgageAddressKey(valid)).toBe('1234-Oak-St-Sacramento-CA');
    expect(mortgageAddressKey({ address: '55 Ridge View Ct', city: 'El Dorado Hills', state: 'CA' })).toBe(
      '55-Ridge-View-Ct-El_Dorado_Hills-CA',
    );
  });

  it('gives every accepted mortgage an address key that is valid in a link', () => {
    const text = (max: number) => fc.string({ minLength: 1, maxLength: max });
    fc.assert(
      fc.property(text(USER_MORTGAGE_LIMITS.addressLength), text(USER_MORTGAGE_LIMITS.cityLength), (address, city) => {
        const result = userMortgageInputSchema.safeParse({ ...valid, address, city });
        if (result.success) expect(isAddressKey(mortgageAddressKey(result.data) ?? '')).toBe(true);
      }),
    );
  });
});
