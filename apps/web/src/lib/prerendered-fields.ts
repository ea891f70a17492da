type TextField = HTMLInputElement | HTMLTextAreaElement;

const textFields = (container: HTMLElement) =>
  [...container.querySelectorAll<TextField>('input[name], textarea[name]')].filter(
    (field) => !(field instanceof HTMLInputElement) || !['checkbox', 'radio', 'hidden', 'file'].includes(field.type),
  );

/**
 * The fields of a prerendered page (build/prerender.ts), watched until the app replaces them: `carryOver`, run once
 * the app's first render is committed, puts what was typed in them into the app's fields of the same names that are
 * still empty, as typing would (React sees an input event and its forms take the value), and moves the focus
 * there if it was in one of them.
 */
export function watchPrerenderedFields(container: HTMLElement) {
  const fields = textFields(container);
  let focused: TextField | null = fields.find((field) => field === document.activeElement) ?? null;
  const onFocus = (event: FocusEvent) => {
    focused = fields.find((field) => field === event.target) ?? null;
  };
  container.addEventListener('focusin', onFocus);
  return {
    carryOver() {
      container.removeEventListener('focusin', onFocus);
      const byName = new Map(textFields(container).map((field) => [field.name, field]));
      for (const field of fields) {
        const replacement = byName.get(field.name);
        if (field.value === field.defaultValue || !replacement || replacement.value !== '') continue;
        // The prototype's setter: React tracks values set through the element's own property, and would ignore it.
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(replacement), 'value')?.set?.call(
          replacement,
          field.value,
        );
        replacement.dispatchEvent(new Event('input', { bubbles: true }));
      }
      // The replaced field took the focus with it: the page's own field of that name gets it.
      if (focused && !focused.isConnected) byName.get(focused.name)?.focus();
    },
  };
}
