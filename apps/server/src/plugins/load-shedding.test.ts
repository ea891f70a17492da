import Fastify, { type FastifyInstance } from 'fastify';
import { messages } from '@roost/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { turnTakingServer } from '../platform/http/turn-taking-server';
import { registerLoadShedding } from './load-shedding';

/**
 * A server whose /api/held requests stay at work until the test lets them go. A request with `late=<ms>` keeps the
 * loop busy that long after it was read and before the queue sees it, as a request waiting for a loop turn would.
 */
async function heldServer(maxActive: number, maxWaitMs: number) {
  const app = Fastify({ serverFactory: turnTakingServer });
  app.addHook('onRequest', async (request) => {
    const late = Number((request.query as { late?: string }).late ?? 0);
    for (const until = performance.now() + late; performance.now() < until;);
  });
  registerLoadShedding(app, { maxActive, maxWaitMs });
  const held: (() => void)[] = [];
  let started = 0;
  app.get('/api/held', async () => {
    started += 1;
    await new Promise<void>((resolve) => held.push(resolve));
    return { ok: true };
  });
  app.get('/api/health', async () => ({ status: 'ok' }));
  app.post('/api/webhook', { config: { neverShed: true } }, async () => ({ ok: true }));
  app.get('/index.html', async () => 'page');
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    app,
    base,
    started: () => started,
    letOneGo: () => held.shift()?.(),
    letAllGo: () => held.splice(0).forEach((resolve) => resolve()),
  };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 500 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(check()).toBe(true);
};

let open: FastifyInstance | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

describe('load shedding', () => {
  it('answers 503 with Retry-After once a request has waited its longest, before its route runs', async () => {
    const server = await heldServer(2, 150);
    open = server.app;
    const first = fetch(`${server.base}/api/held`);
    const second = fetch(`${server.base}/api/held`);
    await until(() => server.started() === 2);

    const began = Date.now();
    const third = await fetch(`${server.base}/api/held`);
    expect(third.status).toBe(503);
    expect(third.headers.get('retry-after')).toBe('1');
    expect(await third.json()).toEqual({ code: 'SERVER_BUSY', errorMessage: messages.serverBusy });
    expect(Date.now() - began).toBeLessThan(2_000);
    expect(server.started()).toBe(2);
    expect(server.app.loadShedding).toMatchObject({ active: 2, waiting: 0, shed: 1 });

    server.letAllGo();
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
    await until(() => server.app.loadShedding.active === 0);
  });

  it("counts a request's wait from when it was read, its wait for a loop turn included", async () => {
    const server = await heldServer(1, 150);
    open = server.app;
    const first = fetch(`${server.base}/api/held`);
    await until(() => server.started() === 1);
    // Read 200 ms before it reaches the queue: its 150 ms are over, so a turn given back 50 ms later is too late.
    setTimeout(() => server.letOneGo(), 50);
    const late = await fetch(`${server.base}/api/held?late=200`);
    expect(late.status).toBe(503);
    expect(server.started()).toBe(1);
    expect((await first).status).toBe(200);
  });

  it('lets a waiting request in, in arrival order, as soon as a turn is given back', async () => {
    const server = await heldServer(1, 10_000);
    open = server.app;
    const order: string[] = [];
    const first = fetch(`${server.base}/api/held?n=1`).then((r) => order.push('1') && r.status);
    await until(() => server.started() === 1);
    const second = fetch(`${server.base}/api/held?n=2`).then((r) => order.push('2') && r.status);
    await until(() => server.app.loadShedding.waiting === 1);
    const third = fetch(`${server.base}/api/held?n=3`).then((r) => order.push('3') && r.status);
    await until(() => server.app.loadShedding.waiting === 2);

    server.letOneGo();
    await until(() => server.started() === 2);
    expect(server.app.loadShedding).toMatchObject({ active: 1, waiting: 1 });
    server.letOneGo();
    await until(() => server.started() === 3);
    server.letOneGo();
    expect(await Promise.all([first, second, third])).toEqual([200, 200, 200]);
    expect(order).toEqual(['1', '2', '3']);
    expect(server.app.loadShedding).toMatchObject({ active: 0, waiting: 0, shed: 0 });
  });

  it('never queues the health check, the webhooks marked neverShed or the web files', async () => {
    const server = await heldServer(1, 100);
    open = server.app;
    const held = fetch(`${server.base}/api/held`);
    await until(() => server.started() === 1);
    expect((await fetch(`${server.base}/api/health`)).status).toBe(200);
    expect((await fetch(`${server.base}/api/webhook`, { method: 'POST' })).status).toBe(200);
    expect((await fetch(`${server.base}/index.html`)).status).toBe(200);
    expect(server.app.loadShedding.shed).toBe(0);
    server.letAllGo();
    await held;
  });

  it('gives the turn back when a client leaves, at work or while waiting', async () => {
    const server = await heldServer(1, 10_000);
    open = server.app;
    const atWork = new AbortController();
    const waiting = new AbortController();
    const leftAtWork = fetch(`${server.base}/api/held`, { signal: atWork.signal }).catch(() => 'left');
    await until(() => server.started() === 1);
    const leftWaiting = fetch(`${server.base}/api/held`, { signal: waiting.signal }).catch(() => 'left');
    await until(() => server.app.loadShedding.waiting === 1);

    waiting.abort();
    atWork.abort();

    expect(await leftAtWork).toBe('left');
    expect(await leftWaiting).toBe('left');
    // The left requests' routes finishing free both turns (a left connection may go unnoticed until its answer).
    server.letOneGo();
    await until(() => server.started() === 2);
    server.letAllGo();
    await until(() => server.app.loadShedding.active === 0 && server.app.loadShedding.waiting === 0);

    const next = fetch(`${server.base}/api/held`);
    await until(() => server.started() === 3);
    server.letAllGo();
    expect((await next).status).toBe(200);
  });

  it('gives turns back for injected requests too, so a long test run never runs out of them', async () => {
    const app = Fastify();
    open = app;
    registerLoadShedding(app, { maxActive: 2, maxWaitMs: 100 });
    app.get('/api/quick', async () => ({ ok: true }));
    for (let i = 0; i < 20; i++) expect((await app.inject({ url: '/api/quick' })).statusCode).toBe(200);
    expect(app.loadShedding).toMatchObject({ active: 0, waiting: 0, shed: 0 });
  });
});
