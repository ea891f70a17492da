import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { messages } from '@roost/domain';
import type { FastifyInstance } from 'fastify';
import { sendError } from '../errors';
import { allowingScripts, inlineScriptHashes, webPageRenderer } from './web-pages';

/** Hashed file names change with their content, so a browser may keep them for a year without asking. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * Everything else is asked about on each use: index.html, the public files (icons, favicon), and what tells the
 * browser there is a new version: the service worker (sw.js and the workbox-*.js it imports), registerSW.js and
 * manifest.webmanifest. Were one of those kept, a deployed version would reach no one until it expired.
 */
const REVALIDATED = 'no-cache';
/** The build's brotli and gzip copies (apps/web/build/precompress.ts): sent in place of their file, never on their own. */
const PRECOMPRESSED_COPY = /\.(br|gz)$/;
/** A page's data for React Router's client-side navigations (`/payment/options.data?...`): rendered, not a file. */
const PAGE_DATA = /\.data$/;

/**
 * Serves the built web app (apps/web/dist, React Router's framework mode): its client files (dist/client) with hashed
 * assets cached for a year and everything else revalidated; the pages prerendered at build time (index.html files of
 * dist/client) at their paths; every other page rendered by the server build (dist/server, web-pages.ts); unknown
 * /api paths as JSON 404.
 * Each file goes out as the build's brotli copy, else its gzip copy, else as it is, by the
 * request's Accept-Encoding; nothing here is compressed per request.
 */
export async function registerStaticWeb(app: FastifyInstance, webDistDir: string | undefined) {
  const clientDir = webDistDir ? path.join(webDistDir, 'client') : undefined;
  const serverBuild = webDistDir ? path.join(webDistDir, 'server', 'index.js') : undefined;
  const hasWeb = clientDir !== undefined && fs.existsSync(clientDir) && fs.existsSync(serverBuild!);
  const renderPage = hasWeb ? await webPageRenderer(app, pathToFileURL(serverBuild!).href) : undefined;
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: clientDir!,
      // The routes below serve the files; the plugin gives reply.sendFile and picks the copy to send.
      serve: false,
      preCompressed: true,
      index: false,
      // Our setHeaders decides caching: hashed assets for a year, everything else revalidated.
      cacheControl: false,
      setHeaders(res, filePath) {
        // The same URL answers brotli, gzip or plain bytes: caches must keep them apart.
        res.setHeader('vary', 'Accept-Encoding');
        // Only Vite's output under assets/ is hashed (public files are copied to the top as they are named).
        const hashed = path.relative(clientDir!, filePath).startsWith(`assets${path.sep}`);
        res.setHeader('cache-control', hashed ? IMMUTABLE : REVALIDATED);
      },
    });
    for (const file of webFiles(clientDir!)) {
      app.route({
        method: ['GET', 'HEAD'],
        url: `/${file}`,
        // @fastify/compress would compress each request of a file that has no smaller copy (or for a
        // deflate-only client): the build decided what is worth compressing.
        compress: false,
        schema: { hide: true },
        handler: (_request, reply) => reply.sendFile(file),
        errorHandler(error, request, reply) {
          // The browser went away mid-file: nothing to answer, nothing to log.
          if ((error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE') {
            request.raw.destroy();
            return;
          }
          return app.errorHandler(error, request, reply);
        },
      });
    }
    for (const page of prerenderedPages(clientDir!)) {
      const scriptHashes = inlineScriptHashes(fs.readFileSync(path.join(clientDir!, page.file), 'utf8'));
      app.route({
        method: ['GET', 'HEAD'],
        url: page.path,
        compress: false,
        schema: { hide: true },
        // setHeaders above: no-cache, so a new build's pages reach everyone at once.
        handler: (_request, reply) => {
          const policy = allowingScripts(reply.getHeader('content-security-policy'), scriptHashes);
          if (policy) reply.header('content-security-policy', policy);
          return reply.sendFile(page.file);
        },
      });
    }
  }
  if (hasWeb) {
    // Every other page, rendered for this request by the web app's server build: a route like the API's, so the
    // reply goes through the same hooks (compression included).
    app.route({
      method: ['GET', 'HEAD'],
      url: '/*',
      schema: { hide: true },
      config: { pageAddress: true },
      handler: (request, reply) => {
        const pathname = request.url.split('?')[0] ?? '';
        if (pathname.startsWith('/api') || pathname.startsWith('/dev')) return reply.callNotFound();
        if (/\.[a-z0-9]+$/i.test(pathname) && !PAGE_DATA.test(pathname)) {
          return reply.status(404).type('text/plain').send(messages.notFound);
        }
        // It may carry the visitor's data: never kept by a cache.
        reply.header('cache-control', 'private, no-cache');
        return renderPage!(request, reply);
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    if (url.startsWith('/api') || url.startsWith('/dev') || !hasWeb) {
      return sendError(reply, 'ROUTE_NOT_FOUND', `Not found: ${request.method} ${url.split('?')[0]}`);
    }
    // A page's form sent before its script ran (the forms that carry personal data are POSTs, so nothing typed
    // lands in an address): the page again, as a GET; what was sent is not kept.
    const pathname = url.split('?')[0] ?? '/';
    // Never another site: `//host` or `/\host` in a Location header is read as an address elsewhere.
    return reply.redirect(/^\/[/\\]/.test(pathname) ? '/' : pathname, 303);
  });
}

/** The client files, by path from their folder: no dot files or folders, no copies, no prerendered pages. */
function webFiles(webDistDir: string): string[] {
  return fs
    .readdirSync(webDistDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(webDistDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter(
      (file) =>
        !file.split('/').some((part) => part.startsWith('.')) &&
        !PRECOMPRESSED_COPY.test(file) &&
        !file.endsWith('index.html'),
    );
}

/** The pages prerendered at build time: each `index.html` of the client folder, answered at its folder's path. */
function prerenderedPages(clientDir: string): { path: string; file: string }[] {
  return fs
    .readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name === 'index.html')
    .map((entry) => path.relative(clientDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .map((file) => ({ path: `/${file.slice(0, -'index.html'.length).replace(/\/$/, '')}`, file }));
}
