// The calibration page of the Lighthouse bench: a tiny static HTML page (no script, no style sheet, no image) that
// scores about 100 on a quiet machine, served by node:http in the bench's own process on a free port of 127.0.0.1.
// Measured in the same rounds as the site's pages, it tells a low score due to a loaded machine from a slow page.
import http from 'node:http';

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="A static page the Lighthouse bench measures beside the site's pages." />
    <title>Calibration</title>
  </head>
  <body>
    <main>
      <h1>Calibration page</h1>
      <p>A static page with no script, style sheet or image: what this machine scores at best, in the same run.</p>
    </main>
  </body>
</html>
`;

export interface CalibrationServer {
  url: string;
  close: () => Promise<void>;
}

export function startCalibrationServer(): Promise<CalibrationServer> {
  const server = http.createServer((request, response) => {
    if (request.url === '/' || request.url === '/calibration') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
      response.end(PAGE);
      return;
    }
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('not found');
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        url: `http://127.0.0.1:${port}/calibration`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
