/**
 * Runs `then` once the page has loaded and the browser is idle (5 s at most); returns a cancel. For what the first
 * paint does not need (the service worker, the chunks of parts shown only later), so it does not compete with it.
 */
export function afterFirstPaint(then: () => void): () => void {
  let cancelWait = () => window.removeEventListener('load', whenIdle);
  function whenIdle() {
    if ('requestIdleCallback' in window) {
      const idle = window.requestIdleCallback(then, { timeout: 5000 });
      cancelWait = () => window.cancelIdleCallback(idle);
    } else {
      const timer = setTimeout(then, 1000);
      cancelWait = () => clearTimeout(timer);
    }
  }
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => cancelWait();
}
