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
