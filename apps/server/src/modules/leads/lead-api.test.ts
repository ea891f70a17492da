import { randomUUID } from 'node:crypto';
import {
  apiErrorSchema,
  companyInfoSchema,
  LEAD_MESSAGE_MAX_LENGTH,
  leadSchema,
  leadTypes,
  messages,
  type LeadType,
} from '@roost/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countRows,
  createTestApp,
  createTestDatabase,
  queryRows,
  useTestDatabase,
  type TestApp,
} from '../../../test/test-database';

const fileDatabase = useTestDatabase();
let subject: TestApp;

beforeAll(async () => {
  subject = await createTestApp({}, { database: fileDatabase.database });
});
afterAll(async () => {
  await subject?.close();
});

/** A distinct address per call, so no two test leads look like a double submit. */
const uniqueEmail = () => `buyer.${randomUUID().slice(0, 8)}@example.com`;

function postLead(app: TestApp, body: unknown, headers: Record<string, string> = {}) {
  return app.app.inject({ method: 'POST', url: '/api/site/lead', payload: body as object, headers });
}

/** Whatever went wrong, a reply never carries a stack trace or server paths. */
function expectNoInternals(response: LightMyRequestResponse) {
  expect(response.body).not.toMatch(/\n\s+at /);
  expect(response.body).not.toMatch(/node_modules|\.ts:\d+|"stack"/);
}

const leadFields = [
  'id',
  'type',
  'name',
  'email',
  'phone',
  'message',
  'addressId',
  'address',
  'estimatedValue',
  'loanBalance',
  'dreamRate',
  'createdDate',
].sort();

/** A valid body for each lead type, as the site's pages send them. */
function validLead(type: LeadType): Record<string, unknown> {
  const person = { name: 'Avery Buyer', email: uniqueEmail() };
  switch (type) {
    case 'pmiRemoval':
      return {
        type,
        ...person,
        phone: '916-555-0142',
        addressId: 'addr-95661-1200',
        address: '1200 Oak Street, Roseville, CA 95661',
        estimatedValue: 640000,
        loanBalance: 455000,
      };
    case 'paymentDesign':
      return {
        type,
        ...person,
        address: '1200 Oak Street, Roseville, CA 95661',
        estimatedValue: 640000,
        loanBalance: 455000,
      };
    case 'welcomePackage':
      return { type, ...person, addressId: 'addr-95661-1200', address: '1200 Oak Street, Roseville, CA 95661' };
    case 'solarSunScore':
      return { type, ...person, address: '1200 Oak Street, Roseville, CA 95661' };
    case 'homeValue':
    case 'cashOut':
      // Homeowner alerts: a value or cash line the person set was crossed.
      return {
        type,
        ...person,
        addressId: 'addr-95661-1200',
        address: '1200 Oak Street, Roseville, CA 95661',
        estimatedValue: 720000,
        loanBalance: 455000,
      };
    case 'dreamRate':
      return { type, ...person, dreamRate: 5.25 };
    case 'contact':
      return { type, ...person, phone: '(916) 555-0100', message: 'Please call me about refinancing.' };
    case 'incomplete':
      return { type, phone: '9165550177' };
  }
}

describe('POST /api/site/lead with a valid lead', () => {
  it.each(leadTypes)('stores a %s lead and answers 201 with the lead in the spec shape', async (type) => {
    const body = validLead(type);
    const response = await postLead(subject, body);
    expect(response.statusCode).toBe(201);
    const reply = response.json<Record<string, unknown>>();
    expect(Object.keys(reply).sort()).toEqual(leadFields);
    const lead = leadSchema.parse(reply);
    expect(lead.type).toBe(type);
    for (const [field, value] of Object.entries(body)) {
      if (field !== 'phone') expect(lead[field as keyof typeof lead]).toEqual(value);
    }
    expect(Number.isNaN(Date.parse(lead.createdDate))).toBe(false);
    expect(await countRows(fileDatabase.database, 'leads', 'id = $1', [lead.id])).toBe(1);
  });

  it.each([
    ['(916) 555-0100', '+19165550100'],
    ['916.555.0123', '+19165550123'],
    ['1-916-555-0188', '+19165550188'],
    ['+1 212 555 1234', '+12125551234'],
  ])('stores the phone %s as %s (E.164)', async (phone, e164) => {
    const response = await postLead(subject, { ...validLead('contact'), phone });
    expect(response.statusCode).toBe(201);
    expect(response.json<{ phone: string }>().phone).toBe(e164);
    const [row] = await queryRows<{ phone: string }>(fileDatabase.database, 'select phone from leads where id = $1', [
      response.json<{ id: string }>().id,
    ]);
    expect(row?.phone).toBe(e164);
  });

  it('trims surrounding spaces and stores an empty phone as none', async () => {
    const email = uniqueEmail();
    const response = await postLead(subject, {
      type: 'dreamRate',
      name: '  Avery Buyer ',
      email: ` ${email} `,
      phone: '',
      dreamRate: 6,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ name: 'Avery Buyer', email, phone: null, dreamRate: 6 });
  });
});

