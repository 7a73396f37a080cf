import sharp from 'sharp';

/** A soft grey shown while a photo loads when its own preview cannot be made. */
export const NEUTRAL_BLUR =
  'data:image/svg+xml;base64,' +
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="6"><rect width="8" height="6" fill="#c9ccc4"/></svg>',
  ).toString('base64');

const PREVIEW_WIDTH = 12;
const FETCH_TIMEOUT_MS = 2000;
const REMEMBERED = 500;
const previews = new Map<string, Promise<string>>();

async function makePreview(url: string): Promise<string> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!response.ok) return NEUTRAL_BLUR;
    const tiny = await sharp(Buffer.from(await response.arrayBuffer()))
      .resize(PREVIEW_WIDTH)
      .webp({ quality: 40 })
      .toBuffer();
    return `data:image/webp;base64,${tiny.toString('base64')}`;
  } catch {
    return NEUTRAL_BLUR;
  }
}

/**
 * A 12-pixel copy of a photo as a data URL, which the browser blurs while the photo loads. Made once
 * per URL per process (the page that shows it is cached too); a host that is slow or down gets the
 * neutral grey rather than holding up the page.
 */
export function blurPreview(url: string): Promise<string> {
  const known = previews.get(url);
  if (known) return known;
  if (previews.size >= REMEMBERED) previews.delete(previews.keys().next().value!);
  const made = makePreview(url);
  previews.set(url, made);
  return made;
}
