// The hello-world ceiling: a minimal node:http server (no Fastify, no database) answering every
// request with the same small 200 JSON. The bench loads it with the autocomplete settings so the
// report shows what this machine can serve at all next to the API figures. Listens on a free port
// of 127.0.0.1 and prints {"port":N} on stdout once listening; stops on SIGTERM/SIGINT.
// With CEILING_DATABASE_URL set, it is the one-query reference instead: every request first runs one prepared
// `SELECT 1` on PostgreSQL through a pg pool of 10 (the API server's), so the report shows what a single database
// round trip per request allows on this machine, with nothing else of a route around it.
import http from 'node:http';
import pg from 'pg';

const body = Buffer.from(JSON.stringify({ status: 'OK', hello: 'world' }));
const databaseUrl = process.env.CEILING_DATABASE_URL;
const pool = databaseUrl ? new pg.Pool({ connectionString: databaseUrl, max: 10 }) : undefined;
const oneQuery = { name: 'ceiling-one-query', text: 'SELECT 1 AS one' };

const answer = (response: http.ServerResponse) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  response.end(body);
};

const server = http.createServer((request, response) => {
  request.resume();
  if (!pool) return answer(response);
  pool.query(oneQuery).then(
    () => answer(response),
    () => {
      response.writeHead(503);
      response.end();
    },
  );
});

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`${JSON.stringify({ port })}\n`);
});

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    server.close(async () => {
      await pool?.end().catch(() => undefined);
      process.exit(0);
    });
    server.closeAllConnections();
  });
}
