import TextField, { type TextFieldProps } from '@mui/material/TextField';
import useForkRef from '@mui/utils/useForkRef';
import { useEffect, useRef, type ChangeEvent, type Ref } from 'react';
import { editWholeDollars } from '../lib/whole-dollar-edit';

type MoneyFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'slotProps' | 'inputRef'> & {
  /** What the field shows ('$300,000'); read it with `wholeDollarsOf`. */
  value: string;
  onChange: (shown: string) => void;
  inputRef?: Ref<HTMLInputElement>;
};

/** Keys that move the caret: what is typed next is no longer after the point that ended the dollars. */
const CARET_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown']);

/**
 * The money field of every form: whole dollars (spec), shown as '$300,000' while typing, the caret kept after the
 * digit it followed. A point ends the dollars: '1234.56' shows $1,234. A text input (not type=number), so the
 * formatting can show; phones get the number pad, as only digits are taken.
 */
export function MoneyField({ value, onChange, inputRef, onBlur, onKeyDown, onMouseDown, ...props }: MoneyFieldProps) {
  // The text a typed point ended, not shown: while the field shows it, digits typed at its end are cents.
  const pointAfter = useRef<string | null>(null);
  const forgetPoint = () => (pointAfter.current = null);

  const ownInput = useRef<HTMLInputElement>(null);
  const ref = useForkRef(inputRef, ownInput);

  const take = (input: HTMLInputElement, inputType: string) => {
    const before = { shown: value, pointTyped: pointAfter.current === value };
    const edit = editWholeDollars(before, input.value, input.selectionStart ?? input.value.length, inputType);
    pointAfter.current = edit.pointTyped ? edit.shown : null;
    // Set here with the caret, so React finds the text it renders already in place and leaves the caret alone
    // (also when nothing changes, as when a letter or a cent is typed).
    input.value = edit.shown;
    // Only in the field being typed in: some browsers move the focus to a field whose selection is set.
    if (document.activeElement === input) input.setSelectionRange(edit.caret, edit.caret);
    if (edit.shown !== value) onChange(edit.shown);
  };
  const handleChange = (event: ChangeEvent<HTMLInputElement>) =>
    take(event.target, (event.nativeEvent as Partial<InputEvent>).inputType ?? '');

  // What was typed into the server's HTML before this field was hydrated is in the page but not in the form: taken
  // as typed once the field is live (React keeps the page's text but does not report it).
  useEffect(() => {
    const input = ownInput.current;
    if (input && input.value !== value) take(input, 'insertText');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the field first goes live
  }, []);

  return (
    <TextField
      {...props}
      type="text"
      value={value}
      onChange={handleChange}
      onBlur={(event) => {
        forgetPoint();
        onBlur?.(event);
      }}
      onKeyDown={(event) => {
        if (CARET_KEYS.has(event.key)) forgetPoint();
        onKeyDown?.(event);
      }}
      onMouseDown={(event) => {
        forgetPoint();
        onMouseDown?.(event);
      }}
      inputRef={ref}
      slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 20 } }}
    />
  );
}
