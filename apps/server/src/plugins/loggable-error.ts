/**
 * What the log keeps of an unexpected error: its kind, message, codes and stack frames, and the same of
 * its causes, but never the values a query ran with. drizzle's query error writes them into its message
 * ("params: Pat,pat@example.com") and carries them as `params`; PostgreSQL's `detail` repeats a failing
 * row ("Failing row contains (...)"), and some of its messages quote the value they refused.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  const values = queryValuesIn(error);
  return describe(error, values, 0) ?? {};
}

const MAX_CAUSES = 5;
/** Shorter values would redact pieces of ordinary words; the quoted-value rule still covers them. */
const MIN_REDACTED_LENGTH = 3;
/** PostgreSQL's identifying fields of an error: names of things, never values. */
const DATABASE_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'schema', 'routine'] as const;

type ErrorLike = Record<string, unknown> & { message?: unknown; stack?: unknown; cause?: unknown };

const isErrorLike = (value: unknown): value is ErrorLike => typeof value === 'object' && value !== null;

function describe(
  error: unknown,
  values: string[],
  depth: number,
  query?: string,
): Record<string, unknown> | undefined {
  if (!isErrorLike(error)) return error === undefined ? undefined : { message: redact(String(error), values) };
  // drizzle: "Failed query: <sql>\nparams: <values>".
  let message = String(error.message).replace(/\nparams: [\s\S]*$/, '');
  if (typeof error.query === 'string' && message === `Failed query: ${error.query}`) message = 'Failed query';
  const described: Record<string, unknown> = { type: typeOf(error), message: redact(message, values) };
  for (const field of DATABASE_FIELDS) if (typeof error[field] === 'string') described[field] = error[field];
  // The query text holds placeholders ($1), not values; a cause that repeats it need not say it twice.
  if (typeof error.query === 'string' && error.query !== query) described.query = error.query;
  if (typeof error.stack === 'string') described.stack = framesOf(error.stack);
  if (error.cause !== undefined && depth < MAX_CAUSES) {
    described.cause = describe(error.cause, values, depth + 1, typeof error.query === 'string' ? error.query : query);
  }
  return described;
}

/** PostgreSQL's errors (pg's and PGlite's, the latter minified) go by one name. */
const typeOf = (error: ErrorLike) =>
  typeof error.code === 'string' && typeof error.severity === 'string'
    ? 'DatabaseError'
    : (error as object as Error).constructor?.name || 'Error';

/** The `at ...` lines only: the first lines of a stack repeat the message, parameters and all. */
const framesOf = (stack: string) =>
  stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');

function queryValuesIn(error: unknown): string[] {
  const values: string[] = [];
  for (let at = error, depth = 0; isErrorLike(at) && depth <= MAX_CAUSES; at = at.cause, depth++) {
    if (!Array.isArray(at.params)) continue;
    for (const param of at.params) {
      const text = typeof param === 'string' ? param : JSON.stringify(param);
      if (text && text.length >= MIN_REDACTED_LENGTH) values.push(text);
    }
  }
  return values.sort((a, b) => b.length - a.length);
}

function redact(message: string, values: string[]): string {
  let redacted = message
    // 'invalid input syntax for type integer: "Pat"', 'value "99999999999" is out of range for type integer'
    .replace(/(: )"(?:[^"\\]|\\.)*"/g, '$1"[value]"')
    .replace(/\bvalue "(?:[^"\\]|\\.)*"/g, 'value "[value]"');
  for (const value of values) redacted = redacted.replaceAll(value, '[value]');
  return redacted;
}
