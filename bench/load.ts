// Load generator, run by scenarios.ts as its own process so autocannon does not share a CPU thread
// with the orchestration. Takes one JSON argument (a LoadSpec), prints the autocannon result as
// JSON on stdout and nothing else there.
import { randomBytes } from 'node:crypto';
import autocannon, { type Request } from 'autocannon';
import { type LoadSpec, UNIQUE_TOKEN } from './spec';

function parseSpec(argument: string | undefined): LoadSpec {
  if (!argument) throw new Error('usage: node --import tsx load.ts <json LoadSpec>');
  return JSON.parse(argument) as LoadSpec;
}

function buildRequest(spec: LoadSpec): Request {
  const request: Request = { method: spec.method, path: spec.path, headers: spec.headers ?? {} };
  const bodies = spec.bodies;
  if (bodies && bodies.length > 0) {
    // Round robin over the requests of this process (all connections, warm-up included).
    let sent = 0;
    return {
      ...request,
      setupRequest: (params) => ({ ...params, body: bodies[sent++ % bodies.length] }),
    };
  }
  const template = spec.bodyTemplate;
  if (template === undefined) return request;
  if (!template.includes(UNIQUE_TOKEN)) return { ...request, body: template };
  // Unique per load process (run prefix) and per request (counter), warm-up included.
  const prefix = `${process.pid.toString(36)}${randomBytes(3).toString('hex')}`;
  let counter = 0;
  return {
    ...request,
    setupRequest: (params) => {
      counter += 1;
      return { ...params, body: template.replaceAll(UNIQUE_TOKEN, `${prefix}-${counter.toString(36)}`) };
    },
  };
}

async function main() {
  const spec = parseSpec(process.argv[2]);
  const result = await autocannon({
    url: spec.url,
    connections: spec.connections,
    duration: spec.durationSeconds,
    pipelining: 1,
    timeout: 10,
    requests: [buildRequest(spec)],
    ...(spec.warmupSeconds > 0 ? { warmup: { connections: spec.connections, duration: spec.warmupSeconds } } : {}),
  });
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

main().catch((error: unknown) => {
  console.error('load worker failed:', error);
  process.exit(1);
});
