import fs from 'node:fs';
import path from 'node:path';
import { CLIENT_NAMESPACES } from '@/lib/i18n/catalog';

// A client component reads its messages from what the layout passes to the browser
// (CLIENT_NAMESPACES): a namespace it reads and the list lacks would show message keys on the page.
// Every file a 'use client' module imports, directly or through others, is part of the browser's code.

const ROOT = process.cwd();
const SOURCE = /\.(ts|tsx)$/;

function resolve(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? path.join(ROOT, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find(
    (candidate) => SOURCE.test(candidate) && fs.existsSync(candidate),
  );
}

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : SOURCE.test(entry.name) ? [full] : [];
  });
}

const files = ['app', 'components', 'lib'].flatMap((dir) => walk(path.join(ROOT, dir)));
const source = new Map(files.map((file) => [file, fs.readFileSync(file, 'utf8')]));
const isClient = (file: string) => /^\s*['"]use client['"]/.test(source.get(file) ?? '');

/** The namespaces a module and everything it imports read with useTranslations. */
function namespacesOf(file: string, seen = new Set<string>()): Set<string> {
  const found = new Set<string>();
  if (seen.has(file)) return found;
  seen.add(file);
  const text = source.get(file) ?? fs.readFileSync(file, 'utf8');
  for (const m of text.matchAll(/useTranslations\(\s*'([\w.]+)'/g)) found.add(m[1]!.split('.')[0]!);
  for (const m of text.matchAll(/^(?:import|export)[^'"]*?from\s+'([^']+)'/gm)) {
    if (/^import type /.test(m[0])) continue;
    const target = resolve(file, m[1]!);
    if (target) for (const namespace of namespacesOf(target, seen)) found.add(namespace);
  }
  return found;
}

it('passes to the browser every namespace client code reads', () => {
  const missing = files
    .filter(isClient)
    .flatMap((file) =>
      [...namespacesOf(file)]
        .filter((namespace) => !(CLIENT_NAMESPACES as readonly string[]).includes(namespace))
        .map((namespace) => `${path.relative(ROOT, file)}: ${namespace}`),
    );
  expect(missing).toEqual([]);
});
