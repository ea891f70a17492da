import { describe, expect, it } from 'vitest';
import { bootScript, entryOf, pageHtml } from './prerender';

/** index.html as `vite build` writes it. */
const template = `<!doctype html>
<html lang="en">
  <head>
    <title>Roost Home Finance</title>
    <script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-Ef56.js">
    <link rel="modulepreload" crossorigin href="/assets/schemas-Gh78.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/** What renderToString gives with Emotion's default server rendering: each style tag before its element. */
const markup =
  '<style data-emotion="css-global 1prfaxn">html{color:#000;}</style>' +
  '<style data-emotion="css 1x2y3z">.css-1x2y3z{display:flex;}</style><header class="css-1x2y3z">Roost</header>' +
  '<style data-emotion="css 1x2y3z">.css-1x2y3z{display:flex;}</style><main class="css-1x2y3z">Search by Payment</main>';

describe('a prerendered page', () => {
  const html = pageHtml(template, markup, '/assets/prerender-boot-1a2b3c4d.js');
  const [head, body] = html.split('</head>') as [string, string];

  it('has the page inside #root and every style Emotion wrote in the head, each once and in order', () => {
    expect(body).toContain(
      '<div id="root"><header class="css-1x2y3z">Roost</header><main class="css-1x2y3z">Search by Payment</main></div>',
    );
    expect(body).not.toContain('<style');
    expect(head).toContain(
      '<style data-emotion="css-global 1prfaxn">html{color:#000;}</style><style data-emotion="css 1x2y3z">.css-1x2y3z{display:flex;}</style>',
    );
    expect(head.match(/data-emotion="css 1x2y3z"/g)).toHaveLength(1);
  });

  it('starts the app from the boot script alone: no script or chunk is fetched before the page is painted', () => {
    expect(head).toContain('<script defer src="/assets/prerender-boot-1a2b3c4d.js"></script>');
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('/assets/index-Ab12Cd34.js');
  });

  it('keeps its buttons disabled until the app has taken it over, marked as waiting for it', () => {
    const form = pageHtml(
      template,
      '<form><input type="text" name="payment"/><textarea name="message"></textarea><input readonly="" name="x"/><button type="submit">Search</button></form>',
    );
    expect(form).toContain(
      '<form><input type="text" name="payment"/><textarea name="message"></textarea><input readonly="" name="x"/><button disabled="" data-prerender-waiting="" type="submit">Search</button></form>',
    );
  });

  it('is refused when index.html has no empty root to put it in', () => {
    expect(() => pageHtml(template.replace('<div id="root"></div>', '<div id="app"></div>'), markup)).toThrow(/root/);
  });
});

describe('the boot script', () => {
  it('asks for the chunks index.html preloads, then runs its entry, after the first paint', () => {
    const { entryUrl, modulePreloads } = entryOf(template);
    expect(entryUrl).toBe('/assets/index-Ab12Cd34.js');
    expect(modulePreloads).toEqual(['/assets/rolldown-runtime-Ef56.js', '/assets/schemas-Gh78.js']);
    const script = bootScript(entryUrl, modulePreloads);
    expect(script).toContain('["/assets/rolldown-runtime-Ef56.js","/assets/schemas-Gh78.js"]');
    expect(script).toContain('import("/assets/index-Ab12Cd34.js")');
    expect(script).toContain('requestAnimationFrame');
    // A plain script (it runs as a deferred classic script): parses as one.
    expect(() => new Function(script)).not.toThrow();
  });

  it('cannot be made from an index.html without an entry script', () => {
    expect(() => entryOf('<html><head></head><body><div id="root"></div></body></html>')).toThrow(/entry script/);
  });
});
