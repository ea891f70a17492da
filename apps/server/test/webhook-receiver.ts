import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A partner's automation endpoint on 127.0.0.1 that records what it is sent. */
export interface ReceivedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface WebhookReceiver {
  /** The receiver's URL for a path, e.g. url('/hook-a'). */
  url(path: string): string;
  readonly requests: ReceivedRequest[];
  close(): Promise<void>;
}

/** Starts a receiver; `statusFor` picks the answer to the n-th request (0-based), 200 by default. */
export async function startWebhookReceiver(
  statusFor: (index: number, request: ReceivedRequest) => number = () => 200,
): Promise<WebhookReceiver> {
  const requests: ReceivedRequest[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const received: ReceivedRequest = {
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      const status = statusFor(requests.length, received);
      requests.push(received);
      response
        .writeHead(status, { 'content-type': 'application/json' })
        .end(JSON.stringify({ received: status < 400 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
