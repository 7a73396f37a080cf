// What one mutation run covers, read from the environment: the lib/ modules of issue 19, one of
// them (MUTATE_MODULE), some of its files (MUTATE_FILES), or all of them. stryker.config.mjs and
// bench/mutation-run.mjs read it the same way.

export const MODULES = ['trip-planner', 'trips', 'validation', 'idp', 'auth', 'rate-limit', 'newsletter', 'guide-orders', 'feedback', 'search', 'locations'];

/** Where the results of every run are kept, in the repository: what a later run starts from. */
export const STORE = 'bench/mutation/results.json';
export const RUNS = 'bench/mutation/runs.json';

export function mutationScope(env = process.env) {
  const only = env.MUTATE_MODULE;
  if (only && !MODULES.includes(only)) throw new Error(`MUTATE_MODULE must be one of ${MODULES.join(', ')}`);
  const files = (env.MUTATE_FILES ?? '').split(',').map((name) => name.trim()).filter(Boolean);
  if (files.length > 0 && !only) throw new Error('MUTATE_FILES needs MUTATE_MODULE');
  // A run limited to some tests (MUTATE_TESTS, see tests/support/jest.mutation.config.mjs) is a lower
  // bound, not a result: it keeps reports of its own and never reaches the store.
  const chosenTests = Boolean(env.MUTATE_TESTS);
  const name = [only ?? 'all', ...files, ...(chosenTests ? ['chosen-tests'] : [])].join('--');
  const mutate = files.length > 0 ? files.map((file) => `lib/${only}/${file}.ts`) : [only ? `lib/${only}/**/*.ts` : `lib/{${MODULES.join(',')}}/**/*.ts`];
  /** Whether a project file (relative, with forward slashes) is one this run mutates. */
  const covers = (file) => {
    const [lib, moduleName, ...rest] = file.split('/');
    if (lib !== 'lib' || !file.endsWith('.ts') || file.endsWith('.d.ts')) return false;
    if (!only) return MODULES.includes(moduleName);
    if (moduleName !== only) return false;
    return files.length === 0 || (rest.length === 1 && files.includes(rest[0].replace(/\.ts$/, '')));
  };
  return { name, module: only, files, chosenTests, mutate, covers };
}
