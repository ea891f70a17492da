import { z } from 'zod';

/**
 * zod's built-in messages ("Too small: expected number to be >=1") speak to programmers. A schema that
 * says nothing of its own gets, instead, a sentence naming the field as the caller sent it; a schema's
 * own message is kept as written.
 */
const zodEnglish = z.locales.en().localeError;

/** Whether zod wrote this message itself (the schema gave none): it equals zod's English for the issue. */
function isZodBuiltIn(keyword: string, params: Record<string, unknown>, message: string): boolean {
  // The received type in this one is worked out from the input, which the issue does not carry.
  if (keyword === 'invalid_type') return message.startsWith('Invalid input: expected ');
  const english = zodEnglish({ ...params, code: keyword } as Parameters<typeof zodEnglish>[0]);
  return (typeof english === 'string' ? english : english?.message) === message;
}

export interface ValidationIssue {
  keyword: string;
  message?: string | undefined;
  params: Record<string, unknown>;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** How a message names a field: its last part, capitalised; a list item by its position. */
export function fieldLabel(field: string): string {
  const last = field.split('.').at(-1) ?? field;
  return /^\d+$/.test(last)
    ? `Item ${Number(last) + 1} of ${field.split('.').slice(0, -1).join('.')}`
    : capitalised(last);
}

const count = (value: unknown) => (typeof value === 'number' ? value.toLocaleString('en-US') : String(value));
const items = (value: unknown) => `${count(value)} item${value === 1 ? '' : 's'}`;

function tooSmall(name: string, params: Record<string, unknown>): string {
  const { origin, minimum, inclusive } = params;
  if (origin === 'string')
    return minimum === 1 ? `${name} is required` : `${name} must be at least ${count(minimum)} characters`;
  if (origin === 'array' || origin === 'set') return `${name} must have at least ${items(minimum)}`;
  return inclusive === false
    ? `${name} must be more than ${count(minimum)}`
    : `${name} must be at least ${count(minimum)}`;
}

function tooBig(name: string, params: Record<string, unknown>): string {
  const { origin, maximum, inclusive } = params;
  if (origin === 'string') return `${name} must be at most ${count(maximum)} characters`;
  if (origin === 'array' || origin === 'set') return `${name} must have at most ${items(maximum)}`;
  return inclusive === false
    ? `${name} must be less than ${count(maximum)}`
    : `${name} must be at most ${count(maximum)}`;
}

const TYPE_WORDS: Record<string, string> = {
  number: 'a number',
  int: 'a whole number',
  string: 'text',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  date: 'a date',
};

function wrongType(name: string, params: Record<string, unknown>, message: string): string {
  if (/received undefined$/.test(message)) return `${name} is required`;
  const expected = typeof params.expected === 'string' ? params.expected : '';
  return `${name} must be ${TYPE_WORDS[expected] ?? expected}`;
}

export function readableValidationMessage(field: string, issue: ValidationIssue): string {
  const message = issue.message ?? '';
  if (message && !isZodBuiltIn(issue.keyword, issue.params, message)) return message;
  const name = fieldLabel(field);
  switch (issue.keyword) {
    case 'too_small':
      return tooSmall(name, issue.params);
    case 'too_big':
      return tooBig(name, issue.params);
    case 'invalid_type':
      return wrongType(name, issue.params, message);
    case 'invalid_value': {
      const values = Array.isArray(issue.params.values) ? issue.params.values.map(String) : [];
      return values.length > 0 ? `${name} must be one of: ${values.join(', ')}` : `${name} is not valid`;
    }
    case 'unrecognized_keys': {
      const keys = Array.isArray(issue.params.keys) ? issue.params.keys.map(String) : [];
      return `Unrecognized field${keys.length === 1 ? '' : 's'}: ${keys.join(', ')}`;
    }
    case 'invalid_format':
      return issue.params.format === 'email'
        ? `${name} must be a valid e-mail address`
        : `${name} is not in the right format`;
    default:
      return `${name} is not valid`;
  }
}
