// One Next server process answering on two ports from one app instance (the same cache, the same
// pages): RAW_PORT as Next sends them, REWRITE_PORT through a streaming rewrite that gives every
// HTML response a fresh nonce, in its CSP header and on each <script> tag, which is what a
// nonce-strict policy on cached pages would cost (docs/PERFORMANCE.md). Started by bench/nonce-rewrite.mjs.
import http from 'node:http';
import next from 'next';
import { withNonceRewrite } from './nonce-stream.mjs';
import { ROOT } from './server.mjs';

const RAW_PORT = Number(process.env.RAW_PORT);
const REWRITE_PORT = Number(process.env.REWRITE_PORT);
const app = next({ dev: false, dir: ROOT, hostname: '127.0.0.1', port: RAW_PORT });
const handle = app.getRequestHandler();
await app.prepare();
http.createServer((req, res) => handle(req, res)).listen(RAW_PORT, '127.0.0.1');
// The rewrite reads the HTML as text, so Next must not gzip it first (a front server would rewrite
// before compressing); autocannon asks for no compression on either port, so the runs compare alike.
http
  .createServer((req, res) => {
    delete req.headers['accept-encoding'];
    return handle(req, withNonceRewrite(res));
  })
  .listen(REWRITE_PORT, '127.0.0.1');
console.log(`raw on ${RAW_PORT}, rewritten on ${REWRITE_PORT}`);
