import { MULTI_LINE } from '@roost/domain';
import { z } from 'zod';

/**
 * The fields of a route's body schema marked multi-line (`multiLineText` in the domain), as paths in
 * which every list position is `*`: "message", "notes.*.text". Read from the schema's JSON Schema, so
 * any zod schema (or plain JSON Schema) a route declares is understood the same way.
 */
export type MultiLineFields = ReadonlySet<string>;

type JsonSchema = Record<string, unknown>;

const MAX_SCHEMA_NODES = 10_000;
const cache = new WeakMap<object, MultiLineFields>();
const none: MultiLineFields = new Set();

export function multiLineFieldsOf(schema: unknown): MultiLineFields {
  if (typeof schema !== 'object' || schema === null) return none;
  let fields = cache.get(schema);
  if (!fields) {
    fields = collect(toJsonSchema(schema));
    cache.set(schema, fields);
  }
  return fields;
}

function toJsonSchema(schema: object): JsonSchema | undefined {
  if (!('_zod' in schema)) return schema as JsonSchema;
  try {
    return z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    // A schema JSON Schema cannot describe has no multi-line fields: its text follows the strict rule.
    return undefined;
  }
}

function collect(root: JsonSchema | undefined): MultiLineFields {
  const fields = new Set<string>();
  if (!root) return fields;
  const definitions = {
    ...(root.$defs as Record<string, JsonSchema>),
    ...(root.definitions as Record<string, JsonSchema>),
  };
  const pending: { schema: JsonSchema; path: string }[] = [{ schema: root, path: '' }];
  // A recursive schema ($ref to itself) describes paths without end; the budget stops the walk.
  let budget = MAX_SCHEMA_NODES;
  for (let next = pending.pop(); next && budget > 0; next = pending.pop(), budget--) {
    const schema = resolve(next.schema, definitions);
    const { path } = next;
    if (!schema) continue;
    if (schema[MULTI_LINE] === true && path) fields.add(path);
    const join = (key: string) => (path ? `${path}.${key}` : key);
    for (const [key, child] of Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>)) {
      pending.push({ schema: child, path: join(key) });
    }
    for (const items of [schema.items, schema.prefixItems].flat()) {
      if (isSchema(items)) pending.push({ schema: items, path: join('*') });
    }
    for (const branch of [schema.anyOf, schema.oneOf, schema.allOf].flat()) {
      if (isSchema(branch)) pending.push({ schema: branch, path });
    }
  }
  return fields;
}

const isSchema = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null;

function resolve(schema: JsonSchema, definitions: Record<string, JsonSchema>): JsonSchema | undefined {
  const ref = schema.$ref;
  if (typeof ref !== 'string') return schema;
  return definitions[ref.replace(/^#\/(\$defs|definitions)\//, '')];
}
