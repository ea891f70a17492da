import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  classifyReply,
  complianceTexts,
  DEFAULT_MESSAGE_FREQUENCY,
  helpKeywords,
  optInKeywords,
  optOutKeywords,
} from './replies';
import { countSegments } from './templates';

const kind = (body: string) => classifyReply(body).kind;

/** Each keyword the ways people type it: case, spaces, punctuation, emoji, curly quotes, full-width letters. */
function spellings(keyword: string): string[] {
  const lower = keyword.toLowerCase();
  const title = lower.charAt(0).toUpperCase() + lower.slice(1);
  const fullWidth = [...keyword].map((char) => String.fromCodePoint(char.codePointAt(0)! + 0xfee0)).join('');
  return [
    keyword,
    lower,
    title,
    `${keyword}.`,
    ` ${lower}!! `,
    `${title} 🛑`,
    `“${keyword}”`,
    `\n\t${lower}?\n`,
    `...${title}!!!`,
    `👉 ${keyword} 👈`,
    fullWidth,
  ];
}

describe('classifyReply: whole-message carrier keywords', () => {
  it.each(optOutKeywords)('%s in every spelling opts out', (keyword) => {
    for (const body of spellings(keyword)) expect(classifyReply(body), body).toEqual({ kind: 'optOut', keyword });
  });

  it.each(optInKeywords)('%s in every spelling opts back in', (keyword) => {
    for (const body of spellings(keyword)) expect(classifyReply(body), body).toEqual({ kind: 'optIn', keyword });
  });

  it.each(helpKeywords)('%s in every spelling asks for help', (keyword) => {
    for (const body of spellings(keyword)) expect(classifyReply(body), body).toEqual({ kind: 'help', keyword });
  });

  it('reads the two-word forms, accents and invisible characters', () => {
    expect(classifyReply('opt out')).toEqual({ kind: 'optOut', keyword: 'OPTOUT' });
    expect(classifyReply('Opt-Out')).toEqual({ kind: 'optOut', keyword: 'OPTOUT' });
    expect(classifyReply('stop all')).toEqual({ kind: 'optOut', keyword: 'STOPALL' });
    expect(classifyReply('Un-stop')).toEqual({ kind: 'optIn', keyword: 'UNSTOP' });
    expect(classifyReply('STÖP')).toEqual({ kind: 'optOut', keyword: 'STOP' });
    expect(classifyReply('sto\u0301p')).toEqual({ kind: 'optOut', keyword: 'STOP' });
    expect(classifyReply('st\u200Bop')).toEqual({ kind: 'optOut', keyword: 'STOP' });
    expect(classifyReply('S.T.O.P.')).toEqual({ kind: 'optOut', keyword: 'STOP' });
  });

  it('counts START/UNSTOP/SUBSCRIBE and HELP/INFO only as the whole message; YES is an ordinary reply', () => {
    for (const body of ['Yes', 'YES!', 'yes please', 'Y'])
      expect(classifyReply(body), body).toEqual({ kind: 'message', keyword: null });
    for (const body of [
      'Start my application',
      'When can we start?',
      'Help me find a lender',
      'I need help with my loan',
      'More info please',
      'Can you send info on rates',
      'subscribe me to the newsletter',
    ])
      expect(kind(body), body).toBe('message');
  });

  it('reads cancel, end and quit inside a sentence as ordinary words', () => {
    for (const body of [
      'I need to cancel my appointment',
      'Can we meet at the end of the week?',
      'I quit my job last month, does that matter?',
      'The end.',
    ])
      expect(kind(body), body).toBe('message');
  });
});

