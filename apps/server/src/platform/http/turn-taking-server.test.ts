import Fastify from 'fastify';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { turnTakingServer } from './turn-taking-server';

/**
 * Closing the server as a stopping process does (main.ts, app.ts): a connection made before the close is answered,
 * even when its request arrives once the close has begun; one that sends nothing holds the close up for a second at
 * most; a connection attempted after it is refused.
 */
async function listening() {
  const app = Fastify({ serverFactory: turnTakingServer, return503OnClosing: false });
  app.get('/api/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 100));
    return { ok: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: (app.server.address() as net.AddressInfo).port };
}

/** Connects and resolves once the server has taken the connection. */
async function connected(app: Awaited<ReturnType<typeof listening>>['app'], port: number) {
  const taken = new Promise((resolve) => app.server.once('connection', resolve));
  const socket = net.connect(port, '127.0.0.1');
  await taken;
  return socket;
}

/** Everything the server sent before it closed the connection, or the error that ended it. */
const reply = (socket: net.Socket) =>
  new Promise<string>((resolve) => {
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(`error ${error.code}`));
    socket.on('close', () => resolve(text));
  });

describe('closing the turn-taking server', () => {
  it('answers a request sent on a connection made before the close, and refuses new connections', async () => {
    const { app, port } = await listening();
    const early = await connected(app, port);
    const earlyReply = reply(early);
    const closing = app.close();
    early.write('GET /api/slow HTTP/1.1\r\nHost: roost\r\n\r\n');

    const answer = await earlyReply;
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer.toLowerCase()).toContain('connection: close');
    await closing;
    const late = net.connect(port, '127.0.0.1');
    expect(await reply(late)).toBe('error ECONNREFUSED');
  });

  it('closes a connection that sends nothing within a second of the close', async () => {
    const { app, port } = await listening();
    const silent = await connected(app, port);
    const silentReply = reply(silent);
    const startedAt = Date.now();
    await app.close();
    expect(await silentReply).toBe('');
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(900);
    expect(Date.now() - startedAt).toBeLessThan(3_000);
  });
});
