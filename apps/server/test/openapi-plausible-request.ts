import type { LightMyRequestResponse } from 'fastify';
import { json, sampleValue, type FuzzRequest } from './openapi-bad-inputs';
import type { JsonSchema, Operation } from './openapi-operations';

/**
 * A request an operation accepts, found by asking it: every field filled from the schema, each path
 * parameter set to a real record's id, then whatever the server refuses (it names the fields) changed to
 * the next candidate, or left out when optional. Junk is then put into a request that gets past the
 * first checks, so it reaches the code (and the database) behind them.
 */

export type Send = (request: FuzzRequest) => Promise<LightMyRequestResponse>;

const MAX_ATTEMPTS = 16;

function candidatesFor(schema: JsonSchema, realIds: readonly string[]): unknown[] {
  if (schema.enum?.length) return schema.enum;
  const branch = (schema.anyOf ?? schema.oneOf)?.find((option) => option.type !== 'null');
  if (branch) return candidatesFor(branch, realIds);
  switch ([schema.type].flat()[0]) {
    case 'string':
      return [
        'Fuzz text',
        ...realIds,
        'fuzz.person@example.com',
        '(916) 555-0100',
        'https://example.com/',
        '2026-01-01',
        'Fuzz-Pass-7731',
      ];
    case 'number':
    case 'integer':
      return [1, 0, 100, 1000, schema.minimum, schema.maximum].filter((value) => value !== undefined);
    case 'boolean':
      return [true, false];
    case 'array':
      return [[], [sampleValue(schema.items ?? {})]];
    default:
      return [sampleValue(schema)];
  }
}

export async function plausibleRequest(
  operation: Operation,
  realIds: readonly string[],
  send: Send,
): Promise<FuzzRequest> {
  const pathNames = operation.parameters.filter((parameter) => parameter.in === 'path').map(({ name }) => name);
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const query = new Map(
    queryParameters
      .filter((parameter) => parameter.required)
      .map((parameter) => [parameter.name, sampleValue(parameter.schema, parameter.name)]),
  );
  const hasBody = operation.method !== 'GET' && operation.method !== 'DELETE' && operation.body !== undefined;
  const body = hasBody ? sampleValue(operation.body!) : undefined;
  const fields =
    typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  let pathIndex = 0;
  const tried = new Map<string, number>();

  const request = (): FuzzRequest => ({
    what: 'a plausible request',
    pathValues: Object.fromEntries(pathNames.map((name) => [name, encodeURIComponent(realIds[pathIndex] ?? 'fuzz')])),
    query: [...query].map(([name, value]) => [name, encodeURIComponent(String(value))]),
    headers: {},
    body: hasBody ? json(body) : undefined,
  });
  /** The next candidate for a refused field; false when there is none left to try. */
  const change = (
    name: string,
    schema: JsonSchema | undefined,
    values: Map<string, unknown> | Record<string, unknown>,
    required: boolean,
  ) => {
    const index = tried.get(name) ?? 0;
    const candidates = candidatesFor(schema ?? {}, realIds);
    tried.set(name, index + 1);
    const set = (value: unknown) => (values instanceof Map ? values.set(name, value) : (values[name] = value));
    if (index < candidates.length) return (set(candidates[index]), true);
    if (required) return false;
    if (values instanceof Map) values.delete(name);
    else delete values[name];
    return true;
  };

  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const response = await send(request());
    if (response.statusCode < 400) break;
    const pathRefused = response.statusCode === 404 && pathNames.length > 0;
    const refused =
      response.statusCode === 400 ? Object.keys((response.json() as { fields?: object }).fields ?? {}) : [];
    const names = [...new Set(refused.map((field) => field.split('.')[0]!))];
    let changed = false;
    if ((pathRefused || names.some((name) => pathNames.includes(name))) && pathIndex + 1 < realIds.length) {
      pathIndex++;
      changed = true;
    }
    for (const name of names.filter((candidate) => !pathNames.includes(candidate))) {
      const parameter = queryParameters.find((candidate) => candidate.name === name);
      if (parameter) changed = change(name, parameter.schema, query, parameter.required) || changed;
      else if (operation.body?.properties?.[name]) {
        const required = operation.body.required?.includes(name) ?? false;
        changed = change(name, operation.body.properties[name], fields, required) || changed;
      }
    }
    if (!changed) break;
  }
  return request();
}
