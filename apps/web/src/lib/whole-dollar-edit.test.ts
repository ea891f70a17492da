import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editWholeDollars, type WholeDollarState } from './whole-dollar-edit';
import { formatWholeDollarsTyped, wholeDollarsOf } from './whole-dollars';

/** Text with a '|' for the caret, as the field holds it. */
const at = (text: string) => ({ text: text.replace('|', ''), caret: text.indexOf('|') });
const withCaret = ({ shown, caret }: { shown: string; caret: number }) =>
  `${shown.slice(0, caret)}|${shown.slice(caret)}`;

/** Types `keys` one by one at the end of an empty field, as a person does. */
function typeKeyByKey(keys: string): WholeDollarState {
  let state: WholeDollarState = { shown: '', pointTyped: false };
  for (const key of keys) {
    const typed = state.shown + key;
    state = editWholeDollars(state, typed, typed.length, 'insertText');
  }
  return state;
}

describe('editing whole dollars', () => {
  it.each([
    ['1234.56', '$1,234'],
    ['380000.75', '$380,000'],
    ['1234.', '$1,234'],
    ['12.3.4', '$12'],
    ['.99', ''],
    ['0.5', '$0'],
    ['1,234', '$1,234'],
    ['4a5b00', '$4,500'],
  ])('typed key by key, %j shows %j', (keys, shown) => {
    expect(typeKeyByKey(keys).shown).toBe(shown);
  });

  it.each([
    // [before, pointTyped, after the browser's edit, inputType, shown with the caret]
    ['$1,234', true, '$1,2345|', 'insertText', '$1,234|'],
    ['$1,234', false, '$1,2345|', 'insertText', '$12,345|'],
    ['$1,234', true, '$1,25|34', 'insertText', '$12,5|34'],
    ['$1,234', false, '$1,2.|34', 'insertText', '$12|'],
    ['$12,345', false, '$12,9|345', 'insertText', '$129|,345'],
    ['$1,234', false, '$1|234', 'deleteContentBackward', '$|234'],
    ['$1,234', false, '$1|234', 'deleteContentForward', '$1|34'],
    ['$1,234', false, '$1|234', '', '$1|,234'],
    ['$12,345', false, '$1|,345', 'deleteContentBackward', '$1|,345'],
    ['$1,234', false, '|1,234', 'deleteContentBackward', '$|1,234'],
    ['$1,234', false, '$1,23|', 'deleteContentBackward', '$123|'],
    ['$5', false, '$|', 'deleteContentBackward', '|'],
    ['$5', false, '$0|5', 'insertText', '$|5'],
  ])('%j (point typed: %s) edited to %j by %j shows %j', (before, pointTyped, typed, inputType, shown) => {
    const edit = editWholeDollars({ shown: before, pointTyped }, at(typed).text, at(typed).caret, inputType);
    expect(withCaret(edit)).toBe(shown);
  });

  it('ends the dollars when a point is typed, and only then', () => {
    expect(editWholeDollars({ shown: '$1,234', pointTyped: false }, '$1,234.', 7).pointTyped).toBe(true);
    expect(editWholeDollars({ shown: '$1,234', pointTyped: false }, '$1,2345', 7).pointTyped).toBe(false);
  });

  it('typed key by key shows what pasting the same text shows', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789.,$ -') }), (keys) => {
        expect(typeKeyByKey(keys).shown).toBe(formatWholeDollarsTyped(keys));
      }),
    );
  });

  it('never takes cents for dollars: an amount typed key by key reads as its whole dollars', () => {
    const written = fc
      .tuple(fc.integer({ min: 0, max: 99_999_999 }), fc.integer({ min: 0, max: 99 }), fc.boolean())
      .map(([dollars, cents, grouped]) => ({
        dollars,
        keys: `${grouped ? `$${dollars.toLocaleString('en-US')}` : dollars}.${String(cents).padStart(2, '0')}`,
      }));
    fc.assert(
      fc.property(written, ({ dollars, keys }) => {
        expect(wholeDollarsOf(typeKeyByKey(keys).shown)).toBe(dollars);
      }),
    );
  });
});
