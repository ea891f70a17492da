import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach } from 'vitest';

/**
 * A stand-in for an outside API: a node:http server on 127.0.0.1 that answers with recorded replies
 * (fixtures shaped like the real API's) and keeps every request it was sent, so a test can check
 * both what our adapter asked and what it made of the answer.
 */

export interface RecordedRequest {
  method: string;
  /** The path without the query, e.g. /v1/avm/value. */
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A recorded reply; `hang` never answers (for timeouts); `raw` is sent as is (for broken JSON). */
export type RecordedReply =
  { status: number; fixture: string } | { status: number; raw: string; contentType?: string } | 'hang';

export type Answer = (request: RecordedRequest) => RecordedReply;

const fixturesDir = fileURLToPath(new URL('./fixtures/', import.meta.url));

/** A fixture's text exactly as recorded, e.g. readFixture('rentcast/avm-value-1200-oak-ridge.json'). */
export function readFixture(name: string): string {
  return fs.readFileSync(`${fixturesDir}${name}`, 'utf8');
}

export interface RecordingServer {
  /** http://127.0.0.1:<port>, to use as the provider's base URL. */
  baseUrl: string;
  requests: RecordedRequest[];
  /** Changes how the server answers from now on. */
  answerWith(answer: Answer): void;
  close(): Promise<void>;
}

export async function startRecordingServer(initial: Answer): Promise<RecordingServer> {
  let answer = initial;
  const requests: RecordedRequest[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const recorded: RecordedRequest = {
        method: request.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      const reply = answer(recorded);
      if (reply === 'hang') return;
      const body = 'fixture' in reply ? readFixture(reply.fixture) : reply.raw;
      const contentType = 'fixture' in reply ? 'application/json; charset=UTF-8' : (reply.contentType ?? 'text/html');
      response.writeHead(reply.status, { 'content-type': contentType }).end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    answerWith(next) {
      answer = next;
    },
    async close() {
      // Hanging requests would keep close() waiting forever.
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

/**
 * One recording server for a test file: started before its tests, closed after, and before each test
 * back to `answer` with no requests kept. Returns a getter (the server exists once the file starts).
 */
export function useRecordingServer(answer: Answer): () => RecordingServer {
  let server: RecordingServer;
  beforeAll(async () => {
    server = await startRecordingServer(answer);
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
    server.answerWith(answer);
  });
  return () => server;
}

/** Answers by path: each key is a request path, anything else gets a 404 with no body. */
export function byPath(replies: Record<string, RecordedReply>): Answer {
  return (request) => replies[request.path] ?? { status: 404, raw: '' };
}
