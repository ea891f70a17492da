import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  authMessages,
  meetsPasswordRule,
  resetPasswordPageSchema,
  signUpFormSchema,
  signUpRequestSchema,
} from './auth';

/** Field -> first message, as a form shows them. */
function fieldErrors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const fields: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}

describe('meetsPasswordRule', () => {
  it.each([
    ['Passw0rd', true],
    ['Abcde1', true],
    ['aB3aB3aB3', true],
    ['ÄbcdE1', true],
    ['Ab1 !?', true],
    ['Abcd1', false],
    ['password1', false],
    ['PASSWORD1', false],
    ['Password', false],
    ['', false],
    [`A1${'a'.repeat(126)}`, true],
    [`A1${'a'.repeat(127)}`, false],
  ])('%j -> %s', (password, expected) => {
    expect(meetsPasswordRule(password)).toBe(expected);
  });

  const lower = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz');
  const upper = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
  const digit = fc.constantFrom(...'0123456789');

  it('accepts any 6-128 characters holding a lowercase letter, an uppercase letter and a digit', () => {
    fc.assert(
      fc.property(lower, upper, digit, fc.string({ minLength: 3, maxLength: 125 }), (l, u, d, rest) => {
        expect(meetsPasswordRule(`${rest}${u}${d}${l}`)).toBe(true);
      }),
    );
  });

  it('refuses anything shorter than 6 characters', () => {
    fc.assert(fc.property(fc.string({ maxLength: 5 }), (password) => !meetsPasswordRule(password)));
  });

  it('refuses a password missing any one of the three classes', () => {
    const without = (pattern: RegExp) =>
      fc
        .string({ minLength: 6, maxLength: 40 })
        .map((text) => text.replace(pattern, ''))
        .filter((text) => text.length >= 6);
    fc.assert(fc.property(without(/\d/g), (password) => !meetsPasswordRule(password)));
    fc.assert(fc.property(without(/[A-Z]/g), (password) => !meetsPasswordRule(password)));
    fc.assert(fc.property(without(/[a-z]/g), (password) => !meetsPasswordRule(password)));
  });
});

describe('signUpFormSchema', () => {
  const valid = {
    name: 'Pat Person',
    email: 'pat@example.com',
    phone: '(916) 555-0100',
    password: 'Passw0rd',
    confirmPassword: 'Passw0rd',
  };

  it('accepts a valid form and normalises the phone', () => {
    const result = signUpFormSchema.safeParse(valid);
    expect(result.success).toBe(true);
    expect(result.data?.phone).toBe('+19165550100');
  });

  it.each([
    ['an empty name', { name: '  ' }, 'name', 'Name is required'],
    ['a long name', { name: 'x'.repeat(251) }, 'name', 'Name must be at most 250 characters'],
    ['a malformed e-mail', { email: 'pat@' }, 'email', 'Email must be a valid email address'],
    ['an empty e-mail', { email: '' }, 'email', 'Email is required'],
    ['a short phone', { phone: '12' }, 'phone', 'Phone must be a valid US phone number'],
    ['a weak password', { password: 'password', confirmPassword: 'password' }, 'password', authMessages.passwordRule],
    ['an empty password', { password: '', confirmPassword: '' }, 'password', 'Password is required'],
    ['a different confirmation', { confirmPassword: 'Passw0rd!' }, 'confirmPassword', authMessages.passwordsDoNotMatch],
  ])('reports %s on its field', (_label, change, field, message) => {
    const result = signUpFormSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(fieldErrors(result)).toEqual({ [field]: message });
  });

  const everythingWrong = { name: '', email: 'nope', phone: '12', password: 'weak', confirmPassword: 'other' };

  it('reports every failing field at once, the password mismatch included', () => {
    expect(fieldErrors(signUpFormSchema.safeParse(everythingWrong))).toEqual({
      name: 'Name is required',
      email: 'Email must be a valid email address',
      phone: 'Phone must be a valid US phone number',
      password: authMessages.passwordRule,
      confirmPassword: authMessages.passwordsDoNotMatch,
    });
  });

  it('says the passwords do not match whenever they differ', () => {
    fc.assert(
      fc.property(fc.string(), (confirmPassword) => {
        fc.pre(confirmPassword !== valid.password);
        const result = signUpFormSchema.safeParse({ ...valid, confirmPassword });
        expect(fieldErrors(result)).toEqual({ confirmPassword: authMessages.passwordsDoNotMatch });
      }),
    );
  });

  it('agrees with the password rule for any password', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 140 }), (password) => {
        const result = signUpFormSchema.safeParse({ ...valid, password, confirmPassword: password });
        expect(result.success).toBe(meetsPasswordRule(password));
      }),
    );
  });

  it('shares its rules with the request schema, which refuses unknown fields', () => {
    const { confirmPassword: _confirm, ...request } = valid;
    expect(signUpRequestSchema.safeParse({ ...request, email: 'Pat@Example.com' }).data?.email).toBe('pat@example.com');
    expect(fieldErrors(signUpRequestSchema.safeParse({ ...request, role: 'admin' }))).toHaveProperty('');
  });
});

describe('resetPasswordPageSchema', () => {
  const valid = { oldPassword: 'Old1pass', newPassword: 'New1pass', confirmPassword: 'New1pass' };

  it('accepts a valid change', () => {
    expect(resetPasswordPageSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    ['no old password', { oldPassword: '' }, { oldPassword: authMessages.oldPasswordMissing }],
    [
      'no new password',
      { newPassword: '', confirmPassword: '' },
      { newPassword: authMessages.newPasswordRequired, confirmPassword: authMessages.confirmPasswordRequired },
    ],
    [
      'nothing at all',
      { oldPassword: '', newPassword: '', confirmPassword: '' },
      {
        oldPassword: authMessages.oldPasswordMissing,
        newPassword: authMessages.newPasswordRequired,
        confirmPassword: authMessages.confirmPasswordRequired,
      },
    ],
    ['no confirmation', { confirmPassword: '' }, { confirmPassword: authMessages.confirmPasswordRequired }],
    [
      'a weak new password',
      { newPassword: 'weakpass', confirmPassword: 'weakpass' },
      { newPassword: authMessages.passwordRule },
    ],
    [
      'a different confirmation',
      { confirmPassword: 'New1pasS' },
      { confirmPassword: authMessages.confirmPasswordRequired },
    ],
  ])('reports %s', (_label, change, expected) => {
    expect(fieldErrors(resetPasswordPageSchema.safeParse({ ...valid, ...change }))).toEqual(expected);
  });

  it("says 'Confirm password required' whenever the confirmation differs", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (confirmPassword) => {
        fc.pre(confirmPassword !== valid.newPassword);
        const result = resetPasswordPageSchema.safeParse({ ...valid, confirmPassword });
        expect(fieldErrors(result)).toEqual({ confirmPassword: authMessages.confirmPasswordRequired });
      }),
    );
  });
});
