import net from 'node:net';
import { GET as health } from '@/app/api/health/route';
import { GET as cities } from '@/app/prod/cities/route';
import { closeDb, getDb } from '@/lib/db/client';
import { resetEnvCache } from '@/lib/env';
import { call } from '../support/api';

// PostgreSQL only (CI's second run, `npm run test:db` with TEST_DATABASE_URL): the database is
// reached through a TCP relay this test stops and starts, as if the server went down and came back.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const describeOnPostgres = onPostgres ? describe : describe.skip;

class Relay {
  private server: net.Server | undefined;
  private sockets = new Set<net.Socket>();
  constructor(
    private readonly target: { host: string; port: number },
    readonly port: number,
  ) {}

  async start(): Promise<void> {
    this.server = net.createServer((client) => {
      const upstream = net.connect(this.target);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
  }

  /** Refuses new connections and cuts the open ones, as a database restart does. */
  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = undefined;
  }
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describeOnPostgres('when the database is unreachable', () => {
  let relay: Relay;
  let directUrl: string;

  beforeAll(async () => {
    await getDb(); // migrated and seeded directly, before the relay is in the way
    await closeDb();
    directUrl = process.env.DATABASE_URL!;
    const url = new URL(directUrl);
    relay = new Relay({ host: url.hostname, port: Number(url.port || 5432) }, await freePort());
    url.host = `127.0.0.1:${relay.port}`;
    process.env.DATABASE_URL = url.toString();
    resetEnvCache();
  });

  afterAll(async () => {
    await closeDb();
    await relay.stop();
    process.env.DATABASE_URL = directUrl;
    resetEnvCache();
  });

  it('answers 503 from the start, and recovers without a restart once the database is back', async () => {
    const down = await call(health, { url: '/api/health' });
    expect(down.status).toBe(503);
    expect(down.body.error.message).toMatch(/temporarily unavailable/);
    await relay.start();
    expect((await call(health, { url: '/api/health' })).status).toBe(200);
  });

  it('answers 503 when the database goes away while serving, then recovers', async () => {
    expect((await call(cities, { url: '/prod/cities' })).status).toBe(200);
    await relay.stop();
    const during = await call(cities, { url: '/prod/cities' });
    expect(during.status).toBe(503);
    expect(JSON.stringify(during.body)).not.toMatch(/ECONNREFUSED|stack|at /);
    await relay.start();
    let status = 0;
    for (let attempt = 0; attempt < 5 && status !== 200; attempt++)
      status = (await call(cities, { url: '/prod/cities' })).status;
    expect(status).toBe(200);
  });
});

// Without a PostgreSQL server (the PGlite run) the outage half still holds: the site is pointed
// at a PostgreSQL address nothing listens on, and answers 503 without internals, not a 500.
const describeOnPglite = onPostgres ? describe.skip : describe;
describeOnPglite('when the configured PostgreSQL server is not there', () => {
  beforeAll(async () => {
    await closeDb();
    process.env.DATABASE_URL = `postgres://postgres@127.0.0.1:${await freePort()}/postgres`;
    resetEnvCache();
  });

  afterAll(async () => {
    await closeDb();
    delete process.env.DATABASE_URL;
    resetEnvCache();
  });

  it('answers 503 with a plain message from health and from a data route', async () => {
    const down = await call(health, { url: '/api/health' });
    expect(down.status).toBe(503);
    expect(down.body.error.message).toMatch(/temporarily unavailable/);
    const data = await call(cities, { url: '/prod/cities' });
    expect(data.status).toBe(503);
    expect(JSON.stringify(data.body)).not.toMatch(/ECONNREFUSED|stack|at /);
  });
});
