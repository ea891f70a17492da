/** React Router's module script (the page's route modules, then the entry that hydrates), as React writes it. */
const ROUTER_MODULE_SCRIPT = /<script([^>]*) type="module" async=""([^>]*)>/;
/** A module preload React hoisted into the head (the entry's and the page's static imports). */
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;
/** The id of the module script while it is held as text. */
const HELD_ID = 'router-modules';

/**
 * Starts the page's scripts once it has painted: the preloads and React Router's module script are held back from the
 * HTML and added by a small inline script after the first frame. The page is whole and usable without them (links
 * are links, forms send to the server), so its first paint never waits for a script to download or run; a browser
 * (and Lighthouse's model of a slow phone) that fetched them first painted late. Hidden pages start at once.
 */
export function withScriptsAfterPaint(html: string, nonce = ''): string {
  if (!ROUTER_MODULE_SCRIPT.test(html)) return html;
  const preloads: string[] = [];
  const held = html
    .replace(MODULE_PRELOAD, (_link: string, href: string) => (preloads.push(href), ''))
    .replace(ROUTER_MODULE_SCRIPT, `<script$1 type="text/plain" id="${HELD_ID}"$2>`);
  const start = `(${startScripts})(${JSON.stringify([preloads, HELD_ID, nonce])})`;
  return held.replace('</body>', `<script${nonce && ` nonce="${nonce}"`}>${start}</script></body>`);
}

/** Runs in the page (its source is inlined): the preloads, then the held module script as a live one. */
function startScripts([preloads, heldId, nonce]: [string[], string, string]) {
  const start = () => {
    for (const href of preloads)
      document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
    const { text } = document.getElementById(heldId) as HTMLScriptElement;
    document.body.append(Object.assign(document.createElement('script'), { type: 'module', nonce, text }));
  };
  // After the next frame is painted; a hidden page paints no frame.
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start));
}
