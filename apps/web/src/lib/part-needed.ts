/** What shows a visitor is about to use a part: touching it, typing or tabbing into it, sending its form. */
const USE_EVENTS = ['pointerdown', 'focusin', 'keydown', 'input', 'submit'] as const;

/**
 * Resolves once the part of the page marked `data-part="<id>"` is needed: when it comes within a screen of view or
 * the visitor starts to use it. At once where the page does not hold it yet (it is rendered in the browser, not
 * hydrated), on the server, and where the browser cannot watch the screen.
 */
export function whenPartNeeded(id: string): Promise<void> {
  if (typeof document === 'undefined' || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  const element = document.querySelector(`[data-part="${CSS.escape(id)}"]`);
  if (!element) return Promise.resolve();
  return new Promise((resolve) => {
    const needed = () => {
      observer.disconnect();
      for (const type of USE_EVENTS) element.removeEventListener(type, needed, true);
      resolve();
    };
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && needed(), {
      rootMargin: '100% 0px',
    });
    observer.observe(element);
    for (const type of USE_EVENTS) element.addEventListener(type, needed, true);
  });
}
