import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// `npm run lint` runs scripts/check-lib-cycles.mjs: it must see a circle that eslint's
// import/no-cycle misses because one side only imports a type.
const script = path.join(process.cwd(), 'scripts', 'check-lib-cycles.mjs');
const check = (root?: string) =>
  spawnSync(process.execPath, root ? [script, root] : [script], { encoding: 'utf8', timeout: 60_000 });

function repositoryWith(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'lib-cycles-'));
  writeFileSync(
    path.join(root, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@/*': ['./*'] }, strict: true } }),
  );
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

it('reports a circle closed by a type-only import, naming the files', () => {
  const root = repositoryWith({
    'lib/trips/index.ts':
      "import { source } from '@/lib/main-api/source';\nexport type Trip = { id: number };\nexport const trips = source;\n",
    'lib/main-api/source.ts': "import type { Trip } from '@/lib/trips';\nexport const source: Trip[] = [];\n",
  });
  try {
    const result = check(root);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/Import cycle in lib\/: lib\/\S+ → lib\/\S+ → lib\/\S+/);
    expect(result.stderr).toContain('lib/main-api/source.ts');
    expect(result.stderr).toContain('lib/trips/index.ts');
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

it('passes a one-way import and this repository’s lib/', () => {
  const root = repositoryWith({
    'lib/trips/types.ts': 'export type Trip = { id: number };\n',
    'lib/main-api/source.ts': "import type { Trip } from '@/lib/trips/types';\nexport const source: Trip[] = [];\n",
  });
  try {
    expect(check(root).status).toBe(0);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
  const here = check();
  expect(here.stderr).toBe('');
  expect(here.status).toBe(0);
});