describe('POST /api/site/lead with invalid input', () => {
  const contact = () => validLead('contact');
  const cases: [string, () => unknown, string][] = [
    ['a malformed email', () => ({ ...contact(), email: 'not-an-email' }), 'email'],
    ['no name', () => ({ ...contact(), name: undefined }), 'name'],
    ['an empty name', () => ({ ...contact(), name: '   ' }), 'name'],
    ['no email', () => ({ ...contact(), email: undefined }), 'email'],
    ['an unknown field', () => ({ ...contact(), favouriteColour: 'teal' }), 'favouriteColour'],
    ['a number as name', () => ({ ...contact(), name: 5 }), 'name'],
    ['a list as message', () => ({ ...contact(), message: ['hi'] }), 'message'],
    ['a script in the name', () => ({ ...contact(), name: '<script>alert(1)</script>' }), 'name'],
    ['HTML in the message', () => ({ ...contact(), message: 'Hello <img src=x onerror=alert(1)>' }), 'message'],
    ['a javascript: link in the message', () => ({ ...contact(), message: 'see javascript:alert(1)' }), 'message'],
    [
      'a message that is too long',
      () => ({ ...contact(), message: 'a'.repeat(LEAD_MESSAGE_MAX_LENGTH + 1) }),
      'message',
    ],
    ['a contact lead without a message', () => ({ ...contact(), message: undefined }), 'message'],
    ['a dreamRate lead without dreamRate', () => ({ ...validLead('dreamRate'), dreamRate: undefined }), 'dreamRate'],
    ['a dream rate given as text', () => ({ ...validLead('dreamRate'), dreamRate: '5.25' }), 'dreamRate'],
    ['a dream rate over 25', () => ({ ...validLead('dreamRate'), dreamRate: 26 }), 'dreamRate'],
    ['a negative estimated value', () => ({ ...validLead('pmiRemoval'), estimatedValue: -1 }), 'estimatedValue'],
    ['a phone that is not a number', () => ({ ...contact(), phone: '123' }), 'phone'],
    ['an unknown lead type', () => ({ ...contact(), type: 'mortgageSpam' }), 'type'],
    ['no type', () => ({ ...contact(), type: undefined }), 'type'],
    ['an incomplete lead with neither email nor phone', () => ({ type: 'incomplete', name: 'Avery' }), 'email'],
  ];

  it.each(cases)('refuses %s with 400 naming the field, and stores nothing', async (_label, body, field) => {
    const before = await countRows(fileDatabase.database, 'leads');
    const response = await postLead(subject, body());
    expect(response.statusCode).toBe(400);
    const error = apiErrorSchema.parse(response.json());
    expect(error.errorMessage.length).toBeGreaterThan(0);
    expect(error.fields).toBeDefined();
    expect(Object.keys(error.fields ?? {})).toContain(field);
    expect(Object.values(error.fields ?? {})).toContain(error.errorMessage);
    expectNoInternals(response);
    expect(await countRows(fileDatabase.database, 'leads')).toBe(before);
  });

  it('says which field an unknown field is, in the message too', async () => {
    const response = await postLead(subject, { ...contact(), favouriteColour: 'teal' });
    expect(response.json<{ errorMessage: string }>().errorMessage).toContain('favouriteColour');
  });

  it('refuses malformed JSON with 400 "not valid JSON"', async () => {
    const before = await countRows(fileDatabase.database, 'leads');
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/site/lead',
      headers: { 'content-type': 'application/json' },
      payload: '{"type": "contact", "name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json<{ errorMessage: string }>().errorMessage).toBe(messages.invalidJson);
    expect(messages.invalidJson).toContain('not valid JSON');
    expectNoInternals(response);
    expect(await countRows(fileDatabase.database, 'leads')).toBe(before);
  });

  it('refuses a body that is not an object', async () => {
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/site/lead',
      headers: { 'content-type': 'application/json' },
      payload: '"just text"',
    });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).errorMessage.length).toBeGreaterThan(0);
  });
});

