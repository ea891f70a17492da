import { startTransition, useEffect, useRef, useState, type RefObject } from 'react';
import { onFirstIntent } from './first-intent';

/**
 * Lazily loaded parts of a page (the home sections' forms), mounted one at a time while the browser is idle: those
 * near the screen as soon as the page is ready, the others, in page order, once the visitor has done anything (a key,
 * a tap, a click, the wheel, a scroll). Each part's chunk is fetched and run, then the part is rendered, each step in
 * a task of its own. Mounted all at once, the home page's forms took one task of half a second on a phone-speed CPU,
 * during which the page answered nothing; a visitor who only looks at the first
 * screen now waits for none of them. Where the browser cannot tell what is near the screen, every part mounts in turn.
 */
interface Waiting {
  element: Element;
  load: () => Promise<unknown>;
  mount: () => void;
  near: boolean;
}

const waiting: Waiting[] = [];
let observer: IntersectionObserver | undefined;
/** Whether the parts far from the screen mount too: once the visitor has done anything. */
let everything = false;

function whenIdle(run: () => void) {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 1000 });
  else setTimeout(run, 0);
}

/** Near the screen: within a screen's height above or below it. */
function nearScreen(): IntersectionObserver | undefined {
  if (observer) return observer;
  if (typeof IntersectionObserver === 'undefined') {
    everything = true;
    return undefined;
  }
  observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const part = waiting.find((candidate) => candidate.element === entry.target);
        if (part) part.near = entry.isIntersecting;
      }
      mountNext();
    },
    { rootMargin: '100% 0px' },
  );
  listenForIntent();
  return observer;
}

function listenForIntent() {
  onFirstIntent(() => {
    everything = true;
    mountNext();
  });
}

function firstInPage(a: Waiting, b: Waiting) {
  return a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
}

/** The part being loaded and mounted: the others wait until it is done or gone. */
let current: Waiting | undefined;

function mountNext() {
  if (current) return;
  const next = waiting.find((part) => part.near) ?? (everything ? [...waiting].sort(firstInPage)[0] : undefined);
  if (!next) return;
  waiting.splice(waiting.indexOf(next), 1);
  observer?.unobserve(next.element);
  current = next;
  // Each step waits for an idle moment and is dropped once its part has gone (the page was left meanwhile).
  const step = (run: () => void) => whenIdle(() => current === next && run());
  const done = () => {
    current = undefined;
    mountNext();
  };
  step(
    () =>
      // A chunk that fails to arrive is asked for again by the part's own render, which shows the failure.
      void next
        .load()
        .catch(() => undefined)
        .then(() =>
          step(() => {
            // The part renders in a transition; the next one waits for the browser's next idle moment.
            next.mount();
            step(done);
          }),
        ),
  );
}

function enqueue(part: Waiting): () => void {
  waiting.push(part);
  nearScreen()?.observe(part.element);
  mountNext();
  return () => {
    const index = waiting.indexOf(part);
    if (index >= 0) waiting.splice(index, 1);
    observer?.unobserve(part.element);
    if (current === part) {
      current = undefined;
      mountNext();
    }
  };
}

/**
 * True once it is this part's turn to mount (never during the first render, so a prerendered page hydrates the
 * placeholder it was built with); `ref` goes on the placeholder, whose place in the page sets the order.
 */
export function useMountTurn<T extends Element>(load: () => Promise<unknown>): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (mounted || !ref.current) return;
    return enqueue({
      element: ref.current,
      load,
      mount: () => startTransition(() => setMounted(true)),
      near: false,
    });
  }, [load, mounted]);
  return [ref, mounted];
}
