import http, { type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { inALoopTurn } from './loop-turn-queue';

const ARRIVED_AT = Symbol('arrived at');
type Arrived = IncomingMessage & { [ARRIVED_AT]?: number };

/** When the request was read off its connection (`performance.now()`), before it waited for a loop turn. */
export const arrivedAt = (request: IncomingMessage): number | undefined => (request as Arrived)[ARRIVED_AT];

/** On close, how long a connection that has not sent its request yet is given to send it (it is answered). */
const FIRST_REQUEST_GRACE_MS = 1_000;

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
  closeOnlyIdleConnections(server);
  if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
  if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
  server.setTimeout(options.connectionTimeout ?? 0);
  return server;
}

/**
 * On close, Node destroys every connection without a request in progress, which includes one just accepted whose
 * request has not been read yet: its client, which sent the request before the close, gets a reset. Here only the
 * connections that were served and sit idle between requests are closed at once; a fresh one is answered if its
 * request comes within FIRST_REQUEST_GRACE_MS (Fastify answers it with Connection: close), else closed then.
 */
function closeOnlyIdleConnections(server: http.Server) {
  const busy = new Map<Socket, number>();
  const served = new WeakSet<Socket>();
  server.on('connection', (socket: Socket) => {
    busy.set(socket, 0);
    socket.once('close', () => busy.delete(socket));
  });
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket;
    served.add(socket);
    busy.set(socket, (busy.get(socket) ?? 0) + 1);
    response.once('close', () => {
      if (busy.has(socket)) busy.set(socket, busy.get(socket)! - 1);
    });
  });
  let closeFresh: NodeJS.Timeout | undefined;
  server.closeIdleConnections = () => {
    for (const [socket, requests] of busy) if (requests === 0 && served.has(socket)) socket.destroy();
    closeFresh ??= setTimeout(() => {
      for (const [socket, requests] of busy) if (requests === 0) socket.destroy();
    }, FIRST_REQUEST_GRACE_MS).unref();
  };
}
