// One server process of `npm start` (scripts/start.mjs runs one per core): Next's request handler, behind the edge
// guard of src/server/http/edge-guard.js, which gives every answer the security headers (including the ones Next
// makes without running its header rules: a malformed address, its own error pages) and answers what Node rejects
// before Next (a request line or headers over 16 kB: 431) with the same headers and a JSON body.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';

// As `next start` does: a production server whatever the shell says.
process.env.NODE_ENV = 'production';
const require = createRequire(import.meta.url);
const { answerClientError, guardRequest } = require('../src/server/http/edge-guard.js');
const next = require('next');

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || '0.0.0.0';

const server = createServer();
const app = next({ dev: false, dir: process.cwd(), hostname, port, httpServer: server });
const handle = app.getRequestHandler();

server.on('request', (req, res) => {
  if (guardRequest(req, res)) return;
  handle(req, res).catch((error) => {
    console.error(`Failed to handle ${req.method} ${req.url}`, error);
    if (!res.headersSent) {
      res.statusCode = 500;
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.end(JSON.stringify({ error: 'internal_error', message: 'Something went wrong on our side' }));
    } else res.destroy();
  });
});
server.on('clientError', answerClientError);

await app.prepare();
server.listen(port, hostname, () => console.log(`Escapade ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port} (process ${process.pid})`));
