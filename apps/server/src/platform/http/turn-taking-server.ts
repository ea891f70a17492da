import http, { type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import { inALoopTurn } from './loop-turn-queue';

const ARRIVED_AT = Symbol('arrived at');
type Arrived = IncomingMessage & { [ARRIVED_AT]?: number };

/** When the request was read off its connection (`performance.now()`), before it waited for a loop turn. */
export const arrivedAt = (request: IncomingMessage): number | undefined => (request as Arrived)[ARRIVED_AT];

interface ServerTimeouts {
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
}

/**
 * Fastify's HTTP/1 server, with each request's work started in a loop turn of its own (loop-turn-queue.ts) rather than
 * inside the turn that read it, so a burst of connections is let in while earlier ones are served. The timeouts are
 * Fastify's, as its own server would set them.
 */
export function turnTakingServer(handler: RequestListener, options: ServerTimeouts): http.Server {
  const server = http.createServer((request: Arrived, response: ServerResponse) => {
    request[ARRIVED_AT] = performance.now();
    inALoopTurn(() => {
      // A connection gone while its request waited has no one to answer.
      if (!request.socket.destroyed) handler(request, response);
    });
  });
  if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
  if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
  server.setTimeout(options.connectionTimeout ?? 0);
  return server;
}
