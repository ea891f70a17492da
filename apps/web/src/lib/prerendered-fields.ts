type TextField = HTMLInputElement | HTMLTextAreaElement;

/** The mark of the buttons a prerendered page disabled until the app has taken it over (build/prerender.ts). */
export const WAITING_ATTRIBUTE = 'data-prerender-waiting';

const isTextField = (element: EventTarget | null): element is TextField =>
  (element instanceof HTMLInputElement &&
    !['checkbox', 'radio', 'hidden', 'file', 'submit', 'button'].includes(element.type)) ||
  element instanceof HTMLTextAreaElement;

const textFields = (container: HTMLElement) =>
  [...container.querySelectorAll('input[name], textarea[name]')].filter(isTextField);

/** Sets a field's value as typing does: React's own record of the value is left behind, so it sees a change. */
function typeInto(field: TextField, value: string) {
  const { selectionStart, selectionEnd } = field;
  // The element's own property is React's (it records what the app set); the prototype's is the browser's.
  field.value = '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  if (document.activeElement === field && selectionStart !== null)
    field.setSelectionRange(selectionStart, selectionEnd);
}

/**
 * The fields of a prerendered page (build/prerender.ts), watched until the app has taken the page over: what is
 * typed in them is noted as it is typed. `carryOver`, run once the page is hydrated (app/layout/page-hydrated.ts),
 * gives it to the app as typing would: in the same field when the app hydrated it (its form, set up meanwhile, may
 * have emptied it), or in the app's field of the same name when it replaced the markup; a field the app filled
 * itself is left as it is. The page's buttons are enabled, and the focus follows a replaced field.
 */
export function watchPrerenderedFields(container: HTMLElement) {
  const fields = textFields(container);
  const typed = new Map<TextField, string>();
  let focused: TextField | null = fields.find((field) => field === document.activeElement) ?? null;
  const onInput = (event: Event) => {
    if (isTextField(event.target) && event.target.name) typed.set(event.target, event.target.value);
  };
  const onFocus = (event: FocusEvent) => {
    focused = isTextField(event.target) ? event.target : null;
  };
  container.addEventListener('input', onInput, true);
  container.addEventListener('focusin', onFocus);
  return {
    carryOver() {
      container.removeEventListener('input', onInput, true);
      container.removeEventListener('focusin', onFocus);
      for (const button of container.querySelectorAll(`[${WAITING_ATTRIBUTE}]`)) {
        button.removeAttribute('disabled');
        button.removeAttribute(WAITING_ATTRIBUTE);
      }
      for (const field of fields)
        if (!typed.has(field) && field.value !== field.defaultValue) typed.set(field, field.value);
      const byName = new Map(textFields(container).map((field) => [field.name, field]));
      for (const [field, value] of typed) {
        const target = field.isConnected ? field : byName.get(field.name);
        if (!target || (target.value !== '' && target.value !== value)) continue;
        typeInto(target, value);
      }
      if (focused && !focused.isConnected) byName.get(focused.name)?.focus();
    },
  };
}
