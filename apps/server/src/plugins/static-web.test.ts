import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-database';

/**
 * The built web app as the server sends it (apps/web/dist: client files, the server build): the build's brotli or
 * gzip copy of each file by the browser's Accept-Encoding (nothing compressed per request), hashed assets kept for a
 * year, prerendered pages always revalidated, every other page rendered by the server build.
 */
const script = `export function greet(name) { return 'Hello, ' + name; }\n`.repeat(300);
/** A page prerendered at build time (React Router's `prerender`): an index.html in the page's folder. */
const prerendered = (heading: string) =>
  `<!DOCTYPE html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><h1>${heading}</h1>${'<p>Roost</p>'.repeat(100)}</body></html>`;
const prerenderedPages = [
  { path: '/', file: 'index.html', heading: 'Home' },
  { path: '/payment/search', file: 'payment/search/index.html', heading: 'Search by Payment' },
];
/**
 * A server build as React Router's request handler takes it: its entry answers every page with the path and the
 * status the router decided, and the visitor's cookie as the request brought it.
 */
const serverBuild = `
const root = { default: () => null };
const page = { default: () => null };
export const entry = {
  module: {
    default: (request, status, headers) =>
      new Response('<p>rendered ' + new URL(request.url).pathname + ' ' + (request.headers.get('cookie') ?? '') + '</p>' +
        (new URL(request.url).searchParams.has('long') ? '<p>' + 'long page '.repeat(400) + '</p>' : ''), {
        status,
        headers: { 'content-type': 'text/html; charset=utf-8', 'set-cookie': 'seen=1; Path=/' },
      }),
  },
};
const pages = ['profile', 'pmi-removal/:id', 'payment/options'];
export const routes = {
  root: { id: 'root', path: '', module: root },
  ...Object.fromEntries(pages.map((path) => [path, { id: path, parentId: 'root', path, module: page }])),
};
export const assets = {
  entry: { module: '/assets/entry.js', imports: [] },
  routes: {
    root: { id: 'root', path: '', module: '/assets/root.js', hasLoader: false, hasAction: false },
    ...Object.fromEntries(
      pages.map((path) => [path, { id: path, parentId: 'root', path, module: '/assets/page.js', hasLoader: false, hasAction: false }]),
    ),
  },
  url: '/assets/manifest.js',
  version: '1',
};
export const assetsBuildDirectory = 'dist/client';
export const basename = '/';
export const future = {};
export const isSpaMode = false;
export const ssr = true;
export const prerender = [];
export const publicPath = '/';
export const routeDiscovery = { mode: 'initial' };
`;
const drawing = `<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0 0h10v10z"/>'.repeat(80)}</svg>`;
const serviceWorker = `self.addEventListener('message', (event) => event.data);\n`.repeat(100);
const webManifest = JSON.stringify({
  name: 'Roost Home Finance',
  short_name: 'Roost',
  start_url: '/',
  display: 'standalone',
  icons: [{ src: '/icon-192.png', sizes: '192x192', type: 'image/png' }],
  description: 'See the value of your home. '.repeat(20),
});

let webDist: string;
let t: TestApp;

