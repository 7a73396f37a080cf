// The mutation score per lib/ module, added up from the reports StrykerJS wrote to
// bench/out/mutation/ (`MUTATE_MODULE=<module> [MUTATE_FILES=a,b] npm run test:mutation`). A file
// mutated in more than one run counts once, from its newest report. Usage:
//   node bench/mutation-scores.mjs [--survivors] [--write-docs]
// --survivors lists every surviving and uncovered mutant; --write-docs puts the table in docs/TESTING.md.
import fs from 'node:fs';
import path from 'node:path';
import { today, writeSection } from './lib/report.mjs';
import { ROOT } from './lib/server.mjs';

const MODULES = ['trip-planner', 'trips', 'validation', 'idp', 'auth', 'rate-limit', 'newsletter', 'guide-orders', 'feedback', 'search', 'locations'];
const TARGET = 80;
const OUT = path.join(ROOT, 'bench/out/mutation');

/** The newest report's mutants for each mutated file. */
function newestFiles() {
  const reports = fs.existsSync(OUT) ? fs.readdirSync(OUT).filter((name) => name.endsWith('.json') && !name.endsWith('.incremental.json')) : [];
  const byFile = new Map();
  for (const name of reports) {
    const full = path.join(OUT, name);
    const at = fs.statSync(full).mtimeMs;
    const report = JSON.parse(fs.readFileSync(full, 'utf8'));
    for (const [file, { mutants }] of Object.entries(report.files)) {
      const relative = path.relative(ROOT, path.resolve(ROOT, file));
      // A run limited to chosen tests (MUTATE_TESTS) counts as a lower bound for its files.
      if (!byFile.has(relative) || byFile.get(relative).at < at) byFile.set(relative, { at, mutants, lowerBound: name.includes('--chosen-tests') });
    }
  }
  return byFile;
}

function tally(byFile) {
  const modules = new Map();
  for (const [file, { at, mutants, lowerBound }] of byFile) {
    const moduleName = file.split(path.sep)[1];
    const row = modules.get(moduleName) ?? { files: 0, killed: 0, timeout: 0, survived: 0, noCoverage: 0, compileErrors: 0, at: 0, survivors: [] };
    row.files++;
    row.lowerBound ||= lowerBound;
    row.at = Math.max(row.at, at);
    for (const mutant of mutants) {
      if (mutant.status === 'Killed') row.killed++;
      else if (mutant.status === 'Timeout') row.timeout++;
      else if (mutant.status === 'Survived') row.survived++;
      else if (mutant.status === 'NoCoverage') row.noCoverage++;
      else if (mutant.status === 'CompileError') row.compileErrors++;
      if (mutant.status === 'Survived' || mutant.status === 'NoCoverage') {
        row.survivors.push(`${file}:${mutant.location.start.line} ${mutant.status === 'NoCoverage' ? '(no coverage) ' : ''}${mutant.mutatorName}: ${String(mutant.replacement ?? '').replace(/\s+/g, ' ').slice(0, 80)}`);
      }
    }
    modules.set(moduleName, row);
  }
  return modules;
}

const modules = tally(newestFiles());
const lines = [
  `Added up on ${today()} from the reports in \`bench/out/mutation/\` (\`node bench/mutation-scores.mjs\`).`,
  '',
  '| module | files mutated / in module | mutants tested | killed (of them timeouts) | survived | no coverage | compile errors | score | target 80% |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---|',
];
for (const moduleName of MODULES) {
  const inModule = fs.readdirSync(path.join(ROOT, 'lib', moduleName), { recursive: true }).filter((name) => String(name).endsWith('.ts')).length;
  const row = modules.get(moduleName);
  if (!row) {
    lines.push(`| ${moduleName} | 0 / ${inModule} | | | | | | | not run |`);
    continue;
  }
  const detected = row.killed + row.timeout;
  const tested = detected + row.survived + row.noCoverage;
  const score = tested === 0 ? 100 : (100 * detected) / tested;
  const whole = (row.files === inModule ? '' : ' (part of the module)') + (row.lowerBound ? ' (lower bound: some files run against chosen tests only)' : '');
  lines.push(`| ${moduleName} | ${row.files} / ${inModule} | ${tested} | ${detected} (${row.timeout}) | ${row.survived} | ${row.noCoverage} | ${row.compileErrors} | **${score.toFixed(1)}%** | ${score >= TARGET ? 'met' : 'below'}${whole} |`);
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
