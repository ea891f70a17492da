import fc from 'fast-check';
import type { JsonSchema, Operation, Parameter } from './openapi-operations';

/**
 * Bad input for one operation, derived from its schemas: a plausible request (see
 * openapi-plausible-request.ts) spoiled one part at a time: each path parameter, each query parameter,
 * each header, the body as a whole and each body field, with fixed junk and with values fast-check draws
 * from a fixed seed, so a failure is reproduced by running the test again.
 */

export interface FuzzRequest {
  /** What is bad about it, for the failure report. */
  what: string;
  /** Path parameter values, already percent-encoded (so '%00' stays a NUL for the server to decode). */
  pathValues: Record<string, string>;
  /** Query pairs, already percent-encoded. */
  query: [string, string][];
  headers: Record<string, string>;
  body: { payload: string; contentType: string } | undefined;
}

export const FUZZ_SEED = 20_260_301;

/** A value the schema accepts, or near enough (every field filled in); the server's refusals refine it. */
export function sampleValue(schema: JsonSchema, key = ''): unknown {
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const branch = (schema.anyOf ?? schema.oneOf)?.find((option) => option.type !== 'null');
  if (branch) return sampleValue(branch, key);
  if (schema.allOf?.[0]) return sampleValue(schema.allOf[0], key);
  switch ([schema.type].flat()[0]) {
    case 'string':
      if (schema.format === 'email' || /email/i.test(key)) return 'fuzz.person@example.com';
      if (schema.format === 'uri' || /url/i.test(key)) return 'https://example.com/';
      return 'Fuzz text'.padEnd(schema.minLength ?? 0, 'x');
    case 'number':
    case 'integer':
      return Math.min(Math.max(1, schema.minimum ?? 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleValue(schema.items ?? {}, key));
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, property]) => [name, sampleValue(property, name)]),
      );
    default:
      return 'fuzz';
  }
}

const nested = (depth: number, leaf: unknown): unknown => (depth === 0 ? leaf : { a: nested(depth - 1, leaf) });

/** Values no field should take without a 4xx at worst: every type, control characters, extremes. */
const JUNK_VALUES: [string, unknown][] = [
  ['text with NUL inside', 'a\u0000b'],
  ['control characters', '\u0001\u001b[31m\u007f\u0085'],
  ['20,000 characters', 'x'.repeat(20_000)],
  ['empty text', ''],
  ['a lone surrogate', '\ud800'],
  ['markup and SQL', "<script>alert(1)</script>' OR 1=1; --"],
  ['a huge number', 1e308],
  ['a negative fraction', -1.5],
  ['true', true],
  ['null', null],
  ['an empty list', []],
  ['an empty object', {}],
  ['a list of NUL text', ['\u0000']],
  ['junk nested 60 deep', nested(60, { '\u0000': '\u0000' })],
];

/** Raw path segments: control characters, bad encodings, extremes. */
const PATH_JUNK = [
  '%00',
  'a%00b',
  '%01%1F%7F',
  '%C2%9B%0A%09',
  '%E2%80%AE%F0%9F%92%A9',
  '%FF',
  '%',
  'a'.repeat(101),
  'a'.repeat(600),
  '99999999999999999999999',
  '%2E%2E%2F%2E%2E',
  '%22%3E%3Cscript%3E%27',
];

/** Raw query values. */
const QUERY_JUNK = [
  'a%00b',
  '%01%C2%9B%0A',
  'a'.repeat(5_000),
  '',
  '%',
  '1e309',
  '-1e309',
  'NaN',
  '99999999999999999999999',
];

export const json = (value: unknown) => ({ payload: JSON.stringify(value), contentType: 'application/json' });
const raw = (payload: string, contentType = 'application/json') => ({ payload, contentType });

/** Whole bodies that are wrong before any field is read. */
function wholeBodies(sample: unknown): [string, FuzzRequest['body']][] {
  const sampleText = JSON.stringify(sample ?? {});
  const withKey = (key: string) =>
    raw(sampleText.startsWith('{') && sampleText !== '{}' ? `{${key},${sampleText.slice(1)}` : `{${key}}`);
  return [
    ['no body', undefined],
    ['an empty JSON body', raw('')],
    ['null', raw('null')],
    ['a huge number', raw('1e999')],
    ['text', raw('"text"')],
    ['NUL text', raw('"\\u0000"')],
    ['a list where an object belongs', raw('[]')],
    ['a list of objects', json([sample, sample])],
    ['an empty object', raw('{}')],
    ['broken JSON', raw('{"a":')],
    ['a raw NUL byte', raw('\u0000')],
    ['a list nested 20,000 deep', raw(`${'['.repeat(20_000)}${']'.repeat(20_000)}`)],
    ['an object nested 8,000 deep', raw(`${'{"a":'.repeat(8_000)}1${'}'.repeat(8_000)}`)],
    ['5,000 nulls', json(Array.from({ length: 5_000 }, () => null))],
    ['a body over the size limit', json({ text: 'x'.repeat(200_000) })],
    ['an unknown field', withKey('"unexpectedField":"\\u0000"')],
    ['a NUL field name', withKey('"\\u0000":1')],
    ['a __proto__ field', withKey('"__proto__":{"roles":["superadmin"],"isAdmin":true}')],
    ['plain text', raw(sampleText, 'text/plain')],
    ['a form', raw('a=1&b=%00', 'application/x-www-form-urlencoded')],
    ['an unknown content type', raw(sampleText, 'application/x-fuzz')],
  ];
}

