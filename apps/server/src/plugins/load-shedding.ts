import { messages } from '@roost/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../errors';
import { arrivedAt } from '../platform/http/turn-taking-server';

export interface LoadSheddingOptions {
  /** API requests worked on at once; the rest wait their turn in arrival order. */
  maxActive: number;
  /** How long a request may wait for its turn before it is answered 503 (its whole wait stays under this). */
  maxWaitMs: number;
}

/** Requests at work, waiting, and turned away since start (read by the tests). */
export interface LoadSheddingState {
  active: number;
  waiting: number;
  shed: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    loadShedding: LoadSheddingState;
  }
  interface FastifyContextConfig {
    /**
     * Never queued nor turned away: the carriers' and the card processor's webhooks, whose senders may not try
     * again (an inbound text answered 503 could be lost). They are light and signed.
     */
    neverShed?: boolean;
  }
}

interface Waiter {
  admit: () => void;
  timer: NodeJS.Timeout;
}

/** The Retry-After of a shed request: the wait it just gave up on, in whole seconds (at least 1). */
const retryAfterSeconds = (maxWaitMs: number) => Math.max(1, Math.ceil(maxWaitMs / 1000));

/**
 * Requests that take no turn: the health check (a load balancer must see the process alive), the webhooks marked
 * `neverShed`, and everything outside the API (the web files, short links).
 */
const takesATurn = (request: FastifyRequest) => {
  if (request.routeOptions.config?.neverShed) return false;
  const path = request.url.split('?')[0] ?? '';
  return (path.startsWith('/api/') || path.startsWith('/dev/')) && path !== '/api/health';
};

const RELEASED = Symbol('load-shedding released');
type Tracked = FastifyRequest & { [RELEASED]?: boolean };

/**
 * A bounded queue in front of every API route. PGlite runs each query on this process's one thread, so past a
 * handful of requests at once more concurrency only makes every request slower; on PostgreSQL the pool bounds the
 * same way. A request beyond `maxActive` waits in arrival order; one that would wait longer than `maxWaitMs` is
 * answered 503 with Retry-After at once when the wait runs out, before any of its work (or its session lookup)
 * ran, so a load above capacity costs the shed requests nothing and never hangs the ones let in.
 * Registered first, so its hook runs before access control, rate limits and the route.
 */
export function registerLoadShedding(app: FastifyInstance, options: LoadSheddingOptions) {
  const state: LoadSheddingState = { active: 0, waiting: 0, shed: 0 };
  const queue: Waiter[] = [];
  app.decorate('loadShedding', state);

  const release = (request: Tracked) => {
    if (request[RELEASED] !== false) return;
    request[RELEASED] = true;
    const next = queue.shift();
    if (next) {
      clearTimeout(next.timer);
      state.waiting -= 1;
      next.admit(); // the slot passes straight to the next request: active stays the same
    } else {
      state.active -= 1;
    }
  };

  /**
   * The request has its turn until its response closes: sent, or its connection gone (a connection already gone
   * while it waited gives the turn straight back: its response's close has already happened).
   */
  const hold = (request: Tracked, reply: FastifyReply) => {
    request[RELEASED] = false;
    reply.raw.once('close', () => release(request));
    if (request.raw.socket?.destroyed) release(request);
  };

  const shed = (reply: FastifyReply) => {
    state.shed += 1;
    reply.header('retry-after', String(retryAfterSeconds(options.maxWaitMs))).header('cache-control', 'no-store');
    return sendError(reply, 'SERVER_BUSY', messages.serverBusy);
  };

  app.addHook('onRequest', async (request: Tracked, reply) => {
    if (!takesATurn(request)) return;
    if (state.active < options.maxActive) {
      state.active += 1;
      hold(request, reply);
      return;
    }
    // The wait counts from when the request was read: it may have waited for a loop turn already.
    const arrived = arrivedAt(request.raw);
    const waitLeftMs = options.maxWaitMs - (arrived === undefined ? 0 : performance.now() - arrived);
    if (waitLeftMs <= 0) return shed(reply);
    const admitted = await new Promise<boolean>((resolve) => {
      const waiter: Waiter = {
        admit: () => resolve(true),
        timer: setTimeout(() => {
          queue.splice(queue.indexOf(waiter), 1);
          state.waiting -= 1;
          resolve(false);
        }, waitLeftMs),
      };
      queue.push(waiter);
      state.waiting += 1;
    });
    if (!admitted) return shed(reply);
    hold(request, reply);
  });
}
