// The machine's own floor for a large JSON answer: node:http sending a fixed body with no
// framework and no work per request. Usage: node bench/lib/raw-server.mjs <body file> <port>
import fs from 'node:fs';
import http from 'node:http';

const [file, port] = process.argv.slice(2);
const body = fs.readFileSync(file);
http
  .createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
    response.end(body);
  })
  .listen(Number(port), '127.0.0.1', () => console.log('ready'));
