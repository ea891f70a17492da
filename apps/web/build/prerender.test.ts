import { describe, expect, it } from 'vitest';
import { bootScript, entryOf, pageHtml, startChunks, type BuildManifest } from './prerender';

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
  '<style data-emotion="css 1x2y3z">.css-1x2y3z{display:flex;}</style><main class="css-1x2y3z">Search by Payment</main>' +
  '<style data-emotion="css 4u5v6w">.css-4u5v6w{margin:0;}</style><footer class="css-4u5v6w">Terms</footer>';

describe('a prerendered page', () => {
  const html = pageHtml(template, markup, '/assets/prerender-boot-1a2b3c4d.js');
  const [head, body] = html.split('</head>') as [string, string];

  it('has the page inside #root and every style Emotion wrote in the head, each once and in order', () => {
    expect(body).toContain(
      '<div id="root"><header class="css-1x2y3z">Roost</header><main class="css-1x2y3z">Search by Payment</main><footer class="css-4u5v6w">Terms</footer></div>',
    );
    expect(body).not.toContain('<style');
    // The global styles, then the others in one tag that names them all, each marked as in the head already.
    expect(head).toContain(
      '<style data-s="" data-emotion="css-global 1prfaxn">html{color:#000;}</style>' +
        '<style data-s="" data-emotion="css 1x2y3z 4u5v6w">.css-1x2y3z{display:flex;}.css-4u5v6w{margin:0;}</style>',
    );
    expect(head.match(/<style/g)).toHaveLength(2);
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

  /** Runs a boot script with a recording page and loader, for `tasks` tasks; what happened, in order. */
  async function bootEvents(script: string, tasks: number) {
    const events: string[] = [];
    const timers: (() => void)[] = [];
    const document = {
      visibilityState: 'visible',
      createElement: () => ({}),
      head: { appendChild: (link: { rel: string; href: string }) => events.push(`${link.rel} ${link.href}`) },
    };
    const requestAnimationFrame = (callback: () => void) => timers.push(callback);
    const setTimeout = (callback: () => void) => timers.push(callback);
    // The script's import() is the module loader's; here it records the chunk and what has run so far.
    const run = new Function(
      'document',
      'requestAnimationFrame',
      'setTimeout',
      'load',
      script.replaceAll('import(', 'load('),
    );
    run(document, requestAnimationFrame, setTimeout, (href: string) => {
      events.push(`run ${href}`);
      return Promise.resolve();
    });
    const settle = () => new Promise((resolve) => globalThis.setTimeout(resolve, 0));
    const nextTask = async () => {
      await settle();
      events.push('task');
      timers.shift()?.();
      await settle();
    };
    for (let task = 0; task < tasks; task++) await nextTask();
    return events;
  }

  it('runs the staged chunks one task each, in their order, before the entry, and preloads them all first', async () => {
    const script = bootScript(
      '/assets/index-1.js',
      ['/assets/a-1.js', '/assets/b-1.js'],
      ['/assets/a-1.js', '/assets/b-1.js'],
    );
    expect(await bootEvents(script, 6)).toEqual([
      'task', // the frame of the first paint
      'task', // the task after it
      'modulepreload /assets/a-1.js',
      'task',
      'modulepreload /assets/b-1.js',
      'run /assets/a-1.js',
      'task',
      'run /assets/b-1.js',
      'task',
      'run /assets/index-1.js',
      'task',
    ]);
  });

  it('adds the preloads one per task', async () => {
    const chunks = ['a', 'b', 'c'].map((name) => `/assets/${name}-1.js`);
    const script = bootScript('/assets/index-1.js', chunks, ['/assets/a-1.js']);
    expect(await bootEvents(script, 6)).toEqual([
      'task',
      'task',
      'modulepreload /assets/a-1.js',
      'task',
      'modulepreload /assets/b-1.js',
      'task',
      'modulepreload /assets/c-1.js',
      'run /assets/a-1.js',
      'task',
      'run /assets/index-1.js',
      'task',
    ]);
  });

  it('cannot be made from an index.html without an entry script', () => {
    expect(() => entryOf('<html><head></head><body><div id="root"></div></body></html>')).toThrow(/entry script/);
  });
});

describe('the staged chunks', () => {
  // index.html -> app (-> react, ui -> react); page -> form (-> zod), index.html (a shared module lives in the entry);
  // card -> page: a chunk that imports the entry runs with it, never staged before it.
  const manifest: BuildManifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_app.js', '_ui.js'] },
    '_app.js': { file: 'assets/app-1.js', imports: ['_react.js'] },
    '_react.js': { file: 'assets/react-1.js' },
    '_ui.js': { file: 'assets/ui-1.js', imports: ['_react.js'] },
    'src/page.tsx': { file: 'assets/page-1.js', imports: ['_form.js', 'index.html'] },
    '_form.js': { file: 'assets/form-1.js', imports: ['_zod.js', '_react.js'] },
    '_zod.js': { file: 'assets/zod-1.js' },
    'src/card.tsx': { file: 'assets/card-1.js', imports: ['src/page.tsx'] },
  };

  it("are the entry's chunks and the page's, each after what it imports, without the entry and what imports it", () => {
    expect(startChunks(manifest, ['src/page.tsx']).staged).toEqual([
      '/assets/react-1.js',
      '/assets/app-1.js',
      '/assets/ui-1.js',
      '/assets/zod-1.js',
      '/assets/form-1.js',
    ]);
    expect(startChunks(manifest, ['src/card.tsx']).staged).toEqual([
      '/assets/react-1.js',
      '/assets/app-1.js',
      '/assets/ui-1.js',
      '/assets/zod-1.js',
      '/assets/form-1.js',
    ]);
  });

  it("are only the entry's for a page in the entry's chunks", () => {
    expect(startChunks(manifest).staged).toEqual(['/assets/react-1.js', '/assets/app-1.js', '/assets/ui-1.js']);
  });

  it('leave out a cycle of chunks one of which imports the entry', () => {
    const cyclic: BuildManifest = {
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'assets/react-1.js' },
      'src/page.tsx': { file: 'assets/page-1.js', imports: ['_a.js'] },
      '_a.js': { file: 'assets/a-1.js', imports: ['_b.js', '_react.js'] },
      '_b.js': { file: 'assets/b-1.js', imports: ['_a.js', 'index.html'] },
    };
    expect(startChunks(cyclic, ['src/page.tsx']).staged).toEqual(['/assets/react-1.js']);
  });

  it('refuse a page module the build does not have', () => {
    expect(() => startChunks(manifest, ['src/page.tsx', 'src/gone.tsx']).staged).toThrow(/src\/gone.tsx/);
  });

  it('are preloaded with the entry and the chunks that import it, each after what it imports', () => {
    expect(startChunks(manifest, ['src/card.tsx']).preloaded).toEqual([
      '/assets/react-1.js',
      '/assets/app-1.js',
      '/assets/ui-1.js',
      '/assets/zod-1.js',
      '/assets/form-1.js',
      '/assets/index-1.js',
      '/assets/page-1.js',
      '/assets/card-1.js',
    ]);
    expect(startChunks(manifest).preloaded).toEqual([
      '/assets/react-1.js',
      '/assets/app-1.js',
      '/assets/ui-1.js',
      '/assets/index-1.js',
    ]);
  });
});
