import { caretAfterDigits, formatWholeDollarsTyped, shownDigitsBefore } from './whole-dollars';

/** A money field before an edit: what it shows, and whether the dollars were ended by a point typed after them. */
export interface WholeDollarState {
  shown: string;
  pointTyped: boolean;
}

/** A money field after an edit: also where the caret goes. */
export interface WholeDollarEdit extends WholeDollarState {
  caret: number;
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * What a money field shows once the browser has edited its text to `typed`, the caret at `caret`; `inputType` is
 * the input event's ('deleteContentBackward' for Backspace), '' when unknown. Whole dollars: a point ends them.
 */
export function editWholeDollars(
  before: WholeDollarState,
  typed: string,
  caret: number,
  inputType = '',
): WholeDollarEdit {
  // The point is not shown ('$1,234'), so the cents typed after it arrive as if typed after the last digit; they
  // are dropped, or '1234.56' typed key by key would become $123,456.
  const atEnd = typed.length > before.shown.length && typed.startsWith(before.shown) && caret === typed.length;
  if (before.pointTyped && atEnd) return { shown: before.shown, caret: before.shown.length, pointTyped: true };
  const edited = deletingSeparator(before.shown, typed, caret, inputType);
  const shown = formatWholeDollarsTyped(edited.typed);
  return {
    shown,
    caret: caretAfterDigits(shown, shownDigitsBefore(edited.typed, edited.caret)),
    pointTyped: edited.typed.includes('.'),
  };
}

/**
 * Backspace just after a comma takes the digit before it, and Delete just before one the digit after it: taking
 * the comma alone would change nothing once the text is formatted again, a key that seems dead.
 */
function deletingSeparator(before: string, typed: string, caret: number, inputType: string) {
  const onlySeparatorGone = typed.length < before.length && digitsOf(typed) === digitsOf(before);
  if (onlySeparatorGone && inputType === 'deleteContentBackward') {
    const at = typed.slice(0, caret).search(/\d\D*$/);
    if (at !== -1) return { typed: typed.slice(0, at) + typed.slice(at + 1), caret: at };
  }
  if (onlySeparatorGone && inputType === 'deleteContentForward') {
    const at = typed.slice(caret).search(/\d/);
    if (at !== -1) return { typed: typed.slice(0, caret + at) + typed.slice(caret + at + 1), caret };
  }
  return { typed, caret };
}
