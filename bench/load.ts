// Load generator, run by scenarios.ts as its own process so autocannon does not share a CPU thread
// with the orchestration. Reads one LoadSpec as JSON on stdin, prints the autocannon result as
// JSON on stdout and nothing else there.
import { randomBytes } from 'node:crypto';
import autocannon, { type Request } from 'autocannon';
import { type LoadSpec, UNIQUE_TOKEN } from './spec';

async function readSpec(): Promise<LoadSpec> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (!text) throw new Error('usage: node --import tsx load.ts < spec.json (a LoadSpec)');
  return JSON.parse(text) as LoadSpec;
}

function buildRequest(spec: LoadSpec): Request {
  const request: Request = { method: spec.method, path: spec.path, headers: spec.headers ?? {} };
  const bodies = spec.bodies && spec.bodies.length > 0 ? spec.bodies : undefined;
  const paths = spec.paths && spec.paths.length > 0 ? spec.paths : undefined;
  const variants = spec.variants && spec.variants.length > 0 ? spec.variants : undefined;
  if (variants) {
    let sent = 0;
    return {
      ...request,
      setupRequest: (params) => {
        const variant = variants[sent++ % variants.length]!;
        return { ...params, body: variant.body, headers: { ...params.headers, ...variant.headers } };
      },
    };
  }
  if (bodies || paths) {
    // Round robin over the requests of this process (all connections, warm-up included).
    let sent = 0;
    return {
      ...request,
      setupRequest: (params) => {
        const turn = sent++;
        return {
          ...params,
          ...(paths ? { path: paths[turn % paths.length] } : {}),
          ...(bodies ? { body: bodies[turn % bodies.length] } : {}),
        };
      },
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
  const spec = await readSpec();
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