describe('limits', () => {
  it('answers 413 with a JSON error when the body is larger than BODY_LIMIT_BYTES', async () => {
    const small = await createTestApp({ BODY_LIMIT_BYTES: '1000' }, { database: fileDatabase.database });
    try {
      const before = await countRows(fileDatabase.database, 'leads');
      const response = await postLead(small, { ...validLead('contact'), message: 'a'.repeat(1500) });
      expect(response.statusCode).toBe(413);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json()).toEqual({ code: 'BODY_TOO_LARGE', errorMessage: messages.bodyTooLarge });
      expect(await countRows(fileDatabase.database, 'leads')).toBe(before);
      // The same lead under the limit is accepted.
      expect((await postLead(small, validLead('contact'))).statusCode).toBe(201);
    } finally {
      await small.close();
    }
  });

  it('answers 429 with an errorMessage once LEAD_RATE_LIMIT_PER_MINUTE is used up', async () => {
    const limited = await createTestApp({ LEAD_RATE_LIMIT_PER_MINUTE: '3' }, { database: fileDatabase.database });
    try {
      for (let index = 0; index < 3; index++) {
        expect((await postLead(limited, validLead('welcomePackage'))).statusCode).toBe(201);
      }
      const before = await countRows(fileDatabase.database, 'leads');
      const refused = await postLead(limited, validLead('welcomePackage'));
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['content-type']).toMatch(/application\/json/);
      expect(refused.json<{ errorMessage: string }>().errorMessage).toBe(messages.tooManyRequests);
      expect(refused.json<{ code: string }>().code).toBe('RATE_LIMITED');
      expectNoInternals(refused);
      expect(await countRows(fileDatabase.database, 'leads')).toBe(before);
      // Other routes keep answering.
      expect((await limited.app.inject({ method: 'GET', url: '/api/site/company' })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('other site routes', () => {
  it('GET /api/site/company answers the configured company details', async () => {
    const custom = await createTestApp(
      {
        COMPANY_NAME: 'Sierra Home Loans',
        COMPANY_LEGAL_NAME: 'Sierra Home Loans LLC',
        COMPANY_ADDRESS: '1 Main Street, Auburn, CA 95603',
        COMPANY_PHONE: '(530) 555-0199',
        COMPANY_EMAIL: 'hello@sierra.example',
        COMPANY_NMLS_ID: '1234567',
        MARKETING_SITE_URL: 'https://sierra.example',
      },
      { database: fileDatabase.database },
    );
    try {
      const response = await custom.app.inject({ method: 'GET', url: '/api/site/company' });
      expect(response.statusCode).toBe(200);
      const company = companyInfoSchema.parse(response.json());
      expect(company).toEqual(custom.config.company);
      expect(company).toMatchObject({
        name: 'Sierra Home Loans',
        legalName: 'Sierra Home Loans LLC',
        phone: '(530) 555-0199',
        nmlsId: '1234567',
        marketingSiteUrl: 'https://sierra.example',
      });
    } finally {
      await custom.close();
    }
  });

  it.each([
    ['GET', '/api/nothing-here'],
    ['POST', '/api/site/nothing-here'],
    ['GET', '/api/site/lead'],
  ] as const)('answers %s %s with 404 JSON', async (method, url) => {
    const response = await subject.app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(apiErrorSchema.parse(response.json()).errorMessage.length).toBeGreaterThan(0);
    expectNoInternals(response);
  });

  it('answers 500 with the generic message and no internals when the database is gone', async () => {
    const doomedDatabase = await createTestDatabase();
    const doomed = await createTestApp({}, { database: doomedDatabase.database });
    try {
      await doomedDatabase.destroy();
      const response = await postLead(doomed, validLead('contact'));
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ code: 'INTERNAL_ERROR', errorMessage: messages.genericError });
      expectNoInternals(response);
    } finally {
      await doomed.close().catch(() => undefined);
    }
  });
});
