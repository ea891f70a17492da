import { useEffect, type RefObject } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

/**
 * Takes into the form the choices (radio groups, selects) made in the server's HTML before the form was hydrated.
 * React leaves them on the page as the visitor made them but does not tell the form, whose next render would put the
 * form's own value back. Text fields keep theirs through registerField and MoneyField.
 */
export function useChoicesMadeEarly<T extends FieldValues, O extends FieldValues>(
  formElement: RefObject<HTMLFormElement | null>,
  form: UseFormReturn<T, unknown, O>,
  names: readonly Path<T>[],
) {
  useEffect(() => {
    const controls = formElement.current?.elements;
    if (!controls) return;
    for (const name of names) {
      const control = controls.namedItem(name);
      const chosen = control instanceof RadioNodeList || control instanceof HTMLSelectElement ? control.value : '';
      if (chosen && chosen !== String(form.getValues(name) ?? '')) {
        form.setValue(name, chosen as PathValue<T, Path<T>>, { shouldDirty: true, shouldTouch: true });
      }
    }
  }, [formElement, form, names]);
}
