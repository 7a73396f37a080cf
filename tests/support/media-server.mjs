// A media host for tests and benches: serves a set of real photographs (the MATE desktop's nature
// wallpapers, GPL-2+, Debian package mate-backgrounds; docs/TESTING.md) at /photos/<file> on
// loopback, as MEDIA_BASE_URL would in production. Run: node tests/support/media-server.mjs [port]
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

export const PHOTO_DIR = process.env.PHOTO_DIR || '/usr/share/backgrounds/mate/nature';

/** The photo files of the set, in a stable order. */
export function photoFiles() {
  return fs
    .readdirSync(PHOTO_DIR)
    .filter((name) => name.endsWith('.jpg'))
    .sort();
}

export function startMediaServer(port) {
  const server = http.createServer((request, response) => {
    const match = /^\/photos\/([A-Za-z0-9_-]+\.jpg)$/.exec(new URL(request.url ?? '/', 'http://media').pathname);
    const file = match ? path.join(PHOTO_DIR, match[1]) : undefined;
    if (!file || !fs.existsSync(file)) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
      return;
    }
    response.writeHead(200, {
      'Content-Type': 'image/jpeg',
      'Content-Length': fs.statSync(file).size,
      'Cache-Control': 'public, max-age=86400',
    });
    if (request.method === 'HEAD') response.end();
    else fs.createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.argv[2] ?? process.env.MEDIA_PORT ?? 3281);
  void startMediaServer(port).then(() =>
    console.log(`media server: ${photoFiles().length} photos at http://127.0.0.1:${port}/photos/`),
  );
}
