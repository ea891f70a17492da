/** What shows a visitor is about to use the page: a key, a tap, a click, the wheel, a scroll. */
const INTENT_EVENTS = ['keydown', 'pointerdown', 'wheel', 'touchstart', 'scroll'] as const;

/**
 * Runs `then` once, at the visitor's first key, tap, click, wheel or scroll; returns a cancel. For work only a page
 * in use needs (the forms further down, the snackbar), so a visitor who only looks pays for none of it.
 */
export function onFirstIntent(then: () => void): () => void {
  const stop = () => {
    for (const type of INTENT_EVENTS) window.removeEventListener(type, onIntent, true);
  };
  function onIntent() {
    stop();
    then();
  }
  for (const type of INTENT_EVENTS) window.addEventListener(type, onIntent, { capture: true, passive: true });
  return stop;
}
