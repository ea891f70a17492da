import type { DeclaredRoute } from '../src/plugins/access';

/**
 * The operations of the app's own OpenAPI document, as the fuzz test walks them: method, path template,
 * parameters and body schema. Routes the document leaves out (hidden dev pages) are added from the
 * declared-route table without schemas, so every route the app serves is walked.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  minItems?: number;
  format?: string;
  default?: unknown;
  $ref?: string;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  /** The OpenAPI path template: /api/user/user/{id}. */
  path: string;
  parameters: Parameter[];
  body: JsonSchema | undefined;
  documented: boolean;
}

interface OpenApiDocument {
  paths?: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

interface OpenApiOperation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch']);

export const label = (operation: Pick<Operation, 'method' | 'path'>) => `${operation.method} ${operation.path}`;

export function operationsOf(document: unknown, declared: readonly DeclaredRoute[]): Operation[] {
  const { paths = {}, components } = document as OpenApiDocument;
  const resolve = (schema: JsonSchema | undefined) => resolveRefs(schema, components?.schemas ?? {});
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (!METHODS.has(method)) continue;
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: (operation.parameters ?? []).map((parameter) => ({
          ...parameter,
          schema: resolve(parameter.schema) ?? {},
        })),
        body: resolve(operation.requestBody?.content?.['application/json']?.schema),
        documented: true,
      });
    }
  }
  const known = new Set(operations.map(label));
  for (const route of declared) {
    const path = route.url.replace(/:(\w+)/g, '{$1}');
    if (known.has(label({ method: route.method, path }))) continue;
    const names = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
    const parameters = names.map((name) => ({ name, in: 'path' as const, required: true, schema: {} }));
    operations.push({ method: route.method, path, parameters, body: undefined, documented: false });
  }
  return operations;
}

function resolveRefs(
  schema: JsonSchema | undefined,
  definitions: Record<string, JsonSchema>,
  depth = 0,
): JsonSchema | undefined {
  if (!schema || depth > 20) return schema;
  if (schema.$ref) return resolveRefs(definitions[schema.$ref.split('/').at(-1)!], definitions, depth + 1);
  const inner = (child: JsonSchema) => resolveRefs(child, definitions, depth + 1)!;
  return {
    ...schema,
    ...(schema.properties && {
      properties: Object.fromEntries(Object.entries(schema.properties).map(([key, child]) => [key, inner(child)])),
    }),
    ...(schema.items && { items: inner(schema.items) }),
    ...(schema.anyOf && { anyOf: schema.anyOf.map(inner) }),
    ...(schema.oneOf && { oneOf: schema.oneOf.map(inner) }),
    ...(schema.allOf && { allOf: schema.allOf.map(inner) }),
  };
}
