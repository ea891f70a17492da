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

/**
 * A placeholder as written: {{name}}, or {{name|fallback}} where the fallback is read when the contact has no
 * value (e.g. {{firstName|there}}). Anything between double braces is a placeholder, known or not.
 */
const PLACEHOLDER = /\{\{([^{}]*)\}\}/g;

export interface PlaceholderUse {
  /** The name as written (trimmed): a known placeholder or not. */
  name: string;
  /** The fallback after '|', trimmed; empty when none. */
  fallback: string;
}

function placeholderUse(inner: string): PlaceholderUse {
  const bar = inner.indexOf('|');
  return bar === -1
    ? { name: inner.trim(), fallback: '' }
    : { name: inner.slice(0, bar).trim(), fallback: inner.slice(bar + 1).trim() };
}

/** Every placeholder of a template, in order of appearance (repeats included). */
export function placeholderUses(body: string): PlaceholderUse[] {
  return [...body.matchAll(PLACEHOLDER)].map((match) => placeholderUse(match[1] ?? ''));
}

/** The known placeholders a template uses, each once, in order of first appearance. */
export function placeholdersOf(body: string): TemplatePlaceholder[] {
  return [...new Set(placeholderUses(body).map((use) => use.name))].filter(isPlaceholder);
}

/** The first placeholder of a template that is not a known one ('{{fristName}}'), or null. */
export function unknownPlaceholder(body: string): string | null {
  const unknown = [...body.matchAll(PLACEHOLDER)].find((match) => !isPlaceholder(placeholderUse(match[1] ?? '').name));
  return unknown ? unknown[0] : null;
}

export const templateMessages = {
  unknownPlaceholder: (written: string) =>
    `Unknown placeholder ${written}; use ${templatePlaceholders.map((name) => `{{${name}}}`).join(', ')}`,
} as const;

/** The product's opt-out sentence (CTIA: every campaign text says how to stop), appended when missing. */
export const OPT_OUT_SENTENCE = 'Reply STOP to opt out';

/** The body with the opt-out sentence at its end, unless it already tells how to stop (the word STOP). */
export function withOptOutSentence(body: string): string {
  const trimmed = body.trimEnd();
  if (/\bSTOP\b/.test(trimmed)) return body;
  const joiner = trimmed === '' ? '' : /[.!?]$/.test(trimmed) ? ' ' : '. ';
  return `${trimmed}${joiner}${OPT_OUT_SENTENCE}`;
}

/** Admins add and edit templates; every placeholder must be a known one. */
export const templateRequestSchema = z.object({
  name: plainText('Name', 120).refine((value) => value.length > 0, { error: 'Name required' }),
  description: plainText('Description', 300).refine((value) => value.length > 0, { error: 'Description required' }),
  body: multiLineText('Message', 1600)
    .refine((value) => value.length > 0, { error: 'Message required' })
    .superRefine((value, context) => {
      const unknown = unknownPlaceholder(value);
      if (unknown) context.addIssue({ code: 'custom', message: templateMessages.unknownPlaceholder(unknown) });
    }),
  rate: z.number({ error: 'Rate must be a number' }).min(0).max(100).default(0.05),
});

function isPlaceholder(name: string): name is TemplatePlaceholder {
  return (templatePlaceholders as readonly string[]).includes(name);
}

export function isTemplatePlaceholder(name: string | null | undefined): name is TemplatePlaceholder {
  return typeof name === 'string' && isPlaceholder(name);
}

export type PlaceholderValues = Partial<Record<TemplatePlaceholder, string | null | undefined>>;

export interface RenderedTemplate {
  text: string;
  /** Placeholders the values had nothing for (each once), whether or not a fallback stood in. */
  empty: TemplatePlaceholder[];
  /**
   * Placeholders left empty in the text: no value and no fallback. Such a text is not sent. The short link is
   * never counted: the product makes it, and a template without one gets it appended.
   */
  missing: TemplatePlaceholder[];
}

/**
 * Renders a template for one contact: each placeholder replaced by its value, or by its fallback when the value
 * is empty (an unknown placeholder becomes empty, with the space before it folded), the short link appended
 * when the template has no {{shortLink}} (spec 9). Says which placeholders had no value and which stayed empty.
 */
