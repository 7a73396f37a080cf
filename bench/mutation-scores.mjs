// The mutation score per lib/ module, from the results store (bench/lib/mutation-scope.mjs: STORE;
// every `npm run test:mutation` puts its own there) and the runs that made them (RUNS).
// Usage:
//   node bench/mutation-scores.mjs [--survivors] [--write-docs]
// --survivors lists every surviving and uncovered mutant; --write-docs puts the table in docs/TESTING.md.
import fs from 'node:fs';
import path from 'node:path';
import { MODULES, RUNS, STORE } from './lib/mutation-scope.mjs';
import { readStore } from './lib/mutation-store.mjs';
import { writeSection } from './lib/report.mjs';
import { ROOT } from './lib/server.mjs';

const TARGET = 80;
const store = readStore(path.resolve(ROOT, STORE));
if (!store) {
  console.error(`No mutation results at ${STORE}: run npm run test:mutation first (docs/TESTING.md).`);
  process.exit(1);
}
const runs = fs.existsSync(path.resolve(ROOT, RUNS))
  ? JSON.parse(fs.readFileSync(path.resolve(ROOT, RUNS), 'utf8'))
  : [];

/**
 * Each stored file's mutants, with the runs its results come from: the newest that mutated all of
 * it, and the runs of some of its lines since (MUTATE_FILES=roads:1-60). `whole` says whether those
 * runs, together, mutated every line of it.
 */
function storedFiles() {
  const byFile = new Map();
  for (const [file, { mutants, source }] of Object.entries(store.files)) {
    let from = [];
    let lines = [];
    for (const run of runs.filter((candidate) => candidate.files.includes(file))) {
      const part = run.parts?.[file];
      from = part?.restKept ? [...from, run] : [run];
      if (!part) lines = 'all';
      else if (!part.restKept) lines = [part.lines];
      else if (lines !== 'all') lines = [...lines, part.lines];
    }
    byFile.set(file, { runs: from, mutants, whole: lines === 'all' || coversEveryLine(lines, lineCount(source)) });
  }
  return byFile;
}

/** A file's lines as an editor numbers them: the newline that ends the last line starts none. */
const lineCount = (source) => source.replace(/\n$/, '').split('\n').length;

function coversEveryLine(ranges, lastLine) {
  let next = 1;
  for (const [first, last] of [...ranges].sort((a, b) => a[0] - b[0]))
    if (first <= next) next = Math.max(next, last + 1);
  return next > lastLine;
}

function tally(byFile) {
  const modules = new Map();
  for (const [file, { runs: from, mutants, whole }] of byFile) {
    const moduleName = file.split('/')[1];
    const row = modules.get(moduleName) ?? {
      files: 0,
      inPart: 0,
      killed: 0,
      timeout: 0,
      survived: 0,
      noCoverage: 0,
      compileErrors: 0,
      ignored: 0,
      runs: new Set(),
      survivors: [],
    };
    row.files++;
    if (!whole) row.inPart++;
    if (from.length === 0) row.runs.add(0);
    for (const run of from) row.runs.add(runs.indexOf(run) + 1);
    for (const mutant of mutants) {
      if (mutant.status === 'Killed') row.killed++;
      else if (mutant.status === 'Timeout') row.timeout++;
      else if (mutant.status === 'Survived') row.survived++;
      else if (mutant.status === 'NoCoverage') row.noCoverage++;
      else if (mutant.status === 'CompileError') row.compileErrors++;
      else if (mutant.status === 'Ignored') row.ignored++;
      if (mutant.status === 'Survived' || mutant.status === 'NoCoverage') {
        row.survivors.push(
          `${file}:${mutant.location.start.line} ${mutant.status === 'NoCoverage' ? '(no coverage) ' : ''}${mutant.mutatorName}: ${String(
            mutant.replacement ?? '',
          )
            .replace(/\s+/g, ' ')
            .slice(0, 80)}`,
        );
      }
    }
    modules.set(moduleName, row);
  }
  return modules;
}

const modules = tally(storedFiles());
const usedRuns = [...new Set([...modules.values()].flatMap((row) => [...row.runs]))].sort((a, b) => a - b);
const describeRun = (n) => {
  const run = runs[n - 1];
  if (!run) return `${n}: not recorded`;
  const tested = Object.entries(run.counts).reduce(
    (sum, [status, count]) => sum + (status === 'Ignored' ? 0 : count),
    0,
  );
  const modules = run.modules ? ` (runs ${run.modules[0]} to ${run.modules.at(-1)}, one module after another)` : '';
  return `${n}: \`${run.scope}\`${modules}${run.force ? ' (--force)' : ''} at ${run.commit}${run.uncommitted ? ' with uncommitted changes' : ''}, ${run.startedAt.slice(0, 16).replace('T', ' ')} UTC, ${run.minutes} min, ${tested} results of which ${run.reused} reused`;
};
const oneRun = usedRuns.length === 1 && runs[usedRuns[0] - 1]?.scope === 'all';
const lines = [
  oneRun
    ? 'From one run of every module:'
    : `From ${usedRuns.length} run${usedRuns.length === 1 ? '' : 's'}, not one run of every module:`,
  '',
  ...usedRuns.map((n) => `- run ${describeRun(n)}`),
  '',
  '| module | files mutated / in module | mutants tested | killed (of them timeouts) | survived | no coverage | compile errors | ignored | score | target 80% | run |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---|',
];
for (const moduleName of MODULES) {
  const inModule = fs
    .readdirSync(path.join(ROOT, 'lib', moduleName), { recursive: true })
    .filter((name) => String(name).endsWith('.ts')).length;
  const row = modules.get(moduleName);
  if (!row) {
    lines.push(`| ${moduleName} | 0 / ${inModule} | | | | | | | | not run | |`);
    continue;
  }
  const detected = row.killed + row.timeout;
  const tested = detected + row.survived + row.noCoverage;
  const score = tested === 0 ? 100 : (100 * detected) / tested;
  const whole = row.files === inModule && row.inPart === 0 ? '' : ' (part of the module)';
  const files = `${row.files}${row.inPart > 0 ? ` (${row.inPart} of them in part)` : ''} / ${inModule}`;
  lines.push(
    `| ${moduleName} | ${files} | ${tested} | ${detected} (${row.timeout}) | ${row.survived} | ${row.noCoverage} | ${row.compileErrors} | ${row.ignored} | **${score.toFixed(1)}%** | ${score >= TARGET ? 'met' : 'below'}${whole} | ${[...row.runs].sort((a, b) => a - b).join(', ')} |`,
  );
}
const table = lines.join('\n');
console.log(table);

if (process.argv.includes('--survivors')) {
  for (const [moduleName, row] of modules) {
    if (row.survivors.length === 0) continue;
    console.log(`\n## ${moduleName}: ${row.survivors.length} survivors`);
    for (const line of row.survivors) console.log(`- ${line}`);
  }
}
if (process.argv.includes('--write-docs')) writeSection('docs/TESTING.md', 'mutation-scores', table);
