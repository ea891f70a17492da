import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useCallback, useLayoutEffect, useRef, type ChangeEvent, type Ref } from 'react';
import { caretAfter, formatDollarsTyped, significantBefore } from './dollar-text';

type DollarFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'slotProps' | 'inputRef'> & {
  value: string;
  onChange: (shown: string) => void;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * A money field formatted as dollars while typing ('$3,500'), the caret kept after the digit it
 * followed. A text input (not type=number), so the formatting can show; the keyboard is numeric.
 */
export function DollarField({ value, onChange, inputRef, ...props }: DollarFieldProps) {
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
    const formatted = formatDollarsTyped(typed);
    const position = event.target.selectionStart ?? typed.length;
    caret.current = caretAfter(formatted, significantBefore(typed, position));
    onChange(formatted);
  };

  return (
    <TextField
      {...props}
      type="text"
      value={value}
      onChange={handleChange}
      inputRef={setInput}
      slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off', maxLength: 16 } }}
    />
  );
}
