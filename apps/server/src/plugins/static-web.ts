import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { messages } from '@roost/domain';
import type { FastifyInstance } from 'fastify';
import { sendError } from '../errors';

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
/**
 * The public pages' prerendered HTML (apps/web/build/prerender.ts): routes.json maps each route (Fastify's path
 * syntax, `:id`) to its file. The folder is served only through those routes, never by file name.
 */
const PRERENDERED_DIR = 'prerendered';
const PRERENDERED_ROUTES = `${PRERENDERED_DIR}/routes.json`;

interface PrerenderedPage {
  path: string;
  file: string;
  /** The API reads the page makes as it starts (`/api/...`, with the route's `:name` parameters): preloaded with it. */
  preloadData?: string[];
}

/**
 * Serves the built SPA: hashed assets cached for a year, index.html and the service worker never cached, the
 * prerendered public pages at their routes (never cached either), any other browser path answered with index.html
 * (history fallback), unknown /api paths as JSON 404.
 * Each file goes out as the build's brotli copy, else its gzip copy, else as it is, by the
 * request's Accept-Encoding; nothing here is compressed per request.
 */
export async function registerStaticWeb(app: FastifyInstance, webDistDir: string | undefined) {
  const indexHtml = webDistDir ? path.join(webDistDir, 'index.html') : undefined;
  const hasWeb = indexHtml !== undefined && fs.existsSync(indexHtml);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDistDir!,
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
        const hashed = path.relative(webDistDir!, filePath).startsWith(`assets${path.sep}`);
        res.setHeader('cache-control', hashed ? IMMUTABLE : REVALIDATED);
      },
    });
    for (const file of webFiles(webDistDir!)) {
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
    for (const page of prerenderedPages(webDistDir!)) {
      app.route({
        method: ['GET', 'HEAD'],
        url: page.path,
        compress: false,
        schema: { hide: true },
        // setHeaders above: no-cache, like index.html, so a new build's pages reach everyone at once.
        handler: (request, reply) => {
          if (page.preloadData?.length) {
            reply.header('link', page.preloadData.map((read) => preloadLink(read, request.params)).join(', '));
          }
          return reply.sendFile(page.file);
        },
      });
    }
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    if (
      url.startsWith('/api') ||
      url.startsWith('/dev') ||
      !hasWeb ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      return sendError(reply, 'ROUTE_NOT_FOUND', `Not found: ${request.method} ${url.split('?')[0]}`);
    }
    if (/\.[a-z0-9]+$/i.test(url.split('?')[0] ?? '')) {
      return reply.status(404).type('text/plain').send(messages.notFound);
    }
    return reply.header('cache-control', REVALIDATED).sendFile('index.html', { cacheControl: false });
  });
}

/**
 * The page's first API read, asked for by the browser as soon as it has the page's headers: `as=fetch` with
 * `crossorigin` is what the app's own `fetch` (same origin, credentials same-origin) takes over.
 */
function preloadLink(pattern: string, params: unknown): string {
  const values = (params ?? {}) as Record<string, string | undefined>;
  const url = pattern.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(values[name] ?? ''));
  return `<${url}>; rel=preload; as=fetch; crossorigin`;
}

/** The files of the built app, by path from its folder: no dot files or folders (Vite's .vite/manifest.json), no copies. */
function webFiles(webDistDir: string): string[] {
  return fs
    .readdirSync(webDistDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(webDistDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter(
      (file) =>
        !file.split('/').some((part) => part.startsWith('.')) &&
        !PRECOMPRESSED_COPY.test(file) &&
        !file.startsWith(`${PRERENDERED_DIR}/`),
    );
}

/** The prerendered pages of the build, if it has any (an older build has none: index.html answers every page). */
function prerenderedPages(webDistDir: string): PrerenderedPage[] {
  const routesFile = path.join(webDistDir, PRERENDERED_ROUTES);
  if (!fs.existsSync(routesFile)) return [];
  const pages = JSON.parse(fs.readFileSync(routesFile, 'utf8')) as PrerenderedPage[];
  return pages.filter(
    (page) =>
      typeof page.path === 'string' &&
      page.path.startsWith('/') &&
      typeof page.file === 'string' &&
      page.file.startsWith(`${PRERENDERED_DIR}/`) &&
      (page.preloadData === undefined ||
        (Array.isArray(page.preloadData) &&
          page.preloadData.every((read) => typeof read === 'string' && read.startsWith('/api/')))) &&
      !page.file.split('/').includes('..') &&
      fs.existsSync(path.join(webDistDir, page.file)),
  );
}
