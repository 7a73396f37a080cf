// A throwaway copy of an app folder whose content/ the caller may change: every other entry is a
// symbolic link to the original (the build included), content/ is a real copy. The local content
// adapter reads <cwd>/content, so a server started here sees the changes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function appWithOwnContent(appDir) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'own-content-'));
  for (const entry of fs.readdirSync(appDir)) {
    if (entry === 'content') fs.cpSync(path.join(appDir, entry), path.join(dir, entry), { recursive: true });
    else fs.symlinkSync(path.join(appDir, entry), path.join(dir, entry));
  }
  return {
    dir,
    /** Rewrites content/<slug>.json's fields (the ButterCMS shape: { data: { fields } }). */
    editContent(slug, change) {
      const file = path.join(dir, 'content', `${slug}.json`);
      const page = JSON.parse(fs.readFileSync(file, 'utf8'));
      page.data.fields = change(page.data.fields);
      fs.writeFileSync(file, JSON.stringify(page));
    },
    remove() {
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
