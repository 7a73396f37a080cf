// Fails when modules in lib/ import each other in a circle, counting `import type` too: eslint's
// import/no-cycle skips type-only imports, and a circle of types still ties two modules together
// (docs/ARCHITECTURE.md, "Three floors"). A dynamic `import()` is left out: it is how a module
// loads another on demand. Run by `npm run lint`.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

// The repository root; a test passes another one.
const root = resolve(process.argv[2] ?? join(import.meta.dirname, '..'));
const lib = join(root, 'lib');
const { config } = ts.readConfigFile(join(root, 'tsconfig.json'), ts.sys.readFile);
const { options } = ts.parseJsonConfigFileContent(config, ts.sys, root);

const sourceFile = /\.(ts|tsx|mts|mjs|js)$/;
const files = readdirSync(lib, { recursive: true, encoding: 'utf8' })
  .filter((name) => sourceFile.test(name) && !name.endsWith('.d.ts'))
  .map((name) => join(lib, name));

/** The module names a file imports or re-exports from, type-only ones included, dynamic import() left out. */
function importedNames(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const names = [];
  const walk = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier)
      names.push(node.moduleSpecifier.text);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) names.push(node.argument.literal.text);
    ts.forEachChild(node, walk);
  };
  walk(source);
  return names;
}

/** Each lib/ file's imports that land in lib/. */
const edges = new Map(
  files.map((file) => {
    const targets = importedNames(file).flatMap((name) => {
      const resolved = ts.resolveModuleName(name, file, options, ts.sys).resolvedModule?.resolvedFileName;
      return resolved && resolved.startsWith(lib + '/') ? [resolved] : [];
    });
    return [file, [...new Set(targets)]];
  }),
);

// Tarjan's strongly connected components: every component of two or more files is a circle.
let counter = 0;
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const circles = [];
function visit(file) {
  index.set(file, counter);
  low.set(file, counter);
  counter += 1;
  stack.push(file);
  onStack.add(file);
  for (const next of edges.get(file) ?? []) {
    if (!index.has(next)) {
      visit(next);
      low.set(file, Math.min(low.get(file), low.get(next)));
    } else if (onStack.has(next)) low.set(file, Math.min(low.get(file), index.get(next)));
  }
  if (low.get(file) !== index.get(file)) return;
  const component = [];
  let member;
  do {
    member = stack.pop();
    onStack.delete(member);
    component.push(member);
  } while (member !== file);
  if (component.length > 1 || (edges.get(file) ?? []).includes(file)) circles.push(component);
}
for (const file of files) if (!index.has(file)) visit(file);

/** One concrete path around a component, for the message. */
function pathAround(component) {
  const members = new Set(component);
  const start = component[0];
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const next of edges.get(file) ?? []) {
      if (next === start) {
        const path = [start];
        for (let at = file; at !== start; at = previous.get(at)) path.splice(1, 0, at);
        return [...path, start];
      }
      if (members.has(next) && !previous.has(next)) {
        previous.set(next, file);
        queue.push(next);
      }
    }
  }
  return component;
}

if (circles.length > 0) {
  for (const component of circles)
    console.error(
      `Import cycle in lib/: ${pathAround(component)
        .map((file) => relative(root, file))
        .join(' → ')}`,
    );
  process.exit(1);
}
console.log(`No import cycles among ${files.length} files in lib/.`);