/** Every field of a body schema, nested ones and list items included, as paths into the body. */
function fieldPaths(schema: JsonSchema, prefix: (string | number)[] = [], depth = 0): (string | number)[][] {
  if (depth > 3) return [];
  const options = [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  const paths: (string | number)[][] = [];
  for (const option of options) {
    for (const [key, child] of Object.entries(option.properties ?? {})) {
      paths.push([...prefix, key], ...fieldPaths(child, [...prefix, key], depth + 1));
    }
    if (option.items) paths.push([...prefix, 0], ...fieldPaths(option.items, [...prefix, 0], depth + 1));
  }
  return paths;
}

function withValueAt(sample: unknown, path: (string | number)[], value: unknown): unknown {
  const root: unknown = structuredClone(sample ?? {});
  let at = root as Record<string | number, unknown>;
  path.forEach((step, index) => {
    if (index === path.length - 1) {
      at[step] = value;
      return;
    }
    const next = at[step];
    if (typeof next !== 'object' || next === null) at[step] = typeof path[index + 1] === 'number' ? [] : {};
    at = at[step] as Record<string | number, unknown>;
  });
  return root;
}

const anyText = fc.string({ unit: 'binary', maxLength: 40 });
const anyJson = fc.oneof(fc.jsonValue({ maxDepth: 4 }), anyText, fc.double(), fc.bigInt().map(String));

/** The plausible request spoiled one part at a time. */
export function badRequests(operation: Operation, base: FuzzRequest, randomRuns = 1): FuzzRequest[] {
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const headerParameters = operation.parameters.filter((parameter) => parameter.in === 'header');
  const hasBody = operation.method !== 'GET' && operation.method !== 'DELETE';
  const sample: unknown = base.body ? JSON.parse(base.body.payload) : undefined;
  const requests: FuzzRequest[] = [base];
  const spoil = (what: string, changes: Partial<FuzzRequest>) => requests.push({ ...base, ...changes, what });

  for (const name of Object.keys(base.pathValues)) {
    for (const junk of PATH_JUNK) {
      spoil(`path ${name}=${junk.slice(0, 40)}`, { pathValues: { ...base.pathValues, [name]: junk } });
    }
    spoil(`path ${name} empty`, { pathValues: { ...base.pathValues, [name]: '' } });
  }
  const queryNames = [...queryParameters.map((parameter) => parameter.name), 'unexpected'];
  const withQuery = (name: string, values: string[]): [string, string][] => [
    ...base.query.filter(([key]) => key !== name),
    ...values.map((value): [string, string] => [name, value]),
  ];
  for (const name of queryNames) {
    for (const junk of QUERY_JUNK) spoil(`query ${name}=${junk.slice(0, 40)}`, { query: withQuery(name, [junk]) });
    spoil(`query ${name} repeated`, { query: withQuery(name, ['1', '%00']) });
    spoil(`query ${name}[] as a list`, { query: [...base.query, [`${name}%5B%5D`, '1'], [`${name}%5Bx%5D`, '%00']] });
    for (const value of fc.sample(anyText, { seed: FUZZ_SEED, numRuns: randomRuns })) {
      spoil(`query ${name}=${JSON.stringify(value)}`, { query: withQuery(name, [encodeURIComponent(value)]) });
    }
  }
  for (const parameter of headerParameters) spoilHeader(parameter, spoil);
  if (!hasBody) return requests;

  for (const [what, body] of wholeBodies(sample)) spoil(`body: ${what}`, { body });
  for (const path of operation.body ? fieldPaths(operation.body) : []) {
    const field = path.join('.');
    for (const [what, value] of JUNK_VALUES)
      spoil(`${field}: ${what}`, { body: json(withValueAt(sample, path, value)) });
    for (const value of fc.sample(anyJson, { seed: FUZZ_SEED, numRuns: randomRuns })) {
      spoil(`${field}: ${JSON.stringify(value).slice(0, 60)}`, { body: json(withValueAt(sample, path, value)) });
    }
  }
  const randomBodies = fc.dictionary(fc.constantFrom('x', ...Object.keys(operation.body?.properties ?? {})), anyJson);
  for (const value of fc.sample(randomBodies, { seed: FUZZ_SEED, numRuns: randomRuns * 3 })) {
    spoil(`body: ${JSON.stringify(value).slice(0, 80)}`, { body: json(value) });
  }
  return requests;
}

function spoilHeader(parameter: Parameter, spoil: (what: string, changes: Partial<FuzzRequest>) => void) {
  for (const value of ['', '   ', 'a'.repeat(5_000), '%00', '\t']) {
    spoil(`header ${parameter.name}=${JSON.stringify(value.slice(0, 20))}`, { headers: { [parameter.name]: value } });
  }
}
