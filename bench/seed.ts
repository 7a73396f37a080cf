// The seed's cost: every fresh install and every test database pays it, so it must stay quick
// (target: under 5 s of CPU). Run: npx tsx bench/seed.ts [--runs 5]. Prints the median wall and CPU
// time of seeding a fresh in-memory PGlite; CPU time is what other jobs on a busy machine do not
// inflate.
import { migrateDb, openDb } from '@/lib/db/client';
import { seedAll } from '@/lib/db/seed/seed-all';

const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function main() {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let run = 0; run < runs; run++) {
    const handle = await openDb({ pgliteDir: 'memory://', databaseUrl: '' });
    await migrateDb(handle);
    const startedCpu = process.cpuUsage();
    const startedWall = performance.now();
    await seedAll(handle.db);
    wall.push(performance.now() - startedWall);
    const used = process.cpuUsage(startedCpu);
    cpu.push((used.user + used.system) / 1000);
    await handle.close();
  }
  const cpuMedian = median(cpu);
  console.log(
    `seed, median of ${runs} on fresh in-memory PGlite: ${Math.round(median(wall))} ms wall, ${Math.round(cpuMedian)} ms CPU (target under 5000 ms CPU)`,
  );
  process.exit(cpuMedian < 5000 ? 0 : 1);
}

void main();
