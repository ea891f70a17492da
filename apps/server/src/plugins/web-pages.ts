import { createHash, randomBytes } from 'node:crypto';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * What a page's loader may ask of the server while it renders (apps/web route modules): an API read made as the
 * visitor, through the same routes, access checks and replies as the browser's own request, without a network hop.
 */
export type WebLoadContext = {
  fetchApi(path: string): Promise<Response>;
  /** The nonce of this page's own inline scripts (React Router's hydration data), allowed by its security policy. */
  nonce: string;
};

/** The security policy's script sources, with more allowed: a page's nonce, or a prerendered page's script hashes. */
export function allowingScripts(policy: unknown, sources: string[]): string | undefined {
  if (typeof policy !== 'string') return undefined;
  return policy.replace(
    /script-src ([^;]*)/,
    (_directive, current: string) => `script-src ${current} ${sources.join(' ')}`,
  );
}

/** The hashes of a prerendered page's inline scripts, for its security policy (it is the same file for everyone). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
  );
}

/**
 * The web app's pages, rendered by its server build (apps/web/dist/server, React Router's framework mode) through
 * React Router's request handler: the Fastify request becomes a Web Request, the handler's Response goes back.
 */
export async function webPageRenderer(app: FastifyInstance, serverBuildFile: string) {
  const build = (await import(serverBuildFile)) as ServerBuild;
  const handle = createRequestHandler(build, 'production');
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const abort = new AbortController();
    reply.raw.on('close', () => abort.abort());
    const nonce = randomBytes(16).toString('base64');
    const context: WebLoadContext = {
      nonce,
      fetchApi: async (path) => {
        if (!path.startsWith('/api/')) throw new Error(`A page may read only the API: ${path}`);
        const answer = await app.inject({
          method: 'GET',
          url: path,
          headers: forwarded(request, ['cookie', 'authorization', 'accept-language', 'user-agent']),
          remoteAddress: request.ip,
        });
        return new Response(answer.body, {
          status: answer.statusCode,
          headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
        });
      },
    };
    const response = await handle(webRequest(request, abort.signal), context);
    reply.status(response.status);
    const policy = allowingScripts(reply.getHeader('content-security-policy'), [`'nonce-${nonce}'`]);
    if (policy) reply.header('content-security-policy', policy);
    response.headers.forEach((value, name) => {
      if (name !== 'set-cookie') reply.header(name, value);
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length) reply.header('set-cookie', cookies);
    return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
  };
}

function forwarded(request: FastifyRequest, names: string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of names) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return headers;
}

/** The Fastify request as a Web Request, at the server's own origin (the Host header is the visitor's to choose). */
function webRequest(request: FastifyRequest, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else if (value !== undefined) headers.set(name, String(value));
  }
  return new Request(new URL(request.url, 'http://localhost'), { method: request.method, headers, signal });
}
