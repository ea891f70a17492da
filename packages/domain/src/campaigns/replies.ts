import { countSegments, normaliseGsm } from './templates';

/**
 * Inbound replies to campaign texts: what a reply asks for, and the compliance texts sent back.
 * Carrier keywords are Twilio's defaults (domain brief section 6). Plain phrases ('remove me', "don't text me") opt
 * out too: people write their own words rather than a keyword, and a consumer may revoke consent by any reasonable
 * means (domain brief section 7), so a sender that honours only keywords keeps texting people who said no.
 */

export type ReplyKind = 'optOut' | 'optIn' | 'help' | 'message';

export interface ReplyClassification {
  kind: ReplyKind;
  /**
   * What decided it: a carrier keyword in upper case when the whole message is one ('STOP', 'UNSTOP', 'HELP'),
   * a phrase in lower case when found inside a longer message ('stop', 'remove me', "don't text me"); null for
   * an ordinary message.
   */
  keyword: string | null;
}

/** Twilio's default keywords, written without spaces or hyphens ('opt out' and 'stop all' count). */
export const optOutKeywords = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'REVOKE', 'OPTOUT'] as const;
/** YES is deliberately absent: in a conversation it is an ordinary answer. */
export const optInKeywords = ['START', 'UNSTOP', 'SUBSCRIBE'] as const;
export const helpKeywords = ['HELP', 'INFO'] as const;

const WHOLE_MESSAGE_KEYWORDS = new Map<string, Exclude<ReplyKind, 'message'>>([
  ...optOutKeywords.map((keyword) => [keyword.toLowerCase(), 'optOut'] as const),
  ...optInKeywords.map((keyword) => [keyword.toLowerCase(), 'optIn'] as const),
  ...helpKeywords.map((keyword) => [keyword.toLowerCase(), 'help'] as const),
]);

/** Above this many words 'stop' counts only when it opens the message or comes before "texting" and the like. */
export const SHORT_REPLY_WORDS = 8;

const words = (list: string) => new Set(list.split(' '));
/** Contractions are compared without their apostrophe: "don't" is 'dont'. */
const NEGATIONS = words(
  'dont not never cant cannot wont didnt doesnt couldnt shouldnt wouldnt isnt aint nothing nobody',
);
/** Looked past when searching back for a negation: "don't ever stop", "don't want you to stop", "nothing can stop". */
const NEGATION_GAP = words('ever just really even you u ya please pls want wanna to gonna need can could will would');
/** Looked past when deciding whether a word opens its clause: "please stop", "ok so stop", "can you stop". */
const OPENERS = words(
  'please pls plz plse kindly just ok okay k hey hi hello so and but then oh omg now seriously yes yeah yep no nope sorry thanks thank you u can could would will lol',
);
/** Texting verbs: 'stop' followed by one of these is an opt-out in a message of any length. */
const CONTACT_VERBS = words(
  'texting text texts txting txt txts messaging message messages msging msg msgs sms contacting contact bothering bother spamming spam harassing sending',
);
/** After 'stop' in a short message these still leave it an order: "stop it", "stop now please", "stop all". */
const ORDER_TAILS = words('it this that now please pls plz already asap immediately all everything these those');
/** 'stop' as a noun or a different verb: "a stop sign", "the bus stop", "stop by the office". */
const NOUN_BEFORE = words(
  'a an the next last first final bus train subway pit truck rest one every each full non whistle nearest closest quick my your our its',
);
const NOUN_AFTER = words('sign signs light lights loss losses limit by in over');
const STOP_WORDS = words('stop stopall');

const OPTIONAL = '?';
/** A phrase is a sequence of steps; each step is a set of words, the optional ones prefixed with '?'. */
type Phrase = { label: string; steps: { words: Set<string>; optional: boolean }[] };
const phrase = (label: string, ...steps: string[]): Phrase => ({
  label,
  steps: steps.map((step) => ({
    optional: step.startsWith(OPTIONAL),
    words: words(step.startsWith(OPTIONAL) ? step.slice(1) : step),
  })),
});