/** A built web app as `npm run build` leaves it: client files, their .br and .gz copies, the server build. */
function writeBuiltWeb(dist: string) {
  fs.mkdirSync(path.join(dist, 'server'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'server', 'index.js'), serverBuild);
  const dir = path.join(dist, 'client');
  const write = (file: string, content: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  };
  const withCopies = (file: string, content: string) => {
    write(file, content);
    write(`${file}.br`, brotliCompressSync(content));
    write(`${file}.gz`, gzipSync(content));
  };
  withCopies('assets/index-Ab12Cd34.js', script);
  // A file the build did not compress: it goes out as it is.
  write('favicon.svg', drawing);
  write('.vite/manifest.json', JSON.stringify({ 'index.html': { file: 'assets/index-Ab12Cd34.js' } }));
  // The service worker (vite-plugin-pwa) and the icons of the web app manifest.
  withCopies('sw.js', serviceWorker);
  withCopies('workbox-5e6f7a8b.js', serviceWorker);
  withCopies('registerSW.js', serviceWorker);
  withCopies('manifest.webmanifest', webManifest);
  write('icon-192.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  for (const prerenderedPage of prerenderedPages)
    withCopies(prerenderedPage.file, prerendered(prerenderedPage.heading));
}

beforeAll(async () => {
  // A folder named assets above the build: only the build's own assets/ holds hashed files.
  webDist = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'roost-web-dist-')), 'assets', 'dist');
  writeBuiltWeb(webDist);
  t = await createTestApp({ WEB_DIST_DIR: webDist });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(path.resolve(webDist, '../..'), { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('a hashed asset', () => {
  it('goes out as the brotli copy when the browser takes brotli, cached for a year', async () => {
    const response = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(Number(response.headers['content-length'])).toBe(
      fs.statSync(path.join(webDist, 'client/assets/index-Ab12Cd34.js.br')).size,
    );
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('goes out as the gzip copy when the browser takes gzip but not brotli', async () => {
    const response = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(gunzipSync(response.rawPayload).toString()).toBe(script);
  });

  it('goes out as it is to a client that takes no compression', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const response = await get('/assets/index-Ab12Cd34.js', acceptEncoding);
      expect(response.statusCode, acceptEncoding).toBe(200);
      expect(response.headers['content-encoding'], acceptEncoding).toBeUndefined();
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
      expect(response.payload).toBe(script);
    }
  });

  it('answers HEAD with the headers of the copy it would send, and no body', async () => {
    const response = await get('/assets/index-Ab12Cd34.js', 'br', 'HEAD');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(response.headers['content-length'])).toBe(
      fs.statSync(path.join(webDist, 'client/assets/index-Ab12Cd34.js.br')).size,
    );
    expect(response.rawPayload.length).toBe(0);
  });

  it('that does not exist is a plain 404, whatever the browser accepts', async () => {
    for (const acceptEncoding of ['br', 'gzip', undefined]) {
      const response = await get('/assets/index-Zz99Yy88.js', acceptEncoding);
      expect(response.statusCode, acceptEncoding).toBe(404);
      expect(response.headers['content-encoding'], acceptEncoding).toBeUndefined();
      expect(response.headers['cache-control'], acceptEncoding).not.toBe('public, max-age=31536000, immutable');
    }
  });
});

describe('the files around the assets', () => {
  it('a copy and the build manifest are not files of the site', async () => {
    for (const url of ['/assets/index-Ab12Cd34.js.br', '/assets/index-Ab12Cd34.js.gz', '/.vite/manifest.json']) {
      expect((await get(url, 'br')).statusCode, url).toBe(404);
    }
  });

  it('a file the build left uncompressed goes out as it is, not compressed per request', async () => {
    const response = await get('/favicon.svg', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.payload).toBe(drawing);
  });
});

describe('the service worker and the web app manifest', () => {
  it('are revalidated on every use, never kept as immutable, and go out as their brotli copy', async () => {
    for (const url of ['/sw.js', '/workbox-5e6f7a8b.js', '/registerSW.js']) {
      const response = await get(url, 'gzip, deflate, br');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-type'], url).toMatch(/^(text|application)\/javascript/);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(String(response.headers.vary), url).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(serviceWorker);
    }
  });

  it('serves manifest.webmanifest as application/manifest+json, revalidated, in any encoding', async () => {
    for (const acceptEncoding of ['gzip, deflate, br', 'gzip', undefined]) {
      const response = await get('/manifest.webmanifest', acceptEncoding);
      expect(response.statusCode, acceptEncoding).toBe(200);
      expect(response.headers['content-type'], acceptEncoding).toMatch(/^application\/manifest\+json/);
      expect(response.headers['cache-control'], acceptEncoding).toBe('no-cache');
      const body =
        response.headers['content-encoding'] === 'br'
          ? brotliDecompressSync(response.rawPayload)
          : response.headers['content-encoding'] === 'gzip'
            ? gunzipSync(response.rawPayload)
            : response.rawPayload;
      expect(JSON.parse(body.toString()), acceptEncoding).toMatchObject({ name: 'Roost Home Finance' });
    }
  });

  it('serves the icons as PNG, revalidated (their names carry no hash)', async () => {
    const response = await get('/icon-192.png', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('may run and read the manifest under the security policy: worker and manifest sources are our own', async () => {
    const csp = String((await get('/')).headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });
});

describe('a page', () => {
  it('is rendered by the server build for this request (any id, any query), never kept by a cache', async () => {
    for (const url of ['/profile', '/pmi-removal/1391-Lone-Mill-St-Auburn-CA', '/payment/options?payment=3500']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie: 'session=abc' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      // Never public: the page may carry the visitor's data.
      expect(response.headers['cache-control'], url).toMatch(/^(private, no-cache|no-store)$/);
      expect([response.headers['set-cookie']].flat(), url).toEqual(['seen=1; Path=/']);
      expect(response.payload, url).toBe(`<p>rendered ${url.split('?')[0]} session=abc</p>`);
    }
  });

  it('goes out compressed in the encoding the browser takes', async () => {
    const response = await get('/payment/options?payment=3500&long=1', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('long page long page');
  });

  it('that the app does not know gets its answer from the app (its not-found page), not a file 404', async () => {
    const response = await get('/payment');
    expect(response.statusCode).toBe(404);
    expect(response.payload).toBe('<p>rendered /payment </p>');
  });

  it('sent a form before its script ran gets the page again, with nothing of the form in the address', async () => {
    for (const url of ['/auth/login', '/', '/contact?from=home']) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'email=pat%40example.com&password=Secret1',
      });
      expect(response.statusCode, url).toBe(303);
      expect(response.headers.location, url).toBe(url.split('?')[0]);
    }
    // Sent as they are on the wire (a URL parser would read them as another host): never a redirect elsewhere.
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    for (const target of ['//evil.example/login', '/\\evil.example/login']) {
      const head = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(Number(port), '127.0.0.1', () =>
          socket.write(`POST ${target} HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`),
        );
        let received = '';
        socket.on('data', (chunk) => (received += chunk.toString()));
        socket.on('end', () => resolve(received));
        socket.on('error', reject);
      });
      expect(head, target).toMatch(/^HTTP\/1\.1 303/);
      expect(head, target).toMatch(/\r\nlocation: \/\r\n/i);
    }
  });

  it('with an address that does not decode is sent to its readable form, which the app answers', async () => {
    for (const [url, readable] of [
      ['/pmi-removal/%E0%A4%A', '/pmi-removal/%25E0%25A4%25A'],
      ['/pmi-removal/%00?ref=abc', '/pmi-removal/%2500?ref=abc'],
      ['/no/such%/page?payment=%E0', '/no/such%25/page'],
    ]) {
      const response = await get(url!);
      expect([response.statusCode, response.headers.location], url).toEqual([302, readable]);
    }
    const page = await get('/pmi-removal/%25E0%25A4%25A');
    expect(page.statusCode).toBe(200);
    expect(page.payload).toContain('<p>rendered /pmi-removal/%25E0%25A4%25A ');
    // Sent as it is on the wire: never a redirect elsewhere.
    expect((await get('//%E0evil.example/x')).headers.location).toBe('/');
    // The API keeps its JSON answer.
    const api = await get('/api/home/address/%E0%A4%A');
    expect([api.statusCode, api.json()]).toEqual([
      400,
      { code: 'LINK_NOT_VALID', errorMessage: 'This link is not valid.' },
    ]);
  });

  it("is answered with the page's data for the app's own navigations (.data)", async () => {
    const response = await get('/payment/options.data?payment=3500');
    expect(response.statusCode).not.toBe(404);
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });
});

describe('a prerendered page', () => {
  it('answers its path as its brotli or gzip copy, revalidated on every visit', async () => {
    for (const { path: url, heading } of prerenderedPages) {
      const response = await get(url, 'gzip, deflate, br');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(String(response.headers.vary), url).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(prerendered(heading));
      const gzipped = await get(url, 'gzip');
      expect(gzipped.headers['content-encoding'], url).toBe('gzip');
      expect(gunzipSync(gzipped.rawPayload).toString(), url).toBe(prerendered(heading));
    }
    const head = await get('/payment/search', '', 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.payload).toBe('');
    expect(Number(head.headers['content-length'])).toBe(prerendered('Search by Payment').length);
  });

  it('is not a file of the site by its own name', async () => {
    for (const url of ['/index.html', '/payment/search/index.html', '/payment/search/index.html.br']) {
      const response = await get(url, 'br');
      expect(response.statusCode, url).toBe(404);
    }
  });
});

describe('API replies', () => {
  it('are still compressed per request, and an unknown API path is still a JSON 404', async () => {
    const document = await get('/api/docs/json', 'gzip, deflate, br');
    expect(document.statusCode).toBe(200);
    expect(document.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(document.rawPayload).toString())).toHaveProperty('openapi');
    const plain = await get('/api/docs/json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toHaveProperty('openapi');
    const unknown = await get('/api/no-such-thing', 'br');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'ROUTE_NOT_FOUND', errorMessage: 'Not found: GET /api/no-such-thing' });
  });
});
