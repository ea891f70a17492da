import { describe, expect, it } from 'vitest';
import { withScriptsAfterPaint } from './scripts-after-paint';

// The shape React Router's <Scripts> takes once React has rendered it (the preloads hoisted into the head).
const routerModules = 'import * as route0 from "/assets/root-1.js";\nimport("/assets/entry.client-1.js");';
const pageHtml = (nonce = '') =>
  '<!DOCTYPE html><html><head><title>Roost</title>' +
  `<link rel="modulepreload" href="/assets/entry.client-1.js"${nonce}/><link rel="modulepreload" href="/assets/root-1.js"${nonce}/>` +
  `</head><body><main><h1>Home</h1></main><script${nonce}>window.__reactRouterContext = {};</script>` +
  `<script${nonce} type="module" async="">${routerModules}</script></body></html>`;

/**
 * The page's start script run as the browser would, on a document of its own (the tests share this window's
 * document), with its next frame and its timers for the test to run.
 */
function startPage(html: string, { hidden = false } = {}) {
  const page = new DOMParser().parseFromString(html, 'text/html');
  Object.defineProperty(page, 'visibilityState', { value: hidden ? 'hidden' : 'visible' });
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const start = [...page.scripts].find((script) => script.text.includes('startScripts'))!;
  new Function('document', 'requestAnimationFrame', 'setTimeout', start.text)(
    page,
    (frame: () => void) => frames.push(frame),
    (timer: () => void) => timers.push(timer),
  );
  const nextFrame = () => frames.splice(0).forEach((frame) => frame());
  const timersRun = () => timers.splice(0).forEach((timer) => timer());
  return { page, nextFrame, timersRun };
}

describe('withScriptsAfterPaint', () => {
  it('sends the page with no script to fetch before it paints', () => {
    const html = withScriptsAfterPaint(pageHtml());
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('type="module"');
    expect(html).toContain('<main><h1>Home</h1></main>');
    expect(html).toContain('window.__reactRouterContext = {};');
  });

  it('starts the preloads and the router modules after the next frame, with the page nonce', () => {
    const { page, nextFrame, timersRun } = startPage(withScriptsAfterPaint(pageHtml(' nonce="abc"'), 'abc'));
    expect(page.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
    nextFrame();
    expect(page.querySelector('script[type="module"]')).toBeNull();
    timersRun();

    const preloads = [...page.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(preloads.map((link) => link.getAttribute('href'))).toEqual([
      '/assets/entry.client-1.js',
      '/assets/root-1.js',
    ]);
    const modules = page.querySelectorAll<HTMLScriptElement>('script[type="module"]');
    expect(modules).toHaveLength(1);
    expect(modules[0]!.text).toBe(routerModules);
    expect(modules[0]!.nonce).toBe('abc');
  });

  it('starts at once on a hidden page, which paints no frame', () => {
    const { page } = startPage(withScriptsAfterPaint(pageHtml()), { hidden: true });
    expect(page.querySelectorAll('script[type="module"]')).toHaveLength(1);
  });

  it('leaves a page without the router modules as it is', () => {
    const html = '<!DOCTYPE html><html><head></head><body><p>Not found</p></body></html>';
    expect(withScriptsAfterPaint(html, 'abc')).toBe(html);
  });
});
