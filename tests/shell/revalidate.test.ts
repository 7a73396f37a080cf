import { POST } from '@/app/api/revalidate/route';
import { TAGS } from '@/lib/constants';
import { resetEnvCache } from '@/lib/env';
import { cachedJsonResponse } from '@/lib/locations/answer-cache';
import { call } from '@/tests/support/api';

const revalidateTag = jest.fn();
const revalidatePath = jest.fn();
jest.mock('next/cache', () => ({
  revalidateTag: (...args: unknown[]) => revalidateTag(...args),
  revalidatePath: (...args: unknown[]) => revalidatePath(...args),
}));

const SECRET = 'webhook-secret-123';

beforeEach(() => {
  process.env.REVALIDATE_SECRET = SECRET;
  resetEnvCache();
  revalidateTag.mockClear();
  revalidatePath.mockClear();
});
afterAll(() => {
  delete process.env.REVALIDATE_SECRET;
  resetEnvCache();
});

describe('POST /api/revalidate', () => {
  it('refreshes a tag at once with the right secret', async () => {
    const res = await call(POST, {
      url: '/api/revalidate',
      method: 'POST',
      headers: { 'x-revalidate-secret': SECRET },
      body: { tag: 'content' },
    });
    expect(res.status).toBe(200);
    expect(res.body.revalidated).toBe(true);
    expect(revalidateTag).toHaveBeenCalledWith('content', { expire: 0 });
  });

  it('refreshes a path, with the secret in the query string', async () => {
    const res = await call(POST, { url: `/api/revalidate?secret=${SECRET}`, method: 'POST', body: { path: '/' } });
    expect(res.status).toBe(200);
    expect(revalidatePath).toHaveBeenCalledWith('/');
  });

  it('answers 401 to a wrong or missing secret and refreshes nothing', async () => {
    const wrong = await call(POST, {
      url: '/api/revalidate',
      method: 'POST',
      headers: { 'x-revalidate-secret': 'nope' },
      body: { tag: 'content' },
    });
    const missing = await call(POST, { url: '/api/revalidate', method: 'POST', body: { tag: 'content' } });
    expect(wrong.status).toBe(401);
    expect(missing.status).toBe(401);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('answers 200 to an unusable body with a valid secret, so the webhook does not retry', async () => {
    const res = await call(POST, {
      url: '/api/revalidate',
      method: 'POST',
      headers: { 'x-revalidate-secret': SECRET },
      body: { tag: 'no-such-tag' },
    });
    expect(res.status).toBe(200);
    expect(res.body.revalidated).toBe(false);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('without a configured secret refuses outside development', async () => {
    delete process.env.REVALIDATE_SECRET;
    resetEnvCache();
    const res = await call(POST, { url: '/api/revalidate', method: 'POST', body: { tag: 'content' } });
    expect(res.status).toBe(401);
  });

  it('also drops the Main API answers cached under the tag, or all of them for a path', async () => {
    let version = 1;
    const answer = async (key: string) =>
      (await cachedJsonResponse(TAGS.locations, key, async () => ({ version }))).json();
    await answer('by-tag');
    await answer('by-path');
    version = 2;
    expect(await answer('by-tag')).toEqual({ version: 1 });
    await call(POST, {
      url: '/api/revalidate',
      method: 'POST',
      headers: { 'x-revalidate-secret': SECRET },
      body: { tag: TAGS.locations },
    });
    expect(await answer('by-tag')).toEqual({ version: 2 });
    version = 3;
    await call(POST, {
      url: '/api/revalidate',
      method: 'POST',
      headers: { 'x-revalidate-secret': SECRET },
      body: { path: '/places-to-go/map' },
    });
    expect(await answer('by-path')).toEqual({ version: 3 });
  });
});
