import { apiErrorCodeList, apiErrorCodes } from '@roost/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-database';

/**
 * The error codes as a client finds them: in the OpenAPI document served at /api/docs, each error response lists
 * the codes of its status, as an enum of the reply's `code` and by name in the response's description.
 */
interface JsonSchema {
  properties?: Record<string, { enum?: string[] }>;
  required?: string[];
}
interface ResponseObject {
  description?: string;
  content?: Record<string, { schema?: JsonSchema }>;
}
interface Document {
  paths: Record<string, Record<string, { responses?: Record<string, ResponseObject> }>>;
}

let t: TestApp;
let document: Document;

beforeAll(async () => {
  t = await createTestApp();
  const served = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(served.statusCode).toBe(200);
  document = served.json();
});
afterAll(() => t?.close());

const codesOf = (status: number) => apiErrorCodeList.filter((code) => apiErrorCodes[code].status === status);

/** Every error response of the document, as "METHOD path status" with its response object. */
function errorResponses(): [string, number, ResponseObject][] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).flatMap(([method, operation]) =>
      Object.entries(operation.responses ?? {})
        .filter(([status]) => Number(status) >= 400)
        .map(([status, response]): [string, number, ResponseObject] => [
          `${method.toUpperCase()} ${path} ${status}`,
          Number(status),
          response,
        ]),
    ),
  );
}

describe('the error codes in the OpenAPI document', () => {
  it('lists, for every error response, exactly the codes of its status, required, and names them', () => {
    const responses = errorResponses();
    expect(responses.length).toBeGreaterThan(100);
    for (const [label, status, response] of responses) {
      const schema = response.content?.['application/json']?.schema;
      expect(schema?.properties?.code?.enum, label).toEqual(codesOf(status));
      expect(schema?.required, label).toEqual(expect.arrayContaining(['code', 'errorMessage']));
      for (const code of codesOf(status)) expect(response.description, label).toContain(`\`${code}\``);
    }
  });

  it("shows a resource's own code where it can be missing, and the generic ones every route shares", () => {
    const responses = new Map(errorResponses().map(([label, , response]) => [label, response]));
    const campaign404 = responses.get('GET /api/site/campaign/{id} 404');
    expect(campaign404?.content?.['application/json']?.schema?.properties?.code?.enum).toContain('CAMPAIGN_NOT_FOUND');
    const signIn = responses.get('POST /api/auth/sign-in 401')?.content?.['application/json']?.schema;
    expect(signIn?.properties?.code?.enum).toEqual(['NOT_SIGNED_IN', 'SIGN_IN_FAILED']);
    const listed = new Set(errorResponses().flatMap(([, status]) => codesOf(status)));
    for (const code of ['INVALID_INPUT', 'NOT_SIGNED_IN', 'FORBIDDEN', 'RATE_LIMITED'] as const) {
      expect(listed).toContain(code);
    }
  });
});