describe('classifyReply: plain opt-out phrases', () => {
  it.each([
    ['STOP texting me', 'stop'],
    ['stop texting me!!', 'stop'],
    ['please stop', 'stop'],
    ['Please STOP.', 'stop'],
    ['Stop please', 'stop'],
    ['stop stop stop', 'stop'],
    ['omg stop', 'stop'],
    ['Stop it', 'stop'],
    ['wrong number, stop', 'stop'],
    ['Wrong number stop', 'stop'],
    ['Who is this? Stop', 'stop'],
    ['Can you stop?', 'stop'],
    ['why don’t you stop texting me', 'stop'],
    ['I told you already to stop sending me these messages, this is harassment and I will report it', 'stop'],
    ['Stop. I bought a house last year and I do not need a mortgage, thanks anyway', 'stop'],
    ['remove me from your list', 'remove me'],
    ['Please remove my number', 'remove me'],
    ['Remove me', 'remove me'],
    ["don't text me", "don't text me"],
    ['don’t text me', "don't text me"],
    ['dont text me', "don't text me"],
    ['do not text me again', "don't text me"],
    ['Do NOT contact me', "don't text me"],
    ["don't ever message me", "don't text me"],
    ["I don't want any more texts", "don't text me"],
    ['I do not want to be contacted', "don't text me"],
    ['unsubscribe me', 'unsubscribe'],
    ['How do I unsubscribe from this?', 'unsubscribe'],
    ['take me off your list', 'take me off'],
    ['Take me off', 'take me off'],
    ['get my number off this thing', 'take me off'],
    ['Please opt me out', 'opt out'],
    ['I want to opt-out', 'opt out'],
    ['No more texts please', 'no more texts'],
    ['leave me alone', 'leave me alone'],
    ['Quit texting me', 'quit texting'],
    ['I revoke my consent', 'revoke consent'],
    ['cancel my subscription', 'cancel texts'],
    ['lose my number', 'lose my number'],
    ['RÉMOVE ME', 'remove me'],
  ])('%s', (body, keyword) => {
    expect(classifyReply(body)).toEqual({ kind: 'optOut', keyword });
  });
});

describe('classifyReply: false friends stay ordinary messages', () => {
  it.each([
    "Don't stop texting me, I'm interested",
    'Don’t stop texting me, I’m interested',
    'Please do not stop messaging me',
    "I can't stop thinking about refinancing",
    'I cant stop thinking about refinancing',
    'Is there a stop sign near the house?',
    'Is the house near a bus stop?',
    'Stop by the office tomorrow?',
    'Can I stop by on Saturday to sign?',
    "I don't want to unsubscribe",
    "Please don't remove me, I still want updates",
    'When do you stop working today?',
    'Nothing can stop me from buying this house',
    "I'll start the application tonight",
    'Wrong number',
    'Yes I am interested, call me after 5',
    "Don't call me, text me instead",
    'What is the rate on a 30 year fixed?',
  ])('%s', (body) => {
    expect(classifyReply(body)).toEqual({ kind: 'message', keyword: null });
  });
});

