import { z } from 'zod';

/** The spec's default maximum length for a text input. */
export const DEFAULT_MAX_LENGTH = 250;

// Markup in a free-text field is never legitimate here and would be dangerous if a partner's
// tool rendered it unescaped, so it is refused rather than stored.
const MARKUP = /<\s*[a-z!/?]|javascript:|on[a-z]+\s*=/i;

/** Trimmed plain text: refuses markup, enforces a maximum length. */
export function plainText(label: string, maxLength = DEFAULT_MAX_LENGTH) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(maxLength, { error: `${label} must be at most ${maxLength} characters` })
    .refine((value) => !MARKUP.test(value), { error: `${label} must not contain HTML or script` });
}

/**
 * The one input rule for text (decision 003): control characters (Unicode Cc: NUL, the other C0 codes,
 * DEL and C1) are refused in every string a caller sends; a multi-line field may hold tabs and line
 * breaks. NUL is the sharp one: PostgreSQL cannot store it and fails the whole statement.
 */
const CONTROL_CHARACTER = /\p{Cc}/u;
const CONTROL_CHARACTER_BUT_LINES = /[^\P{Cc}\t\n\r]/u;

export function hasControlCharacters(text: string, options: { multiLine?: boolean } = {}): boolean {
  return (options.multiLine ? CONTROL_CHARACTER_BUT_LINES : CONTROL_CHARACTER).test(text);
}

export const controlCharactersMessage = (label: string) => `${label} must not contain control characters`;

/** The schema metadata (and OpenAPI extension) that marks a field whose text may run over several lines. */
export const MULTI_LINE = 'x-multi-line';

/** Plain text that may hold tabs and line breaks (a message); everything else about it is plainText's. */
export function multiLineText(label: string, maxLength = DEFAULT_MAX_LENGTH) {
  return plainText(label, maxLength).meta({ [MULTI_LINE]: true });
}

/** Plain text that must not be empty after trimming. */
export function requiredText(label: string, maxLength = DEFAULT_MAX_LENGTH) {
  return plainText(label, maxLength).refine((value) => value.length > 0, {
    error: `${label} is required`,
  });
}

export const emailAddress = z
  .string({ error: 'Email must be text' })
  .trim()
  .min(1, { error: 'Email is required' })
  .max(DEFAULT_MAX_LENGTH, { error: `Email must be at most ${DEFAULT_MAX_LENGTH} characters` })
  .pipe(z.email({ error: 'Email must be a valid email address' }));
