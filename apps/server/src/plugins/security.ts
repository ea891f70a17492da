import compress from '@fastify/compress';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import rateLimit from '@fastify/rate-limit';
import { messages } from '@roost/domain';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { AppError } from '../errors';

/** Security headers with a CSP the SPA works under, compression and the default rate limit of the API. */
export async function registerSecurity(app: FastifyInstance, config: Config) {
  // Stripe's Payment Element: Stripe.js from js.stripe.com, its card fields in Stripe's frames, its API calls.
  const stripe = config.payment.processor === 'stripe';
  const withStripe = (own: string[], ...stripeSources: string[]) => (stripe ? [...own, ...stripeSources] : own);
  const headers = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: withStripe(["'self'"], 'https://js.stripe.com'),
        frameSrc: withStripe(["'self'"], 'https://js.stripe.com', 'https://hooks.stripe.com'),
        // MUI/emotion inject style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: withStripe(["'self'"], 'https://api.stripe.com'),
        // The service worker (/sw.js, importing /workbox-*.js) and the web app manifest: our own files only.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        ...(config.isProduction && config.publicUrl.startsWith('https:') ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: config.publicUrl.startsWith('https:'),
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(rateLimit, {
    max: config.limits.ratePerMinute,
    timeWindow: '1 minute',
    // The limit guards the API. The web app's files are not counted: one page loads dozens of hashed
    // chunks, so counting them would lock a visitor (or an office behind one address) out of the site.
    allowList: (request) => !request.url.startsWith('/api/'),
    // Thrown as our own AppError so the one error handler sends it as it is, wait time included; the
    // plugin has already set the Retry-After header.
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', messages.tooManyRequests, undefined, {
        retryAfterSeconds: Math.ceil(context.ttl / 1000),
      }),
  });
}

/**
 * Helmet's headers, worked out once: they depend only on the options (no nonces, nothing from the request),
 * and @fastify/helmet rebuilt them (parsing every CSP directive) on each request.
 */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
      return response;
    },
    removeHeader() {},
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}
