// The results of every mutation run, kept in one store outside git (STORE in mutation-scope.mjs, in
// the format of Stryker's incremental report) so that a later run starts from them.
//
// Stryker reuses a stored result when the mutated code and the tests that killed or covered the
// mutant have not changed, and re-tests the rest; a run carries the results of files outside its
// scope through unchanged. Two runs at once (one per core) each start from the store and write a
// report of their own, so putting one back takes from it only the files that run mutated.
import fs from 'node:fs';
import path from 'node:path';

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

export function readStore(file) {
  return fs.existsSync(file) ? readJson(file) : undefined;
}

/** Test ids are numbers local to one report; a test is the same test by its file, name and line. */
function testsById(report) {
  const byId = new Map();
  for (const [file, { tests }] of Object.entries(report.testFiles ?? {})) {
    for (const test of tests) byId.set(test.id, { file, name: test.name, line: test.location?.start.line });
  }
  return byId;
}

/**
 * The store with a run's report put in: the files the run mutated (`covers`) and the test files it
 * ran come from the run, everything else from the store as it is now. Of a file the run mutated
 * only some lines of (`linesOf`), the stored results outside those lines are kept, as long as the
 * file has not changed since.
 */
export function mergeRun(store, run, covers, linesOf = () => undefined) {
  if (!store) return run;
  const testFiles = { ...store.testFiles };
  for (const [file, entry] of Object.entries(run.testFiles ?? {})) testFiles[file] = entry;
  // New ids for the merged list, found again from either report by file, name and line (or, for a
  // test whose file changed since, by file and name).
  const ids = new Map();
  const renumbered = {};
  let next = 0;
  for (const [file, entry] of Object.entries(testFiles)) {
    renumbered[file] = {
      ...entry,
      tests: entry.tests.map((test) => {
        const id = String(next++);
        ids.set(`${file}\0${test.name}\0${test.location?.start.line}`, id);
        if (!ids.has(`${file}\0${test.name}`)) ids.set(`${file}\0${test.name}`, id);
        return { ...test, id };
      }),
    };
  }
  const remap = (report) => {
    const byId = testsById(report);
    return (list) =>
      (list ?? [])
        .map((id) => byId.get(id))
        .filter(Boolean)
        .map(({ file, name, line }) => ids.get(`${file}\0${name}\0${line}`) ?? ids.get(`${file}\0${name}`))
        .filter((id) => id !== undefined);
  };
  const fromStore = remap(store);
  const fromRun = remap(run);
  const files = {};
  const take = (entry, map) => ({
    ...entry,
    mutants: entry.mutants.map((mutant) => ({
      ...mutant,
      ...(mutant.coveredBy && { coveredBy: map(mutant.coveredBy) }),
      ...(mutant.killedBy && { killedBy: map(mutant.killedBy) }),
    })),
  });
  for (const [file, entry] of Object.entries(store.files)) if (!covers(file)) files[file] = take(entry, fromStore);
  for (const [file, entry] of Object.entries(run.files))
    if (covers(file) || !files[file]) files[file] = take(entry, fromRun);
  for (const [file, entry] of Object.entries(store.files)) {
    const lines = covers(file) && linesOf(file);
    if (!lines || !files[file] || !sameSource(store, run, file)) continue;
    const tested = new Set(files[file].mutants.map(mutantKey));
    const outside = entry.mutants.filter(
      (mutant) => !withinLines(mutant.location, lines) && !tested.has(mutantKey(mutant)),
    );
    files[file] = {
      ...files[file],
      mutants: [...take({ mutants: outside }, fromStore).mutants, ...files[file].mutants],
    };
  }
  return {
    ...run,
    files: Object.fromEntries(Object.entries(files).sort(([a], [b]) => a.localeCompare(b))),
    testFiles: renumbered,
  };
}

const mutantKey = ({ mutatorName, replacement, location: { start, end } }) =>
  `${mutatorName}\0${replacement}\0${start.line}:${start.column}-${end.line}:${end.column}`;
/** Whether a file reads the same in the store and in a run: its stored results still hold. */
export const sameSource = (store, run, file) =>
  store?.files[file] !== undefined && store.files[file].source === run.files[file]?.source;
/** Whether a mutant lies within lines [first, last] of its file. */
export const withinLines = ({ start, end }, [first, last]) => start.line >= first && end.line <= last;

/** Writes a file whole, then renames it, so a reader never sees half of it. */
export function writeJsonAtomically(file, value) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  fs.writeFileSync(partial, `${JSON.stringify(value)}\n`);
  fs.renameSync(partial, file);
}

/** Runs `task` while holding a lock file, so two runs finishing together do not lose each other's results. */
export async function withLock(file, task) {
  const lock = `${file}.lock`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  for (let tries = 0; ; tries++) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if (error.code !== 'EEXIST' || tries > 600) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await task();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

/**
 * The line in runs.json for a run of every module: the module runs it is made of (those marked
 * `partOf` it), their counts added up. It says "uncommitted" when any of them had uncommitted
 * changes, or when the code or tests changed between its commit and theirs (`codeChanged`); a
 * commit of results or docs in between does not count.
 */
export function everyModuleRun(runs, { partOf, commit, uncommitted, force, minutes, codeChanged }) {
  const parts = runs.map((run, index) => ({ ...run, number: index + 1 })).filter((run) => run.partOf === partOf);
  const counts = {};
  for (const part of parts)
    for (const [status, count] of Object.entries(part.counts)) counts[status] = (counts[status] ?? 0) + count;
  return {
    scope: 'all',
    commit,
    uncommitted: uncommitted || parts.some((part) => part.uncommitted || codeChanged(commit, part.commit)),
    force,
    startedAt: partOf,
    minutes,
    reused: parts.reduce((sum, part) => sum + part.reused, 0),
    counts,
    files: parts.flatMap((part) => part.files).sort(),
    modules: parts.map((part) => part.number),
  };
}
