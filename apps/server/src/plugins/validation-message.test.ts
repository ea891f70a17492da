import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readableValidationMessage } from './validation-message';

/** What a caller reads for a value a schema without its own message refuses. */
function messageFor(schema: z.ZodType, value: unknown, field = 'page'): string {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a refusal');
  const [issue] = result.error.issues;
  const { code, message, path: _path, ...params } = issue!;
  return readableValidationMessage(field, { keyword: code, message, params });
}

describe('readableValidationMessage', () => {
  it.each([
    [z.coerce.number().int().min(1), 0, 'Page must be at least 1'],
    [z.coerce.number().max(10_000), 20_000, 'Page must be at most 10,000'],
    [z.number().positive(), 0, 'Page must be more than 0'],
    [z.coerce.number(), 'two', 'Page must be a number'],
    [z.number(), undefined, 'Page is required'],
    [z.string().min(1), '', 'Page is required'],
    [z.string().min(5), 'ab', 'Page must be at least 5 characters'],
    [z.string().max(3), 'abcd', 'Page must be at most 3 characters'],
    [z.array(z.string()).max(1), ['a', 'b'], 'Page must have at most 1 item'],
    [z.enum(['a', 'b']), 'c', 'Page must be one of: a, b'],
    [z.email(), 'not-mail', 'Page must be a valid e-mail address'],
    [z.boolean(), 'yes', 'Page must be true or false'],
    [z.strictObject({ name: z.string() }), { name: 'A', role: 'admin' }, 'Unrecognized field: role'],
  ])('%#: says what is wrong in words', (schema, value, expected) => {
    expect(messageFor(schema, value)).toBe(expected);
  });

  it('names the last part of a nested field', () => {
    expect(messageFor(z.string().max(3), 'abcd', 'address.city')).toBe('City must be at most 3 characters');
  });

  it("keeps a schema's own message as written", () => {
    expect(messageFor(z.coerce.number().min(500, { error: 'Enter at least $500' }), 3, 'payment')).toBe(
      'Enter at least $500',
    );
    expect(
      messageFor(
        z.string().refine(() => false, { error: 'Invalid code, try again' }),
        'x',
        'code',
      ),
    ).toBe('Invalid code, try again');
    expect(messageFor(z.email({ error: 'Invalid e-mail, check it' }), 'x', 'email')).toBe('Invalid e-mail, check it');
  });
});
