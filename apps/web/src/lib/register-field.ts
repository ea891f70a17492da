import type { FieldValues, Path, PathValue, RegisterOptions, UseFormReturn } from 'react-hook-form';

type Element = HTMLElement | null;

/** The inputs registered already. */
const registered = new WeakSet<HTMLElement>();

/** The field itself: react-hook-form registers a field's first input when given the element around it. */
const inputOf = (element: Element) =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement
    ? element
    : (element?.querySelector<HTMLInputElement | HTMLTextAreaElement>('input, textarea') ?? null);

/**
 * react-hook-form's `register`, keeping what was typed into the server's HTML before the page was hydrated:
 * registering sets the field to the form's value, so text the form does not know of is put back as the field's value
 * (dirty, as typing makes it).
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
      const known = form.getValues(name) as unknown;
      const typed = first && input.value !== String(known ?? '') ? input.value : null;
      const typedValue = options?.valueAsNumber && input instanceof HTMLInputElement ? input.valueAsNumber : typed;
      registration.ref(element);
      if (input && typed !== null && input.value !== typed) {
        form.setValue(name, typedValue as PathValue<T, Path<T>>, { shouldDirty: true });
      }
    },
  };
}
