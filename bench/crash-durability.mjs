// SIGKILL the server in the middle of a stream of acknowledged trip writes (POST /prod/trips),
// restart it on the same database, and check that every trip the server answered 201 for is
// there with the contents it was acknowledged with (name, route, dates), not just its id.
// On PGlite and on PostgreSQL (skipped when no PostgreSQL server answers).
// Usage: node bench/crash-durability.mjs [--rounds 3] [--json out.json]
import { ensureBuild, prepareDb } from './lib/build.mjs';
import { freshDatabase, pgAvailable } from './lib/databases.mjs';
import { today, writeSection } from './lib/report.mjs';
import { startServer } from './lib/server.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3198);
const WRITERS = 8;
const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
};

const point = { lat: 32.3668, long: -86.3, city: 'Montgomery', state: 'AL' };
// Each trip differs from the next in its name, route and dates, so a row holding another write's
// contents (or a torn one) is seen.
// (The end is two days after the start of the same cycle: wrapped separately, trips 298 and 299 of
// each 300 ended before they began, and were rightly refused with a 400.)
const day = (offset) => new Date(Date.UTC(2027, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);
const tripBody = (owner, n) => ({
  owner,
  name: `Crash test trip ${n}`,
  locations: [],
  routing: {
    begin: { ...point, lat: Number((32 + (n % 1000) / 1000).toFixed(3)) },
    end: { ...point, lat: 33.52, long: Number((-86 - (n % 1000) / 1000).toFixed(3)), city: 'Birmingham' },
  },
  tripInfo: [],
  startDate: day(n % 300),
  endDate: day((n % 300) + 2),
});
// The fields a client wrote, as the server answers them; compared between the 201 and the restart.
const CONTENT = ['owner', 'name', 'locations', 'routing', 'tripInfo', 'startDate', 'endDate'];
const contentOf = (trip) => JSON.stringify(CONTENT.map((key) => trip[key] ?? null));

async function writeUntilKilled(url, token, owner, killAfterMs, server) {
  const acknowledged = [];
  const unexpected = [];
  let n = 0;
  let killed = false;
  const writer = async () => {
    while (!killed) {
      const i = n++;
      let response;
      try {
        response = await fetch(`${url}/prod/trips`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(tripBody(owner, i)),
        });
      } catch {
        return; // the connection died with the server: this write was never acknowledged
      }
      if (response.status === 201) {
        try {
          const trip = await response.json();
          acknowledged.push({ tripId: trip.tripId, content: contentOf(trip) });
        } catch {
          return; // the body was cut off by the kill: not acknowledged
        }
      } else unexpected.push(response.status);
    }
  };
  const writers = Array.from({ length: WRITERS }, writer);
  // The kill comes a random while after the first acknowledgement, not after a cold start.
  const firstAckBy = Date.now() + 60_000;
  while (acknowledged.length === 0 && Date.now() < firstAckBy) await new Promise((resolve) => setTimeout(resolve, 20));
  await new Promise((resolve) => setTimeout(resolve, killAfterMs));
  await server.stop('SIGKILL');
  killed = true;
  await Promise.allSettled(writers);
  return { acknowledged, attempted: n, unexpected };
}

async function round(driver, distDir, index) {
  const db = await freshDatabase(driver, `crash${index}`);
  try {
    const owner = `crash-${driver}-${index}`;
    const { token } = prepareDb(db.env, ['--user', owner]);
    let server = await startServer({ port: PORT, env: { NEXT_DIST_DIR: distDir, ...db.env } });
    const killAfterMs = 1500 + Math.floor(Math.random() * 2000);
    const stream = await writeUntilKilled(server.url, token, owner, killAfterMs, server);
    server = await startServer({ port: PORT, env: { NEXT_DIST_DIR: distDir, ...db.env } });
    try {
      const response = await fetch(`${server.url}/prod/visitors/${owner}/trips`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = await response.json();
      const list = Array.isArray(body) ? body : (body.trips ?? []);
      const stored = new Map(list.map((trip) => [trip.tripId, contentOf(trip)]));
      const missing = stream.acknowledged.filter((ack) => !stored.has(ack.tripId));
      // Present but not what was acknowledged: the row read after the restart differs from the 201.
      const changed = stream.acknowledged.filter(
        (ack) => stored.has(ack.tripId) && stored.get(ack.tripId) !== ack.content,
      );
      if (changed.length)
        console.error(
          'changed after restart',
          changed.slice(0, 3).map((ack) => ({ ...ack, stored: stored.get(ack.tripId) })),
        );
      return {
        driver,
        round: index,
        killAfterFirstAckMs: killAfterMs,
        acknowledged: stream.acknowledged.length,
        attempted: stream.attempted,
        afterRestart: stored.size,
        missing: missing.length,
        changed: changed.length,
        unexpectedStatuses: stream.unexpected.length,
        unexpectedCodes: [...new Set(stream.unexpected)],
        status: response.status,
      };
    } finally {
      await server.stop();
    }
  } finally {
    await db.drop();
  }
}

function crashMarkdown(results, drivers) {
  return [
    '## Durability: SIGKILL during acknowledged trip writes',
    '',
    `\`node bench/crash-durability.mjs\`, ${today()}: ${WRITERS} concurrent writers POST /prod/trips against a production build; a random 1.5-3.5 s after the first 201 the server gets SIGKILL, is started again on the same database, and the visitor's trips are listed. Every trip the server answered 201 for must be there with the name, route and dates it was acknowledged with (a few more trips may be: committed, but the answer was cut off by the kill).`,
    '',
    '| database | round | acknowledged (201) | attempted | present after restart | acknowledged but missing | present but changed |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${r.driver} | ${r.round} | ${r.acknowledged} | ${r.attempted} | ${r.afterRestart} | ${r.missing} | ${r.changed} |`,
    ),
    '',
    drivers.includes('postgres') ? '' : 'PostgreSQL was not reachable in this run.',
    "PGlite in Node writes through Emscripten's NODEFS straight to the data folder, so a commit is in the operating system's page cache before the query returns and survives the death of the process. `relaxedDurability` (default false) only changes the IndexedDB/OPFS backends, which flush after the query. Whether PGlite's fsync reaches the disk (power loss, not process death) was not measured here; PostgreSQL fsyncs its WAL on commit by default.",
  ].join('\n');
}

async function main() {
  const rounds = Number(arg('--rounds', 3));
  const distDir = ensureBuild();
  const drivers = ['pglite', ...((await pgAvailable()) ? ['postgres'] : [])];
  const results = [];
  for (const driver of drivers) {
    for (let i = 1; i <= rounds; i++) {
      const result = await round(driver, distDir, i);
      console.log(JSON.stringify(result));
      results.push(result);
    }
  }
  if (!drivers.includes('postgres')) console.log('PostgreSQL not reachable: only PGlite was tested.');
  const jsonOut = arg('--json');
  if (jsonOut) (await import('node:fs')).writeFileSync(jsonOut, JSON.stringify(results, null, 2));
  if (process.argv.includes('--write-docs'))
    writeSection('docs/PERFORMANCE.md', 'crash', crashMarkdown(results, drivers));
  const lost = results.filter(
    (r) => r.missing > 0 || r.changed > 0 || r.acknowledged === 0 || r.unexpectedStatuses > 0 || r.status !== 200,
  );
  if (lost.length) {
    console.error('FAILED: acknowledged trips missing or changed after restart, or nothing was acknowledged', lost);
    process.exit(1);
  }
  console.log(
    `Every acknowledged trip survived SIGKILL with its contents (${results.length} rounds on ${drivers.join(' and ')}).`,
  );
}

await main();
