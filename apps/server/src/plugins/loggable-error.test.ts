import { describe, expect, it } from 'vitest';
import { loggableError } from './loggable-error';

/** A drizzle query error as drizzle builds it, around a PostgreSQL error as pg builds it. */
function queryError(params: unknown[], databaseError: Record<string, unknown>) {
  const query = 'insert into "leads" ("name", "email") values ($1, $2)';
  const cause = Object.assign(new Error(String(databaseError.message)), { severity: 'ERROR', ...databaseError });
  const error = new Error(`Failed query: ${query}\nparams: ${params.join(',')}`, { cause });
  return Object.assign(error, { query, params });
}

describe('loggableError', () => {
  it('keeps the query, the codes and the stack frames, without the values the query ran with', () => {
    const error = queryError(['Zelda Quill', 'zelda@example.com'], {
      message: 'new row for relation "leads" violates check constraint "leads_check"',
      code: '23514',
      constraint: 'leads_check',
      table: 'leads',
      detail: 'Failing row contains (Zelda Quill, zelda@example.com).',
    });
    const logged = loggableError(error);
    expect(logged).toMatchObject({
      message: 'Failed query',
      query: 'insert into "leads" ("name", "email") values ($1, $2)',
      cause: {
        type: 'DatabaseError',
        message: 'new row for relation "leads" violates check constraint "leads_check"',
        code: '23514',
        constraint: 'leads_check',
        table: 'leads',
      },
    });
    expect(logged.stack).toMatch(/^\s+at /);
    expect(JSON.stringify(logged)).not.toMatch(/Zelda|zelda@example\.com|Failing row|params/);
  });

  it('hides a value PostgreSQL quotes in its message, even one too short to look for', () => {
    const error = queryError(['Al', 7], {
      message: 'invalid input syntax for type integer: "Al"',
      code: '22P02',
    });
    expect(loggableError(error).cause).toMatchObject({
      message: 'invalid input syntax for type integer: "[value]"',
    });
    const outOfRange = queryError(['99999999999'], { message: 'value "99999999999" is out of range for type integer' });
    expect(JSON.stringify(loggableError(outOfRange))).not.toContain('99999999999');
  });

  it('describes an ordinary error by its kind, message and frames', () => {
    const logged = loggableError(new TypeError('x is not a function'));
    expect(logged).toMatchObject({ type: 'TypeError', message: 'x is not a function' });
    expect(logged.stack).not.toContain('x is not a function');
  });
});