const TEXTS = 'texts text txts msgs messages message sms';
const NUMBER = 'number phone cell cellphone contact info';
const LIST = 'list lists';
/** Clear opt-out phrases, found anywhere unless negated ("don't remove me"). 'stop' has its own rule below. */
const OPT_OUT_PHRASES: Phrase[] = [
  ...['dont', 'do not'].flatMap((dont) => [
    phrase(
      "don't text me",
      ...dont.split(' '),
      '?ever',
      'text txt message msg sms contact bother spam harass',
      'me us',
    ),
    phrase("don't text me", ...dont.split(' '), 'want need', '?any', '?more', '?of', '?these ur your', TEXTS),
    phrase("don't text me", ...dont.split(' '), 'want', 'to', 'be', 'texted messaged contacted'),
  ]),
  phrase('remove me', 'remove delete', 'me us'),
  phrase('remove me', 'remove delete', 'my this', NUMBER),
  phrase('take me off', 'take get', 'me us', 'off'),
  phrase('take me off', 'take get', 'my this', NUMBER, 'off'),
  phrase('take me off', 'off', 'your ur the this that ya', '?texting text sms contact mailing marketing call', LIST),
  phrase('lose my number', 'lose', 'my this', 'number'),
  phrase('unsubscribe', 'unsubscribe unsubscribed unsubscribing unsub'),
  phrase('opt out', 'opt opted opting', '?me', 'out'),
  phrase('opt out', 'optout optedout'),
  phrase('no more texts', 'no', 'more', '?of', '?these your ur', TEXTS),
  phrase('leave me alone', 'leave', 'me us', 'alone'),
  phrase('quit texting', 'quit', 'texting messaging contacting txting'),
  phrase('revoke consent', 'revoke withdraw', '?my', 'consent'),
  phrase('cancel texts', 'cancel end', '?these the your ur all my', 'texts txts messages msgs subscription'),
];

/** Strips accents, folds case and compatibility forms, drops invisible characters, straightens apostrophes. */
function normalise(body: string): string {
  return normaliseGsm(body)
    .normalize('NFD')
    .replace(/[\p{M}\p{Cf}]/gu, '')
    .replace(/\p{L}/gu, (letter) => letter.normalize('NFKD').replace(/\p{M}/gu, ''))
    .toLowerCase();
}

/** A run of letters and digits (apostrophes kept inside); anything else but spaces and hyphens ends a clause. */
const TOKEN = /[\p{L}\p{N}']+|[^\p{L}\p{N}'\s-]+/gu;

interface Word {
  text: string;
  /** Index of its clause (a stretch between punctuation or emoji). */
  clause: number;
}

