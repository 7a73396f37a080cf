// What one mutation run covers, read from the environment: the lib/ modules docs/TESTING.md lists, one of
// them (MUTATE_MODULE), some of its files (MUTATE_FILES), or all of them. stryker.config.mjs and
// bench/mutation-run.mjs read it the same way.

export const MODULES = [
  'trip-planner',
  'trips',
  'validation',
  'idp',
  'auth',
  'rate-limit',
  'newsletter',
  'guide-orders',
  'feedback',
  'search',
  'locations',
];

/**
 * Where the results of every run are kept, outside git: what a later run starts from. A machine
 * that keeps them between runs (a CI cache) points MUTATION_STORE_DIR at that folder; a machine
 * without them regenerates them with a full run.
 */
const STORE_DIR = process.env.MUTATION_STORE_DIR ?? 'bench/out/mutation/store';
export const STORE = `${STORE_DIR}/results.json`;
export const RUNS = `${STORE_DIR}/runs.json`;

export function mutationScope(env = process.env) {
  const only = env.MUTATE_MODULE;
  if (only && !MODULES.includes(only)) throw new Error(`MUTATE_MODULE must be one of ${MODULES.join(', ')}`);
  // A file may be limited to some of its lines, `roads:1-60`: a big file tested a part per session,
  // as a run cut short keeps nothing.
  const parts = (env.MUTATE_FILES ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
    .map(filePart);
  const files = parts.map(({ file }) => file);
  if (files.length > 0 && !only) throw new Error('MUTATE_FILES needs MUTATE_MODULE');
  // A run limited to some tests (MUTATE_TESTS, see tests/support/jest.mutation.config.mjs) is a lower
  // bound, not a result: it keeps reports of its own and never reaches the store.
  const chosenTests = Boolean(env.MUTATE_TESTS);
  const name = [
    only ?? 'all',
    ...parts.map(({ file, lines }) => (lines ? `${file}@${lines.join('-')}` : file)),
    ...(chosenTests ? ['chosen-tests'] : []),
  ].join('--');
  const mutate =
    parts.length > 0
      ? parts.map(({ file, lines }) => `lib/${only}/${file}.ts${lines ? `:${lines.join('-')}` : ''}`)
      : [only ? `lib/${only}/**/*.ts` : `lib/{${MODULES.join(',')}}/**/*.ts`];
  /** The lines [first, last] a run mutates of a file it covers, or undefined for the whole file. */
  const linesOf = (file) => parts.find((part) => `lib/${only}/${part.file}.ts` === file)?.lines;
  /** Whether a project file (relative, with forward slashes) is one this run mutates. */
  const covers = (file) => {
    const [lib, moduleName, ...rest] = file.split('/');
    if (lib !== 'lib' || !file.endsWith('.ts') || file.endsWith('.d.ts')) return false;
    if (!only) return MODULES.includes(moduleName);
    if (moduleName !== only) return false;
    return files.length === 0 || (rest.length === 1 && files.includes(rest[0].replace(/\.ts$/, '')));
  };
  return { name, module: only, files, chosenTests, mutate, covers, linesOf };
}

function filePart(entry) {
  const match = /^([\w-]+)(?::(\d+)-(\d+))?$/.exec(entry);
  if (!match) throw new Error(`MUTATE_FILES: "${entry}" is not a file name, or a name and lines such as roads:1-60`);
  const [, file, first, last] = match;
  if (first === undefined) return { file };
  const lines = [Number(first), Number(last)];
  if (lines[0] < 1 || lines[1] < lines[0]) throw new Error(`MUTATE_FILES: "${entry}" names no lines`);
  return { file, lines };
}
