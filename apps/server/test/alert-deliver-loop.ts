// The hand-off process of the alerts kill -9 test (alerts-crash.test.ts): the real alert delivery on
// PostgreSQL, looping until it is killed. Each life runs CLAIM_MS later than the one before, so rows a
// killed life had claimed are claimable again at once.
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/platform/db/open-database';
import { deliverAlerts, deliverDepsOf } from '../src/modules/alerts/testing';
import { createRuntime } from '../src/runtime';

const life = Number(process.env.ALERT_LOOP_LIFE ?? 0);
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
const database = await openDatabase({ databaseUrl: process.env.ALERT_LOOP_DATABASE_URL!, poolSize: 5 });
const runtime = await createRuntime(config, { database, seed: false });
// The test's clock (a morning for the people it texts), each life a little later.
const MORNING = Number(process.env.ALERT_LOOP_MORNING);
const startedAt = Date.now();
const now = () => new Date(MORNING + life * 61_000 + (Date.now() - startedAt));
const deps = deliverDepsOf({ ...runtime, config }, () => undefined, now);
process.stdout.write('ready\n');
for (;;) {
  await deliverAlerts(deps);
  await new Promise((resolve) => setTimeout(resolve, 20));
}
