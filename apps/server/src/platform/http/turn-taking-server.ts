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
  closeFreshConnectionsLater(server);
  if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
  if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
  server.setTimeout(options.connectionTimeout ?? 0);
  return server;
}

/**
 * On close, Node closes the connections that sit idle between requests, but leaves one that was accepted and has
 * not sent its request yet open for as long as its client likes, and the close waits for it: a stopping process
 * would run into its limit (main.ts). Such a connection gets FIRST_REQUEST_GRACE_MS to send its request, which is
 * answered (with Connection: close, as Fastify answers while closing), and is closed after that.
 */
function closeFreshConnectionsLater(server: http.Server) {
  // Requests in progress on each open connection.
  const requests = new Map<Socket, number>();
  server.on('connection', (socket: Socket) => {
    requests.set(socket, 0);
    socket.once('close', () => requests.delete(socket));
  });
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket;
    requests.set(socket, (requests.get(socket) ?? 0) + 1);
    response.once('close', () => {
      if (requests.has(socket)) requests.set(socket, requests.get(socket)! - 1);
    });
  });
  const closeIdle = server.closeIdleConnections.bind(server);
  let later: NodeJS.Timeout | undefined;
  server.closeIdleConnections = () => {
    closeIdle();
    later ??= setTimeout(() => {
      for (const [socket, inProgress] of requests) if (inProgress === 0) socket.destroy();
    }, FIRST_REQUEST_GRACE_MS).unref();
  };
}
