import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// .env.example is what an operator reads to configure a deploy: every variable in it must change
// something (the code reads it), and every variable the code validates (lib/env.ts) must be in it.
// Names are matched in the code's syntax tree, so a comment that merely mentions one is no reader.

const ROOT = path.join(__dirname, '..', '..');
const SOURCE_ROOTS = [
  'lib',
  'app',
  'scripts',
  'components',
  'next.config.ts',
  'instrumentation.ts',
  'proxy.ts',
  'server.mjs',
];
const CODE = /\.(ts|tsx|mjs|cjs|js)$/;
// The schema declares the variables; a declaration is not a use.
const SCHEMA = path.join('lib', 'env.ts');

function codeFiles(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return CODE.test(entry) ? [entry] : [];
  return fs.readdirSync(full).flatMap((name) => (name === 'node_modules' ? [] : codeFiles(path.join(entry, name))));
}

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(
    file,
    fs.readFileSync(path.join(ROOT, file), 'utf8'),
    ts.ScriptTarget.Latest,
    false,
    file.endsWith('x') ? ts.ScriptKind.TSX : undefined,
  );
}

/** Every identifier and string literal in a file's code (comments are not in the tree). */
function namesIn(file: string): Set<string> {
  const names = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) || ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
      names.add(node.text);
    ts.forEachChild(node, visit);
  };
  visit(parse(file));
  return names;
}

/** The variables of .env.example, in order. */
function exampleVariables(): string[] {
  const text = fs.readFileSync(path.join(ROOT, '.env.example'), 'utf8');
  return [...text.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1] ?? '');
}

/** The keys of lib/env.ts's EnvSchema object. */
function schemaVariables(): string[] {
  let keys: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isVariableDeclaration(node) &&
      node.name.getText() === 'EnvSchema' &&
      node.initializer &&
      ts.isCallExpression(node.initializer)
    ) {
      const shape = node.initializer.arguments[0];
      if (shape && ts.isObjectLiteralExpression(shape))
        keys = shape.properties.flatMap((p) => (p.name && ts.isIdentifier(p.name) ? [p.name.text] : []));
    }
    ts.forEachChild(node, visit);
  };
  const source = ts.createSourceFile(
    SCHEMA,
    fs.readFileSync(path.join(ROOT, SCHEMA), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  visit(source);
  return keys;
}

/** Every name that some code (outside the schema and the tests) uses. */
const readers = new Set<string>();
beforeAll(() => {
  for (const file of SOURCE_ROOTS.flatMap(codeFiles)) {
    if (file === SCHEMA || /\.test\.tsx?$/.test(file)) continue;
    for (const name of namesIn(file)) readers.add(name);
  }
});

describe('.env.example', () => {
  it('names only variables that some code reads', () => {
    const unread = exampleVariables().filter((name) => !readers.has(name));
    expect(unread).toEqual([]);
  });

  it("documents every variable of lib/env.ts's schema", () => {
    const schema = schemaVariables();
    expect(schema).toContain('SITE_URL');
    const example = new Set(exampleVariables());
    // NODE_ENV is set by next itself (production under next start), never by an operator.
    expect(schema.filter((name) => name !== 'NODE_ENV' && !example.has(name))).toEqual([]);
  });

  it('names each variable once', () => {
    const names = exampleVariables();
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });
});
