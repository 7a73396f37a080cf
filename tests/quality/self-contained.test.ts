import fs from 'node:fs';
import path from 'node:path';

// The repository stands alone: a newcomer with a clone can follow every pointer in it. A comment
// that cites a tracker's issue number, names a document outside the repository, or cites the
// specification by a bare section number fails here; the reason goes in the comment itself, or in
// a page under docs/ (the specification is docs/SPEC.md).

const ROOT = path.resolve(__dirname, '..', '..');
const SCANNED = ['app', 'components', 'lib', 'scripts', 'tests', 'bench', 'tools', 'docs', '.ci'];
const SCANNED_FILES = ['README.md', 'proxy.ts', 'instrumentation.ts', 'next.config.ts', 'eslint.config.mjs'];
const SKIPPED = new Set(['node_modules', 'out', 'mutation', 'screenshots']);
const TEXT = /\.(tsx?|mjs|cjs|js|md|sh|css|json)$|^run$/;

// Built from parts so that this file does not match its own patterns.
const ISSUE = new RegExp(`\\b${'issue'}s? (?:#)?\\d+`, 'i');
const BARE_SPEC = new RegExp(`(?<![/\\w.])${'SPEC'}(?:\\s+sections?)?\\s+\\d`);
const ABSOLUTE = new RegExp(`(?<![\\w.])/${'work'}/`);
const RELATIVE = /(?<![\w./-])((?:\.\.\/)+)[\w.-]+/g;
const SPEC_COPIES = new Set(['docs/SPEC.md', 'docs/DESIGN.md']);

function* files(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED.has(entry.name)) yield* files(relative);
    } else if (TEXT.test(entry.name)) yield relative;
  }
}

/** What is wrong with a file's pointers, or [] when each can be followed from a clone. */
function problems(file: string): string[] {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const found: string[] = [];
  if (ISSUE.test(text)) found.push(`cites an issue number: "${ISSUE.exec(text)![0]}"`);
  if (!SPEC_COPIES.has(file) && BARE_SPEC.test(text))
    found.push(`cites "${BARE_SPEC.exec(text)![0]}" without docs/SPEC.md`);
  if (ABSOLUTE.test(text)) found.push('names an absolute path outside the repository');
  for (const match of text.matchAll(RELATIVE)) {
    const target = path.resolve(ROOT, path.dirname(file), match[0]);
    if (target !== ROOT && !target.startsWith(ROOT + path.sep))
      found.push(`points outside the repository: ${match[0]}`);
  }
  return found;
}

const scanned = [
  ...SCANNED.filter((dir) => fs.existsSync(path.join(ROOT, dir))).flatMap((dir) => [...files(dir)]),
  ...SCANNED_FILES,
];

test('no file cites an issue number, a bare spec section or a document outside the repository', () => {
  const offenders = scanned.map((file) => [file, problems(file)] as const).filter(([, found]) => found.length > 0);
  expect(offenders).toEqual([]);
});

test('the specification the comments cite is in the repository', () => {
  expect(fs.readFileSync(path.join(ROOT, 'docs', 'SPEC.md'), 'utf8')).toMatch(/^> This is the product specification/);
});
