import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { messages } from '@roost/domain';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never cached, any other
 * browser path answered with index.html (history fallback), unknown /api paths as JSON 404.
 */
export async function registerStaticWeb(app: FastifyInstance, webDistDir: string | undefined) {
  const indexHtml = webDistDir ? path.join(webDistDir, 'index.html') : undefined;
  const hasWeb = indexHtml !== undefined && fs.existsSync(indexHtml);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDistDir!,
      wildcard: false,
      index: false,
      // Our setHeaders decides caching: hashed assets for a year, everything else revalidated.
      cacheControl: false,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        } else {
          res.setHeader('cache-control', 'no-cache');
        }
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    if (
      url.startsWith('/api') ||
      url.startsWith('/dev') ||
      !hasWeb ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      return reply.status(404).send({ errorMessage: `Not found: ${request.method} ${url.split('?')[0]}` });
    }
    if (/\.[a-z0-9]+$/i.test(url.split('?')[0] ?? '')) {
      return reply.status(404).type('text/plain').send(messages.notFound);
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
  });
}