function tokenise(text: string): Word[] {
  const result: Word[] = [];
  let clause = 0;
  for (const [token] of text.matchAll(TOKEN)) {
    if (/^[\p{L}\p{N}']/u.test(token)) {
      const word = token.replace(/'/g, '');
      if (word) result.push({ text: word, clause });
    } else {
      clause += 1;
    }
  }
  return result;
}

/** Index of the word before `index` in the same clause, looking past up to six words of `gap`; -1 if none. */
function before(list: Word[], index: number, gap: Set<string>): number {
  const clause = list[index]?.clause;
  for (let at = index - 1; at >= 0 && index - at <= 6; at -= 1) {
    const word = list[at];
    if (!word || word.clause !== clause) return -1;
    if (!gap.has(word.text)) return at;
  }
  return -1;
}

function isNegated(list: Word[], index: number): boolean {
  const at = before(list, index, NEGATION_GAP);
  if (at < 0 || !NEGATIONS.has(list[at]?.text ?? '')) return false;
  // "why don't you stop texting me" is an order, not a negation.
  const earlier = list[at - 1]?.text === 'do' ? list[at - 2] : list[at - 1];
  return earlier?.text !== 'why';
}

function matchAt(list: Word[], start: number, { steps }: Phrase): boolean {
  let at = start;
  for (const step of steps) {
    const word = list[at];
    if (word && word.clause === list[start]?.clause && step.words.has(word.text)) at += 1;
    else if (!step.optional) return false;
  }
  return true;
}

/** 'stop' as an order: opens its clause or ends it, or is followed by a texting verb; not negated, not a noun. */
function isStopOrder(list: Word[], index: number, short: boolean): boolean {
  const word = list[index];
  if (!word) return false;
  const previous = list[index - 1]?.clause === word.clause ? list[index - 1] : undefined;
  const next = list[index + 1]?.clause === word.clause ? list[index + 1] : undefined;
  if (previous && NOUN_BEFORE.has(previous.text)) return false;
  if (next && NOUN_AFTER.has(next.text)) return false;
  if (isNegated(list, index)) return false;
  if (index === 0 || (next && CONTACT_VERBS.has(next.text))) return true;
  if (!short) return false;
  const opensClause = before(list, index, OPENERS) < 0;
  return opensClause || !next || ORDER_TAILS.has(next.text) || STOP_WORDS.has(next.text);
}

function findOptOutPhrase(list: Word[]): string | null {
  const short = list.length <= SHORT_REPLY_WORDS;
  for (let index = 0; index < list.length; index += 1) {
    const word = list[index];
    if (word && STOP_WORDS.has(word.text) && isStopOrder(list, index, short)) return 'stop';
    for (const candidate of OPT_OUT_PHRASES) {
      if (matchAt(list, index, candidate) && !isNegated(list, index)) return candidate.label;
    }
  }
  return null;
}

/**
 * What an inbound reply asks for. The whole message being a carrier keyword (case, surrounding spaces, punctuation
 * and emoji ignored; 'opt out', 'stop all' written in parts) decides first; then, for opt-out only, clear phrases
 * inside a longer message. START/UNSTOP/SUBSCRIBE and HELP/INFO count only as the whole message. Never throws;
 * linear in the length of the body.
 */
export function classifyReply(body: string): ReplyClassification {
  const message: ReplyClassification = { kind: 'message', keyword: null };
  if (typeof body !== 'string' || !/\p{L}/u.test(body)) return message;
  const text = normalise(body);
  const core = text.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
  const compact = core.replace(/[\s._'-]+/g, '');
  const whole = WHOLE_MESSAGE_KEYWORDS.get(compact);
  if (whole) return { kind: whole, keyword: compact.toUpperCase() };
  const label = findOptOutPhrase(tokenise(text));
  return label ? { kind: 'optOut', keyword: label } : message;
}

export interface ComplianceCompany {
  name: string;
  nmlsId: string;
  phone?: string;
}

export interface ComplianceTexts {
  /** The one confirmation sent after an opt-out (carriers allow exactly one). */
  optOut: string;
  /** Sent after START/UNSTOP/SUBSCRIBE. */
  optIn: string;
  /** The answer to HELP/INFO (CTIA: who we are, how often, rates, how to stop, how to reach us). */
  help: string;
}

export const DEFAULT_MESSAGE_FREQUENCY = 'Msg frequency varies';
/** Every compliance text is GSM-7 and at most this many segments; the opt-out one is one segment. */
export const COMPLIANCE_TEXT_MAX_SEGMENTS = 2;

/** Septet budgets for the variable parts, so the texts stay within their segments whatever the company. */
const BUDGET = { name: 60, nmlsId: 20, frequency: 80, phone: 24 } as const;

/** GSM-7 extension characters cost two septets each. */
const GSM_EXTENSION = '^{}\\[~]|€\f';

/** A GSM-7 version of a setting: look-alikes replaced, accents dropped where that helps, the rest removed, clipped. */
function gsmField(value: string | undefined, septets: number): string {
  let result = '';
  let used = 0;
  for (const char of normaliseGsm(String(value ?? ''))
    .replace(/\s+/g, ' ')
    .trim()) {
    const plain = countSegments(char).encoding === 'GSM-7' ? char : char.normalize('NFD').replace(/\p{M}/gu, '');
    if (plain === '' || countSegments(plain).encoding !== 'GSM-7') continue;
    const cost = [...plain].reduce((sum, part) => sum + (GSM_EXTENSION.includes(part) ? 2 : 1), 0);
    if (used + cost > septets) break;
    result += plain;
    used += cost;
  }
  return result.trim().replace(/[.\s]+$/, '');
}

function checked(text: string, maxSegments: number): string {
  const count = countSegments(text);
  if (count.encoding !== 'GSM-7' || count.segments > maxSegments) {
    throw new Error(`Compliance text is ${count.encoding}, ${count.segments} segments: ${text}`);
  }
  return text;
}

/**
 * The opt-out confirmation, opt-in confirmation and HELP answer for a company. Settings are made GSM-7 and
 * clipped to fixed budgets, so the opt-out confirmation is always one segment and the others at most two.
 */
export function complianceTexts(company: ComplianceCompany, frequency?: string): ComplianceTexts {
  const companyName = gsmField(company.name, BUDGET.name);
  const name = companyName || 'our';
  const nmlsId = gsmField(company.nmlsId, BUDGET.nmlsId);
  const often = gsmField(frequency, BUDGET.frequency) || DEFAULT_MESSAGE_FREQUENCY;
  const phone = gsmField(company.phone, BUDGET.phone);
  const who = [companyName, nmlsId && `NMLS #${nmlsId}`].filter(Boolean).join(', ');
  const rates = 'Msg & data rates may apply.';
  return {
    optOut: checked(
      `You are unsubscribed from ${name} messages. No more messages will be sent. Reply START to resubscribe.`,
      1,
    ),
    optIn: checked(
      `You are subscribed to ${name} messages again. ${often}. ${rates} Reply HELP for help, STOP to opt out.`,
      COMPLIANCE_TEXT_MAX_SEGMENTS,
    ),
    help: checked(
      [who && `${who}.`, `${often}. ${rates} Reply STOP to opt out.`, phone ? `Help: ${phone}` : '']
        .filter(Boolean)
        .join(' '),
      COMPLIANCE_TEXT_MAX_SEGMENTS,
    ),
  };
}