describe('classifyReply: odd bodies', () => {
  it('takes empty, blank, emoji-only and digit-only bodies as ordinary messages', () => {
    for (const body of ['', ' ', '\n\t  \n', '🛑', '🛑🛑🛑', '👍', '12345', '?!', '...'])
      expect(classifyReply(body), JSON.stringify(body)).toEqual({ kind: 'message', keyword: null });
  });

  it('survives bodies it was not typed for', () => {
    const odd = [undefined, null, 42, {}] as unknown as string[];
    for (const body of odd) expect(classifyReply(body)).toEqual({ kind: 'message', keyword: null });
    expect(kind('\uD800stop\uDFFF')).toBe('optOut');
  });

  it('reads 5,000-character bodies quickly, whatever they repeat', () => {
    const long = (unit: string) => unit.repeat(Math.ceil(5000 / unit.length)).slice(0, 5000);
    const started = Date.now();
    expect(kind(long('Hello, I was wondering about rates for a condo. '))).toBe('message');
    expect(kind(long('stop '))).toBe('optOut');
    expect(kind(`${long('a ')} please stop texting me`)).toBe('optOut');
    expect(kind(long(' '))).toBe('message');
    expect(kind(long("don't "))).toBe('message');
    expect(kind(long('do not want any more of these '))).toBe('message');
    expect(kind(long('🛑'))).toBe('message');
    expect(kind(long('.-'))).toBe('message');
    expect(kind(`${' '.repeat(5000)}stop${'!'.repeat(5000)}`)).toBe('optOut');
    expect(kind(`STOP ${'🛑'.repeat(2500)}`)).toBe('optOut');
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('never throws, and a body without letters is an ordinary message', () => {
    const noLetters = fc
      .array(fc.constantFrom(...' \n\t.,!?-_\'"0123456789#@$%&*()[]{}🛑👍😀\u200B\u0301\u00A0'.split('')), {
        maxLength: 60,
      })
      .map((chars) => chars.join(''));
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary', maxLength: 200 }), fc.string({ maxLength: 200 })), (body) => {
        const result = classifyReply(body);
        expect(['optOut', 'optIn', 'help', 'message']).toContain(result.kind);
        if (!/\p{L}/u.test(body)) expect(result).toEqual({ kind: 'message', keyword: null });
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(noLetters, (body) => {
        expect(classifyReply(body)).toEqual({ kind: 'message', keyword: null });
      }),
      { numRuns: 1000 },
    );
  });

  it('finds a keyword buried in punctuation and emoji, whatever surrounds it', () => {
    const noise = fc.string({ unit: fc.constantFrom(' ', '.', '!', '?', '🛑', '\n', '"', '*'), maxLength: 20 });
    fc.assert(
      fc.property(noise, fc.constantFrom(...optOutKeywords), noise, (left, keyword, right) => {
        expect(kind(`${left}${keyword}${right}`)).toBe('optOut');
      }),
    );
  });
});

describe('complianceTexts', () => {
  const roost = { name: 'Roost Home Loans', nmlsId: '123456', phone: '(555) 010-0199' };

  it('writes the one opt-out confirmation, the opt-in confirmation and the HELP answer', () => {
    const texts = complianceTexts(roost);
    expect(texts.optOut).toBe(
      'You are unsubscribed from Roost Home Loans messages. No more messages will be sent. Reply START to resubscribe.',
    );
    expect(texts.optIn).toContain('Roost Home Loans');
    expect(texts.optIn).toContain('Reply HELP for help, STOP to opt out.');
    expect(texts.help).toBe(
      'Roost Home Loans, NMLS #123456. Msg frequency varies. Msg & data rates may apply. Reply STOP to opt out. Help: (555) 010-0199',
    );
    for (const text of [texts.optIn, texts.help]) {
      expect(text).toContain(DEFAULT_MESSAGE_FREQUENCY);
      expect(text).toContain('Msg & data rates may apply');
    }
  });

  it('uses the given frequency and leaves out a missing phone', () => {
    const texts = complianceTexts({ name: 'Roost', nmlsId: '42' }, 'Up to 4 msgs/month.');
    expect(texts.help).toBe('Roost, NMLS #42. Up to 4 msgs/month. Msg & data rates may apply. Reply STOP to opt out.');
    expect(texts.optIn).toContain('Up to 4 msgs/month.');
  });

  it('keeps every text GSM-7: the opt-out one segment, the others at most two', () => {
    const texts = complianceTexts(roost);
    expect(countSegments(texts.optOut)).toMatchObject({ encoding: 'GSM-7', segments: 1 });
    expect(countSegments(texts.optIn)).toMatchObject({ encoding: 'GSM-7', segments: 1 });
    expect(countSegments(texts.help)).toMatchObject({ encoding: 'GSM-7', segments: 1 });
  });

  it('makes any company settings GSM-7 and fits them in the segments', () => {
    const curly = complianceTexts({ name: 'Ōkami’s “Home” Loans 🏠', nmlsId: '１２３', phone: '555–0100' });
    expect(curly.optOut).toContain('Okami\'s "Home" Loans');
    expect(curly.help).toContain('Help: 555-0100');
    const field = fc.string({ unit: 'grapheme', maxLength: 300 });
    fc.assert(
      fc.property(field, field, fc.option(field), fc.option(field), (name, nmlsId, phone, frequency) => {
        const texts = complianceTexts({ name, nmlsId, phone: phone ?? undefined }, frequency ?? undefined);
        expect(countSegments(texts.optOut)).toMatchObject({ encoding: 'GSM-7', segments: 1 });
        for (const text of [texts.optIn, texts.help]) {
          const count = countSegments(text);
          expect(count.encoding).toBe('GSM-7');
          expect(count.segments).toBeLessThanOrEqual(2);
          expect(text).toContain('Msg & data rates may apply');
        }
        expect(texts.help).toContain('Reply STOP to opt out');
      }),
      { numRuns: 300 },
    );
    const long = complianceTexts(
      { name: '{Roost}'.repeat(40), nmlsId: '9'.repeat(50), phone: '5'.repeat(50) },
      'x'.repeat(500),
    );
    expect(countSegments(long.optOut).segments).toBe(1);
    expect(countSegments(long.help).segments).toBeLessThanOrEqual(2);
  });
});
