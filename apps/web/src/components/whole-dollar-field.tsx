import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useCallback, useLayoutEffect, useRef, type ChangeEvent, type Ref } from 'react';
import { caretAfterDigits, formatWholeDollarsTyped } from '../lib/whole-dollars';

type WholeDollarFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'slotProps' | 'inputRef'> & {
  value: string;
  onChange: (shown: string) => void;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * A money field reformatted as whole dollars while typing ('$300,000'), the caret kept after the digit
 * it followed. A text input (not type=number), so the formatting can show; phones get the number pad.
 */
export function WholeDollarField({ value, onChange, inputRef, ...props }: WholeDollarFieldProps) {
  const input = useRef<HTMLInputElement | null>(null);
  const caret = useRef<number | null>(null);
  useLayoutEffect(() => {
    const element = input.current;
    if (caret.current === null || !element || document.activeElement !== element) return;
    element.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [value]);

  const setInput = useCallback(
    (element: HTMLInputElement | null) => {
      input.current = element;
      if (typeof inputRef === 'function') inputRef(element);
      else if (inputRef) inputRef.current = element;
    },
    [inputRef],
  );

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    const formatted = formatWholeDollarsTyped(typed);
    const position = event.target.selectionStart ?? typed.length;
    caret.current = caretAfterDigits(formatted, typed.slice(0, position).replace(/\D/g, '').length);
    onChange(formatted);
  };

  return (
    <TextField
      {...props}
      type="text"
      value={value}
      onChange={handleChange}
      inputRef={setInput}
      slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 20 } }}
    />
  );
}
