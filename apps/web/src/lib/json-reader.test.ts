import {
  apiErrorCodeList,
  apiErrorSchema,
  companyInfoSchema,
  emptySessionState,
  sessionReplySchema,
  sessionStateSchema,
  userStatuses,
} from '@roost/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readApiError } from './api-client';
import { readCompanyInfo } from './company';
import { readSessionReply } from './current-user';
import { array, number, object, optional, read, readOrThrow, record, string, type Reader } from './json-reader';
import { readLoginRedirectState } from './login-redirect';
import { readSessionState, sessionStore } from './session-store';
import { readSignupState } from './signup-state';

/**
 * An object of the given fields, each mostly valid, sometimes any JSON value or missing, sometimes with a key
 * more: what a stored value or a reply might be, near enough to valid that every field's rule is exercised.
 */
function nearly(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<unknown> {
  const entries = Object.entries(fields).map(([key, valid]) =>
    fc
      .oneof(
        { weight: 8, arbitrary: valid.map((value) => ({ present: true, value })) },
        { weight: 1, arbitrary: fc.jsonValue().map((value) => ({ present: true, value })) },
        { weight: 1, arbitrary: fc.constant({ present: false, value: undefined }) },
      )
      .map((field) => [key, field] as const),
  );
  return fc.tuple(fc.tuple(...entries), fc.option(fc.jsonValue())).map(([built, extra]) => {
    const value: Record<string, unknown> = {};
    for (const [key, field] of built) if (field.present) value[key] = field.value;
    if (extra !== null) value.extraKey = extra;
    return value;
  });
}

const orNull = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: null });
const amount = fc.oneof(fc.integer({ min: -5, max: 10_000 }), fc.double({ min: -5, max: 1e6 }), fc.constant(0.5));

/** The reader answers what the schema's safeParse answers: the same data, or nothing for what it rejects. */
function agrees<T>(reader: Reader<T>, schema: z.ZodType, values: fc.Arbitrary<unknown>) {
  fc.assert(
    fc.property(fc.oneof({ weight: 9, arbitrary: values }, { weight: 1, arbitrary: fc.jsonValue() }), (value) => {
      const parsed = schema.safeParse(value);
      expect(read(reader, value)).toEqual(parsed.success ? parsed.data : undefined);
    }),
    { numRuns: 400 },
  );
}

const sessionState = nearly({
  page: orNull(fc.string()),
  selectedMortgage: orNull(fc.string()),
  address: orNull(nearly({ id: fc.string(), address: fc.string() })),
  payment: amount,
  homesViewed: fc.array(fc.oneof({ weight: 9, arbitrary: fc.string() }, { weight: 1, arbitrary: fc.jsonValue() })),
  option: orNull(fc.oneof(fc.integer(), fc.double(), fc.constant(2 ** 60))),
  loanBalance: orNull(amount),
  coords: orNull(nearly({ latitude: fc.double({ noNaN: true }), longitude: fc.double({ noNaN: true }) })),
});

const user = nearly({
  id: fc.uuid(),
  userId: fc.uuid(),
  name: fc.string(),
  email: fc.emailAddress(),
  phone: orNull(fc.string()),
  status: fc.oneof(fc.constantFrom(...userStatuses), fc.string()),
  role: fc.string(),
  roles: fc.array(fc.string()),
  textUpdates: fc.boolean(),
  textUpdatesConsentAt: orNull(fc.string()),
  createdDate: fc.string(),
});

describe('json readers agree with the schemas they stand for', () => {
  it('the session state (the domain sessionStateSchema)', () => {
    agrees(readSessionState, sessionStateSchema, sessionState);
    expect(read(readSessionState, emptySessionState)).toEqual(emptySessionState);
  });

  it('the session reply (the domain sessionReplySchema)', () => {
    agrees(readSessionReply, sessionReplySchema, nearly({ user: orNull(user) }));
  });

  it('the company details (the domain companyInfoSchema)', () => {
    const text = fc.string();
    agrees(
      readCompanyInfo,
      companyInfoSchema,
      nearly({
        name: text,
        legalName: text,
        address: text,
        mailingAddress: text,
        phone: text,
        email: text,
        privacyEmail: text,
        nmlsId: text,
        marketingSiteUrl: text,
      }),
    );
  });

  it('an API error reply (the domain apiErrorSchema, its code read as any text)', () => {
    const reply = nearly({
      code: fc.oneof(fc.constantFrom(...apiErrorCodeList), fc.string()),
      errorMessage: fc.string(),
      fields: fc.dictionary(
        fc.string(),
        fc.oneof({ weight: 9, arbitrary: fc.string() }, { weight: 1, arbitrary: fc.jsonValue() }),
      ),
      status: fc.string(),
      retryAfterSeconds: fc.oneof(fc.integer({ min: -3, max: 3600 }), fc.double()),
    });
    agrees(readApiError, apiErrorSchema.extend({ code: z.string().optional() }), reply);
    // And every reply the server may send is read as it was sent.
    fc.assert(
      fc.property(reply, (value) => {
        const parsed = apiErrorSchema.safeParse(value);
        if (parsed.success) expect(read(readApiError, value)).toEqual(parsed.data);
      }),
      { numRuns: 400 },
    );
  });

  it('the sign-up state (the zod schema it was read with before)', () => {
    const signupStateSchema = z
      .object({ username: z.string().nullable(), name: z.string(), phone: z.string().nullable(), isReset: z.boolean() })
      .nullable();
    const signup = nearly({
      username: orNull(fc.emailAddress()),
      name: fc.string(),
      phone: orNull(fc.string()),
      isReset: fc.boolean(),
    });
    agrees(readSignupState, signupStateSchema, fc.oneof(signup, fc.constant(null)));
  });

  it('the login redirect (the zod schema it was read with before)', () => {
    const loginRedirectSchema = z.object({
      from: z.object({ pathname: z.string(), search: z.string(), hash: z.string() }).optional(),
      denied: z.boolean().optional(),
    });
    agrees(
      readLoginRedirectState,
      loginRedirectSchema,
      nearly({
        from: nearly({ pathname: fc.string(), search: fc.string(), hash: fc.string() }),
        denied: fc.boolean(),
      }),
    );
  });

  it('the session store starts from the domain empty session', () => {
    sessionStore.reset();
    expect(sessionStore.get()).toEqual(emptySessionState);
  });
});

describe('json reader', () => {
  it('keeps only the known keys, and an optional key only when it is there', () => {
    const reader = object({ a: string, b: optional(number()) });
    expect(read(reader, { a: 'x', c: 1 })).toEqual({ a: 'x' });
    expect(read(reader, { a: 'x', b: 2 })).toEqual({ a: 'x', b: 2 });
    expect(read(array(record(string)), [{ k: 'v' }, []])).toBeUndefined();
  });

  it("drops a `__proto__` key of a record, as zod does, and leaves the result's prototype alone", () => {
    const value = JSON.parse('{"__proto__": ["x"], "k": ["y"]}') as unknown;
    const reader = record(array(string));
    expect(read(reader, value)).toEqual(z.record(z.string(), z.array(z.string())).parse(value));
    expect(Object.getPrototypeOf(read(reader, value))).toBe(Object.prototype);
  });

  it('throws on what it does not accept when asked to', () => {
    expect(() => readOrThrow(object({ a: string }), { a: 1 })).toThrow('The reply is not what was expected.');
    expect(readOrThrow(object({ a: string }), { a: '1' })).toEqual({ a: '1' });
  });
});
