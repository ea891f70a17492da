// The hello-world ceiling: a minimal node:http server (no Fastify, no database) answering every
// request with the same small 200 JSON. The bench loads it with the autocomplete settings so the
// report shows what this machine can serve at all next to the API figures. Listens on a free port
// of 127.0.0.1 and prints {"port":N} on stdout once listening; stops on SIGTERM/SIGINT.
import http from 'node:http';

const body = Buffer.from(JSON.stringify({ status: 'OK', hello: 'world' }));

const server = http.createServer((request, response) => {
  request.resume();
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  response.end(body);
});

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`${JSON.stringify({ port })}\n`);
});

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
