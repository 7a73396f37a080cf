import {
  everyModuleRun,
  mergeRun,
  type MutationReport,
  type RunRecord,
  type StoredTest,
} from '@/bench/lib/mutation-store.mjs';

// The mutation store (bench/out/mutation/store/results.json) is put together from many runs; a run of some
// lines of a file must not lose the results of the rest of it.
const SOURCE = 'line 1\n'.repeat(30);
const at = (line: number) => ({ start: { line, column: 1 }, end: { line, column: 5 } });
const mutant = (id: string, line: number, status: string, killedBy?: string[]) => ({
  id,
  mutatorName: 'StringLiteral',
  replacement: '""',
  location: at(line),
  status,
  ...(killedBy && { killedBy, coveredBy: killedBy }),
});
const report = (source: string, mutants: ReturnType<typeof mutant>[], tests: StoredTest[]): MutationReport => ({
  files: { 'lib/trips/a.ts': { language: 'typescript', source, mutants } },
  testFiles: {
    'tests/trips/a.test.ts': {
      tests: tests.map((test, i) => ({ ...test, location: { start: { line: 3 + i, column: 1 } } })),
    },
  },
});
const coversA = (file: string) => file === 'lib/trips/a.ts';
const linesOfA = (file: string): [number, number] | undefined => (file === 'lib/trips/a.ts' ? [5, 15] : undefined);

describe('mergeRun', () => {
  // Test ids are local to a report: the run numbers the same test differently.
  const store = report(
    SOURCE,
    [
      mutant('0', 2, 'Killed', ['7']),
      mutant('1', 10, 'Survived'),
      mutant('2', 20, 'Survived'),
      mutant('3', 14, 'NoCoverage'),
    ],
    [{ id: '7', name: 'kills line 2' }],
  );
  const run = report(
    SOURCE,
    [mutant('0', 10, 'Killed', ['4']), mutant('1', 12, 'Killed', ['4'])],
    [
      { id: '3', name: 'kills line 2' },
      { id: '4', name: 'new test' },
    ],
  );
  const linesOf = (merged: MutationReport) =>
    merged.files['lib/trips/a.ts']!.mutants.map((m) => [m.location.start.line, m.status] as const).sort(
      (a, b) => a[0] - b[0],
    );

  it('a run of some lines keeps the stored results of the lines outside them, and only those', () => {
    // Line 14's mutant is no longer made (a mutator turned off, say): its old result goes.
    expect(linesOf(mergeRun(store, run, coversA, linesOfA))).toEqual([
      [2, 'Killed'],
      [10, 'Killed'],
      [12, 'Killed'],
      [20, 'Survived'],
    ]);
  });

  it('a kept result still names the test that killed it', () => {
    const merged = mergeRun(store, run, coversA, linesOfA);
    const line2 = merged.files['lib/trips/a.ts']!.mutants.find((m) => m.location.start.line === 2);
    const tests = Object.values(merged.testFiles ?? {}).flatMap((file) => file.tests);
    expect(line2?.killedBy?.map((id) => tests.find((test) => test.id === id)?.name)).toEqual(['kills line 2']);
  });

  it('a run of a whole file replaces all of its results', () => {
    expect(linesOf(mergeRun(store, run, coversA))).toEqual([
      [10, 'Killed'],
      [12, 'Killed'],
    ]);
  });

  it('keeps nothing of a file that changed since its results were stored', () => {
    const changed = {
      ...run,
      files: { 'lib/trips/a.ts': { ...run.files['lib/trips/a.ts']!, source: `${SOURCE}line 31\n` } },
    };
    expect(linesOf(mergeRun(store, changed, coversA, linesOfA))).toEqual([
      [10, 'Killed'],
      [12, 'Killed'],
    ]);
  });
});

describe('everyModuleRun', () => {
  const partOf = '2026-11-27T13:46:09.042Z';
  const moduleRun = (
    scope: string,
    commit: string,
    counts: Record<string, number>,
    reused: number,
    extra: Partial<RunRecord> = {},
  ): RunRecord => ({
    scope,
    commit,
    uncommitted: false,
    force: false,
    startedAt: partOf,
    minutes: 1,
    reused,
    counts,
    files: [`lib/${scope}/index.ts`],
    partOf,
    ...extra,
  });
  const earlier = moduleRun('search', 'aaa', { Killed: 9 }, 0, { partOf: undefined });
  const runs = [
    earlier,
    moduleRun('trips', 'aaa', { Killed: 3, Survived: 1 }, 2),
    moduleRun('feedback', 'bbb', { Killed: 2, Timeout: 1 }, 3),
  ];
  const options = { partOf, commit: 'aaa', uncommitted: false, force: false, minutes: 9, codeChanged: () => false };

  it('is made of the module runs of that run only, their counts added up', () => {
    const record = everyModuleRun(runs, options);
    expect(record).toMatchObject({
      scope: 'all',
      modules: [2, 3],
      counts: { Killed: 5, Survived: 1, Timeout: 1 },
      reused: 5,
      files: ['lib/feedback/index.ts', 'lib/trips/index.ts'],
      uncommitted: false,
    });
  });

  it('says uncommitted when the code changed between its commit and a module run, not when only results did', () => {
    expect(
      everyModuleRun(runs, { ...options, codeChanged: (from, to) => from === 'aaa' && to === 'bbb' }).uncommitted,
    ).toBe(true);
    expect(everyModuleRun([...runs.slice(0, 2), { ...runs[2]!, uncommitted: true }], options).uncommitted).toBe(true);
  });
});
