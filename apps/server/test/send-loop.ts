// The sending process of the kill -9 test (campaign-send-crash.test.ts): the real sender on PostgreSQL,
// ticking until it is killed, on a clock that continues across its lives (fake start + real time since).
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/platform/db/open-database';
import {
  dispatchDepsOf,
  dispatchTick,
  pollCarrierDeliveries,
  type DeliveryDeps,
  senderRate,
} from '../src/modules/messaging/testing';

const database = await openDatabase({ databaseUrl: process.env.SEND_LOOP_DATABASE_URL!, poolSize: 5 });
const fakeStart = Number(process.env.SEND_LOOP_FAKE_START);
const realStart = Number(process.env.SEND_LOOP_REAL_START);
const now = () => new Date(fakeStart + (Date.now() - realStart));
const dispatch = dispatchDepsOf({ database, config: loadConfig({ NODE_ENV: 'test' }) }, now);
// A real carrier takes tens of milliseconds to answer; the sandbox answers at once. The delay keeps texts
// in flight for much of each tick, as in production, so the test's kills land mid-send.
const carrierMs = Number(process.env.SEND_LOOP_CARRIER_MS ?? 0);
const deps = {
  ...dispatch,
  carrier: {
    ...dispatch.carrier,
    send: async (text: Parameters<typeof dispatch.carrier.send>[0]) => {
      await new Promise((resolve) => setTimeout(resolve, carrierMs));
      return dispatch.carrier.send(text);
    },
  },
  batchSize: Number(process.env.SEND_LOOP_BATCH ?? 5),
  // With one sender at a time (the kill test), a row still sending 1.5 s after its claim was left by a
  // kill; senders running together keep the production minute.
  staleAfterMs: Number(process.env.SEND_LOOP_STALE_MS ?? 1_500),
  // The sender's rate, shared through the database by every sender running this loop (SEND_LOOP_RATE a second).
  ...(process.env.SEND_LOOP_RATE
    ? { senderRate: senderRate('+15005550006', Number(process.env.SEND_LOOP_RATE), 0.5) }
    : {}),
};
// The carrier's delivery reports are taken in the same loop, as the worker does: a kill lands between any two
// of its writes, delivery counters included. Nobody is told of a pause here.
const delivery: DeliveryDeps = { db: database.db, now, tellOwner: async () => undefined };
process.stdout.write('ready\n');
for (;;) {
  const { paced } = await dispatchTick(deps);
  await pollCarrierDeliveries(delivery, deps.carrier);
  // As the worker does: back sooner while the rate holds texts back.
  await new Promise((resolve) => setTimeout(resolve, paced > 0 ? 25 : 50));
}
