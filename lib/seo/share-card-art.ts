import { readFile } from 'node:fs/promises';
import path from 'node:path';

const PUBLIC_DIR = path.join(process.cwd(), 'public');
// The site's own SVG illustrations, and nothing else: the card is drawn without the network.
const LOCAL_SVG = /^\/images\/[a-z0-9/-]+\.svg$/;

/**
 * A record's illustration as a data URI the card can draw (next/og renders an embedded SVG into the
 * PNG), or null when the record names none, names a remote picture or the file is missing.
 */
export async function illustrationDataUri(sitePath: string | null): Promise<string | null> {
  if (!sitePath || !LOCAL_SVG.test(sitePath)) return null;
  try {
    const svg = await readFile(path.join(PUBLIC_DIR, sitePath));
    return `data:image/svg+xml;base64,${svg.toString('base64')}`;
  } catch {
    return null;
  }
}
