import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { GET as configRoute } from '@/app/idp/config/route';
import { GET as jwksRoute } from '@/app/idp/.well-known/jwks.json/route';
import { POST as idpRoute } from '@/app/idp/route';
import { resetEnvCache } from '@/lib/env';

export type LoopbackPool = {
  origin: string;
  /** The address the next requests come from, as the server's stamp would name it. */
  setClientAddress: (address: string) => void;
  close: () => Promise<void>;
};

/**
 * The built-in pool's routes on a real HTTP server on 127.0.0.1, so a peer client (the AWS SDK,
 * aws-jwt-verify) talks to them over the wire: POST /idp and /idp/, GET /idp/config and the JWKS.
 * SITE_URL is pointed at it so /idp/config advertises this server's JWKS.
 */
export async function startLoopbackPool(): Promise<LoopbackPool> {
  let clientAddress = '192.0.2.1';
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
    headers.set('x-client-address', clientAddress);
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
    const request = new Request(url, {
      method: req.method,
      headers,
      body: req.method === 'POST' ? Buffer.concat(chunks) : undefined,
    });
    let response: Response;
    if (req.method === 'POST' && (url.pathname === '/idp' || url.pathname === '/idp/'))
      response = await idpRoute(request);
    else if (url.pathname === '/idp/config') response = configRoute();
    else if (url.pathname === '/idp/.well-known/jwks.json') response = await jwksRoute();
    else response = new Response('not found', { status: 404 });
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  // A client's SRP arithmetic between its two requests can outlast Node's 5 s default on a busy
  // machine; the client then reuses the socket the server had just closed (ECONNRESET).
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const previousSiteUrl = process.env.SITE_URL;
  process.env.SITE_URL = origin;
  resetEnvCache();
  return {
    origin,
    setClientAddress: (address) => {
      clientAddress = address;
    },
    close: async () => {
      if (previousSiteUrl === undefined) delete process.env.SITE_URL;
      else process.env.SITE_URL = previousSiteUrl;
      resetEnvCache();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
