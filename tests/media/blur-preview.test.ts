import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { blurPreview, NEUTRAL_BLUR } from '@/lib/media/blur';
// @ts-expect-error -- a plain ES module of the test support, without types
import { photoFiles, startMediaServer } from '../support/media-server.mjs';

let server: Server;
let base: string;

beforeAll(async () => {
  server = (await startMediaServer(0)) as Server;
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/photos/`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('blurPreview', () => {
  it('makes a tiny WebP copy of a photo from the media host', async () => {
    const file = (photoFiles() as string[])[0]!;
    const preview = await blurPreview(`${base}${file}`);
    expect(preview).toMatch(/^data:image\/webp;base64,/);
    const bytes = Buffer.from(preview.split(',')[1]!, 'base64');
    expect(bytes.length).toBeLessThan(1000);
    expect((await sharp(bytes).metadata()).width).toBe(12);
  });

  it('falls back to a neutral grey when the photo cannot be fetched', async () => {
    expect(await blurPreview(`${base}Missing.jpg`)).toBe(NEUTRAL_BLUR);
  });
});
