import fs from 'node:fs';
import { expect, test } from '@playwright/test';

// Record photos through the image pipeline (components/content/record-image.tsx), on a build made
// with MEDIA_BASE_URL at the test media server and places given test photos (scripts/ci/images.sh).
const recordsFile = process.env.PHOTO_RECORDS;
if (!recordsFile) throw new Error('PHOTO_RECORDS names the photo records: run this spec through scripts/ci/images.sh');
const records = JSON.parse(fs.readFileSync(recordsFile, 'utf8')) as { places: string[] };

test.describe('record photos', () => {
  test("a place's hero photo comes in several widths, modern formats and a fixed box", async ({ page, request }) => {
    await page.addInitScript(() => {
      const win = window as unknown as { layoutShift: number };
      win.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) win.layoutShift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(records.places[0]!);

    const hero = page.locator('main img[alt^="Test photo set"]').first();
    await expect(hero).toBeVisible();
    const srcset = (await hero.getAttribute('srcset')) ?? '';
    expect(srcset).toContain('/_next/image?url=');
    expect(srcset).toContain(encodeURIComponent('http://127.0.0.1:'));
    expect(srcset.split(', ').length).toBeGreaterThan(2);
    await expect(hero).toHaveAttribute('sizes', /100vw/);
    await expect(hero).toHaveAttribute('width', '1024');
    await expect(hero).toHaveAttribute('height', '480');
    await expect(hero).toHaveAttribute('fetchpriority', 'high');

    // The photo lands, resized for a phone rather than the 2,000-pixel original.
    await expect
      .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const naturalWidth = await hero.evaluate((img: HTMLImageElement) => img.naturalWidth);
    expect(naturalWidth).toBeLessThanOrEqual(1200);
    await page.waitForLoadState('networkidle');
    const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
    expect(shift).toBeLessThan(0.01);

    const first = srcset.split(', ')[0]!.split(' ')[0]!;
    const avif = await request.get(first, { headers: { Accept: 'image/avif,image/webp,image/*' } });
    expect(avif.status()).toBe(200);
    expect(avif.headers()['content-type']).toMatch(/^image\/(avif|webp)$/);
    const webp = await request.get(first, { headers: { Accept: 'image/webp,image/*' } });
    expect(webp.headers()['content-type']).toBe('image/webp');
  });
});
