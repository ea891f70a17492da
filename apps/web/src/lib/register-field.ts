import type { FieldValues, Path, RegisterOptions, UseFormReturn } from 'react-hook-form';

type Element = HTMLElement | null;

/** The inputs registered already. */
const registered = new WeakSet<HTMLElement>();

/** The field itself: react-hook-form registers a field's first input when given the element around it. */
const inputOf = (element: Element) =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement
    ? element
    : (element?.querySelector<HTMLInputElement | HTMLTextAreaElement>('input, textarea') ?? null);

/**
 * Puts `text` in the field as typing does, through React's change event, so the form validates it and whatever watches
 * the field hears of it. React tells a change from its record of the field's last value: the record is set to empty
 * through the field (which React watches) and the text put in past it (the element's own setter).
 */
function retype(input: HTMLInputElement | HTMLTextAreaElement, text: string) {
  const setWithoutReact = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')?.set;
  input.value = '';
  setWithoutReact?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * react-hook-form's `register`, keeping what was typed into the server's HTML before the page was hydrated: React
 * leaves that text in the field but reports no change, so it is typed again once the field is live (dirty, validated
 * and shown by what watches the field, as typing makes it).
 */
export function registerField<T extends FieldValues, O extends FieldValues>(
  form: UseFormReturn<T, unknown, O>,
  name: Path<T>,
  options?: RegisterOptions<T, Path<T>>,
) {
  const registration = form.register(name, options);
  const value = form.getValues(name) as unknown;
  return {
    ...registration,
    // In the server's HTML too, so the field shows the form's value before the page is hydrated.
    defaultValue: typeof value === 'string' || Number.isFinite(value) ? (value as string | number) : undefined,
    ref: (element: Element) => {
      const input = inputOf(element);
      // Only when the field first goes live, and only text the form does not know of: typed (or filled in by the
      // browser) into the server's HTML. Later registrations of the same field are the form's own renders.
      const first = input !== null && !registered.has(input);
      if (first) registered.add(input);
      const typed = first && input.value !== String(form.getValues(name) ?? '') ? input.value : null;
      registration.ref(element);
      // Once this commit is done: the parts that watch the field subscribe after their children's refs are set.
      if (input && typed !== null) queueMicrotask(() => retype(input, typed));
    },
  };
}
