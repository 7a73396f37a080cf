// Writes one section of a Markdown document between markers, leaving every other section as it is.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './server.mjs';

export function writeSection(relativeFile, id, markdown) {
  const file = path.join(ROOT, relativeFile);
  const begin = `<!-- quality:${id} -->`;
  const end = `<!-- /quality:${id} -->`;
  const block = `${begin}\n${markdown.trim()}\n${end}`;
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const from = current.indexOf(begin);
  const to = current.indexOf(end);
  const next =
    from >= 0 && to > from
      ? current.slice(0, from) + block + current.slice(to + end.length)
      : `${current.trimEnd()}\n\n${block}\n`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, next.startsWith('\n') ? next.trimStart() : next);
}

export const today = () => new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC';