export function renderTemplateParts(body: string, values: PlaceholderValues): RenderedTemplate {
  let hasLink = false;
  const empty = new Set<TemplatePlaceholder>();
  const missing = new Set<TemplatePlaceholder>();
  const text = body.replace(PLACEHOLDER, (_match, inner: string) => {
    const { name, fallback } = placeholderUse(inner);
    if (!isPlaceholder(name)) return '';
    if (name === 'shortLink') hasLink = true;
    const value = (values[name] ?? '').trim();
    if (value) return value;
    empty.add(name);
    if (!fallback && name !== 'shortLink') missing.add(name);
    return fallback;
  });
  const tidy = text
    .replace(/[ \t]+([,.!?])/g, '$1')
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
  const link = values.shortLink?.trim();
  return { text: !hasLink && link ? `${tidy} ${link}` : tidy, empty: [...empty], missing: [...missing] };
}

/** The rendered text alone (see renderTemplateParts). */
export function renderTemplate(body: string, values: PlaceholderValues): string {
  return renderTemplateParts(body, values).text;
}

/** The contact fields the placeholders read, whether from an upload (undefined) or a campaign (null). */
export interface PlaceholderContact {
  firstName?: string | null | undefined;
  address?: string | null | undefined;
  city?: string | null | undefined;
  refId?: string | null | undefined;
}

/**
 * Each placeholder's value for one contact, the same for the wizard's preview and the sender: the street is
 * the address column, the inquiry address the street and city, the agent the first word of the campaign's
 * contact name.
 */
export function contactPlaceholderValues(
  contact: PlaceholderContact,
  agentName: string | null | undefined,
  shortLink: string | null | undefined,
): PlaceholderValues {
  const street = contact.address?.trim() || null;
  const inquiry = [street, contact.city?.trim()].filter(Boolean).join(', ') || null;
  return {
    firstName: contact.firstName?.trim() || null,
    agentFirstName: agentName?.trim().split(/\s+/)[0] || null,
    streetAddress: street,
    inquiryAddress: inquiry,
    refId: contact.refId?.trim() || null,
    shortLink: shortLink ?? null,
  };
}

/** A contact's text exactly as it is sent (GSM look-alikes replaced), and what it lacked. */
export function renderContactText(
  body: string,
  contact: PlaceholderContact,
  agentName: string | null | undefined,
  shortLink: string | null | undefined,
): RenderedTemplate {
  const rendered = renderTemplateParts(body, contactPlaceholderValues(contact, agentName, shortLink));
  return { ...rendered, text: normaliseGsm(rendered.text) };
}

const missingTexts: Record<TemplatePlaceholder, string> = {
  firstName: 'No first name',
  agentFirstName: "No agent's name",
  inquiryAddress: 'No address',
  streetAddress: 'No street address',
  refId: 'No reference id',
  shortLink: 'No short link',
};

/** Why a contact is left out of a campaign: 'No street address for {{streetAddress}}'. */
export function missingFieldReason(placeholder: TemplatePlaceholder): string {
  return `${missingTexts[placeholder]} for {{${placeholder}}}`;
}

/** A short link's id: 10 characters (the links module makes them). */
export const SHORT_LINK_ID_LENGTH = 12;

/** A link as long as a contact's real one, on the given base URL: what length previews count with. */
export function shortLinkOfRealLength(baseUrl: string): string {
  return `${baseUrl.replace(/\/$/, '')}/l/${'x'.repeat(SHORT_LINK_ID_LENGTH)}`;
}

/** Long but realistic values, for counting a template's length before any contact is known. */
const LONG_VALUES: Record<Exclude<TemplatePlaceholder, 'shortLink'>, string> = {
  firstName: 'Christopher',
  agentFirstName: 'Alexandra',
  streetAddress: '12345 Northwest Meadowbrook Ln',
  inquiryAddress: '12345 Northwest Meadowbrook Ln, Rancho Cucamonga',
  refId: 'REF-2026-000123',
};

/** Past this many segments the template editor warns (a warning: long texts cost more and are filtered more). */
export const TEMPLATE_SEGMENT_WARNING = 2;

/**
 * A template's length with long realistic values (or its fallback where that is longer) and a link of the real
 * length on `linkBaseUrl`: what the editor warns about.
 */
export function templateLengthEstimate(body: string, linkBaseUrl: string): SegmentCount & { text: string } {
  const values: PlaceholderValues = { shortLink: shortLinkOfRealLength(linkBaseUrl) };
  for (const use of placeholderUses(body)) {
    if (!isPlaceholder(use.name) || use.name === 'shortLink') continue;
    const current = values[use.name] ?? LONG_VALUES[use.name];
    values[use.name] = use.fallback.length > current.length ? use.fallback : current;
  }
  const text = normaliseGsm(renderTemplate(withOptOutSentence(body), values));
  return { ...countSegments(text), text };
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
