import { TAGS } from '@/lib/constants';
import { cachedJsonResponse, invalidateApiCache } from '@/lib/locations/answer-cache';

// The Main API's short-lived answer cache, seen as a client sees it: the body of each answer.
const read = async (response: Response) => (await response.json()) as { version: number };

describe('the Main API answer cache', () => {
  const ttl = process.env.MAIN_API_CACHE_TTL_MS;
  beforeAll(() => {
    process.env.MAIN_API_CACHE_TTL_MS = '40';
  });
  afterAll(() => {
    process.env.MAIN_API_CACHE_TTL_MS = ttl;
    invalidateApiCache(TAGS.locations);
  });

  it('answers an expired filter at once with the old answer while it refreshes, then with the new one', async () => {
    let version = 1;
    let calls = 0;
    const produce = async () => {
      calls += 1;
      return { version };
    };
    expect(await read(await cachedJsonResponse(TAGS.locations, 'stale', produce))).toEqual({ version: 1 });
    version = 2;
    await new Promise((resolve) => setTimeout(resolve, 60));
    // Expired: the old answer, and one refresh started for any number of callers.
    const [a, b] = await Promise.all([
      cachedJsonResponse(TAGS.locations, 'stale', produce),
      cachedJsonResponse(TAGS.locations, 'stale', produce),
    ]);
    expect([await read(a), await read(b)]).toEqual([{ version: 1 }, { version: 1 }]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await read(await cachedJsonResponse(TAGS.locations, 'stale', produce))).toEqual({ version: 2 });
    expect(calls).toBe(2);
  });

  it('drops an answer outright when its tag is invalidated', async () => {
    let version = 1;
    const produce = async () => ({ version });
    await cachedJsonResponse(TAGS.locations, 'edited', produce);
    version = 2;
    invalidateApiCache(TAGS.locations);
    expect(await read(await cachedJsonResponse(TAGS.locations, 'edited', produce))).toEqual({ version: 2 });
  });
});
