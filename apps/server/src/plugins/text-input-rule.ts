import { controlCharactersMessage, hasControlCharacters, messages } from '@roost/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';
import { multiLineFieldsOf, type MultiLineFields } from './multi-line-fields';
import { readablePageAddress } from './page-address';
import { fieldLabel } from './validation-message';

/**
 * The one input rule for text (decision 003), applied to every route before its schema reads the request:
 * a path parameter holding a control character is a broken link (400); a query or body string holding one
 * is refused with the field named, as a schema's own refusals are. Tabs and line breaks pass only in the
 * body fields the schema marks multi-line. Routes added later are covered by being registered. A page's address is
 * sent to its readable form instead, which the app answers (page-address.ts).
 */
export function registerTextInputRule(app: FastifyInstance) {
  app.addHook('preValidation', async (request, reply) => {
    if (Object.keys(fieldsWithControlCharacters(request.params, 'params')).length > 0) {
      const page = request.routeOptions.config.pageAddress ? readablePageAddress(request.url) : undefined;
      if (page) return reply.redirect(page, 302);
      throw new AppError('LINK_NOT_VALID', messages.linkNotValid);
    }
    const fields = {
      ...fieldsWithControlCharacters(request.query, 'query'),
      ...fieldsWithControlCharacters(request.body, 'body', multiLineFieldsOf(request.routeOptions.schema?.body)),
    };
    const first = Object.values(fields)[0];
    if (first) throw new AppError('INVALID_INPUT', first, fields);
  });
}

/** Enough to show the caller what to fix; a body full of bad strings is not walked path by path. */
const MAX_FIELDS = 10;

interface Visit {
  value: unknown;
  key: string | undefined;
  parent: Visit | undefined;
  /** The path with list positions as `*`, kept only while it may still lead to a multi-line field. */
  pattern: string | undefined;
}

/**
 * Every string (and object key) in the input, walked without recursion so deeply nested junk cannot
 * overflow the stack; the offending fields, named as the validation errors name them ("contacts.0.name").
 */
function fieldsWithControlCharacters(
  input: unknown,
  context: string,
  multiLine: MultiLineFields = new Set(),
): Record<string, string> {
  const fields: Record<string, string> = {};
  const prefixes = prefixesOf(multiLine);
  const refuse = (visit: Visit | undefined) => {
    const field = pathOf(visit) || context;
    fields[field] ??= controlCharactersMessage(fieldLabel(field));
  };
  const pending: Visit[] = [{ value: input, key: undefined, parent: undefined, pattern: '' }];
  for (let visit = pending.pop(); visit && Object.keys(fields).length < MAX_FIELDS; visit = pending.pop()) {
    const { value } = visit;
    if (typeof value === 'string') {
      const allowsLines = visit.pattern !== undefined && multiLine.has(visit.pattern);
      if (hasControlCharacters(value, { multiLine: allowsLines })) refuse(visit);
      continue;
    }
    // A raw body (a signed webhook's bytes) is not text a person typed, and walking it byte by byte is costly.
    if (typeof value !== 'object' || value === null || Buffer.isBuffer(value)) continue;
    const entries: [string, unknown, string][] = Array.isArray(value)
      ? value.map((item, index) => [String(index), item, '*'])
      : Object.entries(value).map(([key, item]) => [key, item, key]);
    for (const [key, item, step] of entries) {
      if (hasControlCharacters(key)) {
        refuse(visit);
        continue;
      }
      const pattern = visit.pattern === undefined ? undefined : visit.pattern ? `${visit.pattern}.${step}` : step;
      pending.push({
        value: item,
        key,
        parent: visit,
        pattern: pattern && prefixes.has(pattern) ? pattern : undefined,
      });
    }
  }
  return fields;
}

function pathOf(visit: Visit | undefined): string {
  const keys: string[] = [];
  for (let at = visit; at?.key !== undefined; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}

function prefixesOf(paths: MultiLineFields): Set<string> {
  const prefixes = new Set<string>();
  for (const path of paths) {
    const steps = path.split('.');
    steps.forEach((_step, index) => prefixes.add(steps.slice(0, index + 1).join('.')));
  }
  return prefixes;
}
