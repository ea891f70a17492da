import { z } from 'zod';
import { multiLineText, plainText } from '../text';

/** Placeholders a template may use (spec 9), written {{name}}. */
export const templatePlaceholders = [
  'firstName',
  'agentFirstName',
  'inquiryAddress',
  'streetAddress',
  'refId',
  'shortLink',
] as const;
export type TemplatePlaceholder = (typeof templatePlaceholders)[number];
export const templatePlaceholderLabels: Record<TemplatePlaceholder, string> = {
  firstName: "Contact's first name",
  agentFirstName: "Agent's first name",
  inquiryAddress: 'Inquiry address',
  streetAddress: 'Street address',
  refId: 'Reference id',
  shortLink: 'Short link',
};

export const templateSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  body: z.string(),
  /** Price per record in dollars, as the cards show it. */
  rate: z.number(),
  client: z.string(),
  createdDate: z.string(),
});
export type Template = z.infer<typeof templateSchema>;
export const templateListSchema = z.object({ results: z.array(templateSchema), count: z.number().int() });

const PLACEHOLDER = /\{\{\s*([A-Za-z]+)\s*\}\}/g;

/** Admins add and edit templates; every placeholder must be a known one. */
export const templateRequestSchema = z.object({
  name: plainText('Name', 120).refine((value) => value.length > 0, { error: 'Name required' }),
  description: plainText('Description', 300).refine((value) => value.length > 0, { error: 'Description required' }),
  body: multiLineText('Message', 1600)
    .refine((value) => value.length > 0, { error: 'Message required' })
    .refine((value) => [...value.matchAll(PLACEHOLDER)].every((match) => isPlaceholder(match[1] ?? '')), {
      error: `Placeholders must be among ${templatePlaceholders.map((name) => `{{${name}}}`).join(', ')}`,
    }),
  rate: z.number({ error: 'Rate must be a number' }).min(0).max(100).default(0.05),
});

function isPlaceholder(name: string): name is TemplatePlaceholder {
  return (templatePlaceholders as readonly string[]).includes(name);
}

/**
 * Renders a template for one contact: each placeholder replaced (an unknown value becomes empty, with the
 * space before it folded), the short link appended when the template has no {{shortLink}} (spec 9).
 */
export function renderTemplate(body: string, values: Partial<Record<TemplatePlaceholder, string | null>>): string {
  let hasLink = false;
  const text = body.replace(PLACEHOLDER, (_match, name: string) => {
    if (name === 'shortLink') hasLink = true;
    return isPlaceholder(name) ? (values[name] ?? '').trim() : '';
  });
  const tidy = text
    .replace(/[ \t]+([,.!?])/g, '$1')
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
  const link = values.shortLink?.trim();
  return !hasLink && link ? `${tidy} ${link}` : tidy;
}

/** Look-alikes replaced by GSM-7 characters before a message is counted and sent. */
const GSM_LOOKALIKES: [RegExp, string][] = [
  [/[\u2018\u2019\u201A\u201B\u2032\u00B4\u0060]/g, "'"],
  [/[\u201C\u201D\u201E\u201F\u2033\u00AB\u00BB]/g, '"'],
  [/[\u2013\u2014\u2015\u2212]/g, '-'],
  [/\u2026/g, '...'],
  [/[\u00A0\u2000-\u200A\u202F\u205F\u3000]/g, ' '],
  [/\u200B|\u200C|\u200D|\uFEFF/g, ''],
  [/\u2022/g, '-'],
];

export function normaliseGsm(text: string): string {
  return GSM_LOOKALIKES.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);
}

// The GSM 03.38 basic set and its extension table (each extension character costs two septets).
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€\f';

export interface SegmentCount {
  characters: number;
  encoding: 'GSM-7' | 'UCS-2';
  segments: number;
  /** Characters that forced UCS-2 (none for GSM-7). */
  unicodeCharacters: string[];
}

/**
 * Counts a message's segments the way carriers do: GSM-7 160 per message or 153 per part (extension
 * characters count twice); anything outside GSM-7 makes the whole message UCS-2, 70 or 67 per part
 * (counted in UTF-16 code units, so an emoji costs two).
 */
export function countSegments(text: string): SegmentCount {
  const characters = [...text];
  const unicode = characters.filter((char) => !GSM_BASIC.includes(char) && !GSM_EXTENDED.includes(char));
  if (unicode.length === 0) {
    const septets = characters.reduce((sum, char) => sum + (GSM_EXTENDED.includes(char) ? 2 : 1), 0);
    const segments = septets === 0 ? 0 : septets <= 160 ? 1 : Math.ceil(septets / 153);
    return { characters: characters.length, encoding: 'GSM-7', segments, unicodeCharacters: [] };
  }
  const units = text.length;
  const segments = units <= 70 ? 1 : Math.ceil(units / 67);
  return {
    characters: characters.length,
    encoding: 'UCS-2',
    segments,
    unicodeCharacters: [...new Set(unicode)],
  };
}

/** Above this a message is long enough to warn about (campaigns brief section 4). */
export const LONG_MESSAGE_CHARACTERS = 320;
