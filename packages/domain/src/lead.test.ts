import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contactFormSchema, LEAD_MESSAGE_MAX_LENGTH, leadRequestSchema, leadTypes } from './lead';
import { DEFAULT_MAX_LENGTH, plainText } from './text';

/** The messages of a refused body, by field ('' for the body itself). */
function refusal(body: unknown): Record<string, string> {
  const result = leadRequestSchema.safeParse(body);
  if (result.success) throw new Error(`expected ${JSON.stringify(body)} to be refused`);
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

const person = { name: 'Avery Buyer', email: 'avery@example.com' };

describe('leadRequestSchema', () => {
  it.each([
    [
      'pmiRemoval',
      {
        type: 'pmiRemoval',
        ...person,
        address: '1 Oak St, Roseville, CA',
        estimatedValue: 640000,
        loanBalance: 455000,
      },
    ],
    ['paymentDesign', { type: 'paymentDesign', ...person }],
    ['welcomePackage', { type: 'welcomePackage', ...person, addressId: 'a-1' }],
    ['solarSunScore', { type: 'solarSunScore', ...person, address: '1 Oak St' }],
    ['dreamRate', { type: 'dreamRate', ...person, dreamRate: 0 }],
    ['contact', { type: 'contact', ...person, message: 'Hello', phone: '916-555-0100' }],
    ['incomplete with an email', { type: 'incomplete', email: 'avery@example.com' }],
    ['incomplete with a phone', { type: 'incomplete', phone: '916-555-0100' }],
  ])('accepts a %s lead', (_label, body) => {
    expect(leadRequestSchema.safeParse(body).success).toBe(true);
  });

  it("covers every lead type of the spec, and the homeowner alerts' two (homeValue, cashOut)", () => {
    const spec = [
      'contact',
      'dreamRate',
      'incomplete',
      'paymentDesign',
      'pmiRemoval',
      'solarSunScore',
      'welcomePackage',
    ];
    expect([...leadTypes].sort()).toEqual([...spec, 'homeValue', 'cashOut'].sort());
  });

  it('trims text, keeps the email as typed, and stores the phone as E.164', () => {
    const lead = leadRequestSchema.parse({
      type: 'contact',
      name: '  Avery  ',
      email: ' Avery@Example.com ',
      message: ' Hi ',
      phone: '(916) 555-0100',
    });
    expect(lead).toEqual({
      type: 'contact',
      name: 'Avery',
      email: 'Avery@Example.com',
      message: 'Hi',
      phone: '+19165550100',
    });
  });

  it.each([
    ['no type', { ...person }, 'type', 'Type must be one of'],
    ['an unknown type', { type: 'spam', ...person }, 'type', 'Type must be one of'],
    ['no name', { type: 'paymentDesign', email: person.email }, 'name', 'Name is required'],
    ['an empty name', { type: 'paymentDesign', ...person, name: '  ' }, 'name', 'Name is required'],
    ['a number as name', { type: 'paymentDesign', ...person, name: 5 }, 'name', 'Name must be text'],
    ['no email', { type: 'paymentDesign', name: 'Avery' }, 'email', 'Email is required'],
    [
      'a malformed email',
      { type: 'paymentDesign', ...person, email: 'avery.example.com' },
      'email',
      'Email must be a valid email address',
    ],
    ['a contact lead without message', { type: 'contact', ...person }, 'message', 'Message is required'],
    [
      'a message that is too long',
      { type: 'contact', ...person, message: 'x'.repeat(LEAD_MESSAGE_MAX_LENGTH + 1) },
      'message',
      `Message must be at most ${LEAD_MESSAGE_MAX_LENGTH} characters`,
    ],
    [
      'a name that is too long',
      { type: 'paymentDesign', ...person, name: 'x'.repeat(DEFAULT_MAX_LENGTH + 1) },
      'name',
      `Name must be at most ${DEFAULT_MAX_LENGTH} characters`,
    ],
    [
      'a script in the name',
      { type: 'paymentDesign', ...person, name: '<script>alert(1)</script>' },
      'name',
      'Name must not contain HTML or script',
    ],
    [
      'a tag in the message',
      { type: 'contact', ...person, message: 'Hi <b>there</b>' },
      'message',
      'Message must not contain HTML or script',
    ],
    [
      'an event handler in the address',
      { type: 'solarSunScore', ...person, address: 'x onerror=alert(1)' },
      'address',
      'Address must not contain HTML or script',
    ],
    ['a dreamRate lead without dreamRate', { type: 'dreamRate', ...person }, 'dreamRate', 'Dream rate is required'],
    [
      'a dream rate as text',
      { type: 'dreamRate', ...person, dreamRate: '5' },
      'dreamRate',
      'Dream rate must be a number',
    ],
    [
      'a negative dream rate',
      { type: 'dreamRate', ...person, dreamRate: -1 },
      'dreamRate',
      'Dream rate must not be negative',
    ],
    [
      'a dream rate over 25',
      { type: 'dreamRate', ...person, dreamRate: 25.01 },
      'dreamRate',
      'Dream rate must be at most 25',
    ],
    [
      'a negative loan balance',
      { type: 'pmiRemoval', ...person, loanBalance: -5 },
      'loanBalance',
      'Loan balance must not be negative',
    ],
    [
      'an estimated value that is not finite',
      { type: 'pmiRemoval', ...person, estimatedValue: Infinity },
      'estimatedValue',
      'Estimated value must be a number',
    ],
    [
      'an estimated value over a billion',
      { type: 'pmiRemoval', ...person, estimatedValue: 2e9 },
      'estimatedValue',
      'Estimated value is too large',
    ],
    [
      'an invalid phone',
      { type: 'contact', ...person, message: 'Hi', phone: '555' },
      'phone',
      'Phone must be a valid US phone number',
    ],
    [
      'an incomplete lead with no way to reach them',
      { type: 'incomplete', name: 'Avery' },
      'email',
      'Email or phone is required',
    ],
    ['an unknown field', { type: 'paymentDesign', ...person, isAdmin: true }, '', 'Unknown field: isAdmin'],
  ])('refuses %s, naming the field', (_label, body, field, message) => {
    const messages = refusal(body);
    expect(messages[field]).toContain(message);
  });

  it('refuses a body that is not an object', () => {
    for (const body of [null, 'lead', 42, [], undefined]) expect(leadRequestSchema.safeParse(body).success).toBe(false);
  });

  it('accepts any valid contact lead whatever plain text its message holds', () => {
    const safeText = fc
      .string({ minLength: 1, maxLength: 200 })
      .filter((text) => text.trim().length > 0 && !/[<=]|javascript:/i.test(text));
    fc.assert(
      fc.property(safeText, (message) => {
        const result = leadRequestSchema.safeParse({ type: 'contact', ...person, message });
        expect(result.success).toBe(true);
        expect(result.data?.message).toBe(message.trim());
      }),
    );
  });
});

describe('plainText', () => {
  const name = plainText('Name');

  it('refuses any text that contains a <script tag, wherever it is and however it is cased', () => {
    const scriptTag = fc.constantFrom('<script', '<SCRIPT', '<Script', '< script', '</script');
    fc.assert(
      fc.property(fc.string({ maxLength: 100 }), scriptTag, fc.string({ maxLength: 100 }), (before, tag, after) => {
        expect(name.safeParse(`${before}${tag}${after}`).success).toBe(false);
      }),
    );
  });

  it('refuses any tag-like markup: < followed by a letter, !, / or ?', () => {
    const tagStart = fc.mapToConstant(
      { num: 26, build: (index) => String.fromCharCode(97 + index) },
      { num: 4, build: (index) => '!/?A'[index]! },
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 50 }), tagStart, fc.string({ maxLength: 50 }), (before, start, after) => {
        expect(name.safeParse(`${before}<${start}${after}`).success).toBe(false);
      }),
    );
  });

  it.each(['Tom & Jerry', 'Rates < 7%', 'I <3 my house', "O'Brien", 'a > b', 'Smith-Jones, Jr.'])(
    'keeps ordinary text like %j',
    (text) => {
      expect(name.parse(text)).toBe(text);
    },
  );
});

describe('contact form schemas', () => {
  it('need a name, an email and a message, and take an optional phone on the contact page', () => {
    expect(contactFormSchema.safeParse({ name: 'A', email: 'a@example.com', message: 'Hi' }).success).toBe(true);
    expect(contactFormSchema.safeParse({ name: '', email: 'a@example.com', message: 'Hi' }).success).toBe(false);
    expect(
      contactFormSchema.parse({ name: 'A', email: 'a@example.com', message: 'Hi', phone: '9165550100' }).phone,
    ).toBe('+19165550100');
    expect(
      contactFormSchema.parse({ name: 'A', email: 'a@example.com', message: 'Hi', phone: '' }).phone,
    ).toBeUndefined();
  });
});
