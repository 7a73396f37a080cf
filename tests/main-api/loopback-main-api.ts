import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NextRequest } from 'next/server';
import * as areaDetail from '@/app/prod/areaDetail/route';
import * as changeRequestDetail from '@/app/prod/changeRequestDetail/route';
import * as cities from '@/app/prod/cities/route';
import * as citiesDetail from '@/app/prod/citiesDetail/route';
import * as eventDetail from '@/app/prod/eventDetail/route';
import * as featuredEvents from '@/app/prod/featuredEvents/route';
import * as featuredLocations from '@/app/prod/featuredLocations/route';
import * as featuredTrips from '@/app/prod/featured_trips/route';
import * as filterLocations from '@/app/prod/filterLocations/route';
import * as locationDetail from '@/app/prod/locationDetail/route';
import * as locationsByIdList from '@/app/prod/locationsByIdList/route';
import * as searchEvents from '@/app/prod/searchEvents/route';
import * as searchTrips from '@/app/prod/search_trips/route';
import * as tripById from '@/app/prod/trips/[tripId]/route';
import * as trips from '@/app/prod/trips/route';
import * as visitorFavourites from '@/app/prod/visitors/[userId]/favourites/route';
import * as visitorTrips from '@/app/prod/visitors/[userId]/trips/route';
import * as visitor from '@/app/prod/visitors/[userId]/route';
import * as visitors from '@/app/prod/visitors/route';

type Handler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
type RouteModule = Partial<Record<string, unknown>>;

// The built-in Main API's route handlers behind a real HTTP server on loopback, so the HTTP data
// source is tested against the same answers a remote copy of this site would give.
const routes: [RegExp, RouteModule, string[]][] = [
  [/^\/prod\/areaDetail$/, areaDetail, []],
  [/^\/prod\/changeRequestDetail$/, changeRequestDetail, []],
  [/^\/prod\/cities$/, cities, []],
  [/^\/prod\/citiesDetail$/, citiesDetail, []],
  [/^\/prod\/eventDetail$/, eventDetail, []],
  [/^\/prod\/featuredEvents$/, featuredEvents, []],
  [/^\/prod\/featuredLocations$/, featuredLocations, []],
  [/^\/prod\/featured_trips$/, featuredTrips, []],
  [/^\/prod\/filterLocations$/, filterLocations, []],
  [/^\/prod\/locationDetail$/, locationDetail, []],
  [/^\/prod\/locationsByIdList$/, locationsByIdList, []],
  [/^\/prod\/searchEvents$/, searchEvents, []],
  [/^\/prod\/search_trips$/, searchTrips, []],
  [/^\/prod\/trips$/, trips, []],
  [/^\/prod\/trips\/([^/]+)$/, tripById, ['tripId']],
  [/^\/prod\/visitors\/?$/, visitors, []],
  [/^\/prod\/visitors\/([^/]+)$/, visitor, ['userId']],
  [/^\/prod\/visitors\/([^/]+)\/trips$/, visitorTrips, ['userId']],
  [/^\/prod\/visitors\/([^/]+)\/favourites$/, visitorFavourites, ['userId']],
];

async function readBody(request: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return chunks.length ? Buffer.concat(chunks).toString('utf8') : undefined;
}

export type LoopbackMainApi = { baseUrl: string; requests: string[]; close: () => Promise<void> };

/** Starts the loopback Main API; `requests` records "METHOD /path" of each call it served. */
export async function startLoopbackMainApi(): Promise<LoopbackMainApi> {
  const requests: string[] = [];
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push(`${req.method} ${url.pathname}`);
    const match = routes
      .map(([pattern, module, names]) => ({ m: pattern.exec(url.pathname), module, names }))
      .find((r) => r.m);
    const handler = match?.module[req.method ?? 'GET'] as Handler | undefined;
    if (!match?.m || !handler) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"status":404,"message":"Not found."}}');
      return;
    }
    const params = Object.fromEntries(match.names.map((name, i) => [name, decodeURIComponent(match.m![i + 1]!)]));
    const headers = new Headers();
    for (const [key, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(key, value);
    const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readBody(req);
    const response = await handler(new NextRequest(url, { method: req.method, headers, body }), {
      params: Promise.resolve(params),
    });
    res.writeHead(response.status, Object.fromEntries(response.headers.entries()));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/prod`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
