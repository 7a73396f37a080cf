// The type of bench/lib/mutation-store.mjs (a plain module, run by bench/mutation-run.mjs) for its
// test: the parts of Stryker's mutation-testing report it reads.
type Location = { start: { line: number; column: number }; end: { line: number; column: number } };
export type StoredMutant = {
  id: string;
  mutatorName: string;
  replacement?: string;
  location: Location;
  status: string;
  killedBy?: string[];
  coveredBy?: string[];
};
export type StoredTest = { id: string; name: string; location?: { start: { line: number; column: number } } };
export type MutationReport = {
  files: Record<string, { language: string; source: string; mutants: StoredMutant[] }>;
  testFiles?: Record<string, { tests: StoredTest[] }>;
};
export declare function mergeRun<R extends MutationReport>(
  store: R | undefined,
  run: R,
  covers: (file: string) => boolean,
  linesOf?: (file: string) => [number, number] | undefined,
): R;
export declare function sameSource(store: MutationReport | undefined, run: MutationReport, file: string): boolean;
export declare function withinLines(location: Location, lines: [number, number]): boolean;
export type RunRecord = {
  scope: string;
  commit: string;
  uncommitted: boolean;
  force: boolean;
  startedAt: string;
  minutes: number;
  reused: number;
  counts: Record<string, number>;
  files: string[];
  partOf?: string;
  modules?: number[];
};
export declare function everyModuleRun(
  runs: RunRecord[],
  options: {
    partOf: string;
    commit: string;
    uncommitted: boolean;
    force: boolean;
    minutes: number;
    codeChanged: (from: string, to: string) => boolean;
  },
): RunRecord;
